/*
 * A confirmation goes to whatever address the form was given, so it repeats nothing a stranger
 * could use to write to someone else through us: no link, address or domain. The name is the
 * only text of theirs it may hold, and only when it reads as a name.
 */

const NAME_MAX_LENGTH = 60
const NAME_MAX_WORDS = 6
/** A word of a name: letters (any script, with their marks), apostrophes and hyphens; a closing dot for an initial. */
const NAME_WORD = /^\p{L}[\p{L}\p{M}'’-]*\.?$/u

/** A plain name: a few words of letters, one space apart, without digits, symbols or inner dots. */
export function isPlainName(name: string): boolean {
  if (name.length > NAME_MAX_LENGTH) return false
  const words = name.split(' ')
  return words.length <= NAME_MAX_WORDS && words.every((word) => NAME_WORD.test(word))
}

/** A confirmation's heading: thanks by name when the name is a plain one, otherwise "Hello". */
export function confirmationHeading(name: string, thanks = 'Thank you'): string {
  return isPlainName(name) ? `${thanks}, ${name}` : 'Hello'
}
