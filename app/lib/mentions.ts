/*
 * `@username` in a note: a member mentioned there finds the note in their My work, and the note
 * shows them by name. The username is what the note keeps (it never changes); the name is what
 * people read. Shared by the server (who is mentioned) and the note field (completion).
 */

/** A member as a mention names them. */
export interface Mentionable {
  username: string
  name: string
}

/** What a username is made of, besides dots (ADMIN_USERNAME_PATTERN, lowercased). */
const MENTION_CHAR = /[a-z0-9_-]/i
/** What may be typed after `@` while completing: a username's characters, or the start of a name. */
const TYPED_CHAR = /[\p{L}\p{N}_.-]/u
/** The longest run after `@` still taken for a mention being typed (a username is at most 32). */
const TYPED_MAX = 40

/** Whether `@` at `at` starts a word: not inside an address such as "team@asha.example". */
function startsWord(text: string, at: number): boolean {
  const before = text[at - 1]
  return before === undefined || !(MENTION_CHAR.test(before) || before === '.' || before === '@')
}

/**
 * Where `text` mentions the member as `@username` (any case): the index of each `@`. The name
 * stands as a word, so "@asha" is not found in "@ashan", nor in "team@asha.example".
 */
export function mentionsAt(text: string, username: string): number[] {
  const haystack = text.toLowerCase()
  const needle = `@${username.toLowerCase()}`
  const found: number[] = []
  for (let at = haystack.indexOf(needle); at !== -1; at = haystack.indexOf(needle, at + 1)) {
    const after = haystack[at + needle.length]
    const afterNext = haystack[at + needle.length + 1]
    // A full stop after the name ends the sentence, unless a longer username goes on past it.
    const endsWord =
      after === undefined ||
      (!MENTION_CHAR.test(after) &&
        !(after === '.' && afterNext !== undefined && MENTION_CHAR.test(afterNext)))
    if (startsWord(haystack, at) && endsWord) found.push(at)
  }
  return found
}

/** Whether `text` mentions the member as `@username` (any case), as a word. */
export const mentions = (text: string, username: string) => mentionsAt(text, username).length > 0

/** The members of `members` that `text` mentions. */
export const mentionedIn = <T extends Mentionable>(text: string, members: Iterable<T>): T[] =>
  [...members].filter((member) => mentions(text, member.username))

/**
 * `text` cut at its mentions of `members`: plain text, and each mention as the member it names,
 * in order, for a page to show the name where the note has `@username`.
 */
export function splitMentions<T extends Mentionable>(text: string, members: readonly T[]): (string | T)[] {
  const spans = members
    .flatMap((member) => mentionsAt(text, member.username).map((at) => ({ at, member })))
    .sort((a, b) => a.at - b.at || b.member.username.length - a.member.username.length)
  const parts: (string | T)[] = []
  let from = 0
  for (const { at, member } of spans) {
    if (at < from) continue
    if (at > from) parts.push(text.slice(from, at))
    parts.push(member)
    from = at + 1 + member.username.length
  }
  if (from < text.length) parts.push(text.slice(from))
  return parts
}

/** `text` with each mention of `members` written as `@Their Name`: for an excerpt in plain text. */
export const nameMentions = (text: string, members: readonly Mentionable[]) =>
  splitMentions(text, members)
    .map((part) => (typeof part === 'string' ? part : `@${part.name}`))
    .join('')

/** A mention being typed: where its `@` is, and what follows it up to the caret. */
export interface TypedMention {
  start: number
  query: string
}

/**
 * The mention being typed at `caret` in `text`: an `@` that starts a word, followed by letters,
 * digits, dots, dashes or underscores up to the caret (nothing yet is a mention too). Null when the
 * caret is not in one.
 */
export function mentionBeforeCaret(text: string, caret: number): TypedMention | null {
  let at = caret
  while (at > 0 && caret - at <= TYPED_MAX && TYPED_CHAR.test(text[at - 1] ?? '')) at--
  const start = at - 1
  if (text[start] !== '@' || caret - at > TYPED_MAX || !startsWord(text, start)) return null
  return { start, query: text.slice(at, caret) }
}

/** How many members the completion offers at once. */
export const MENTION_CHOICES_MAX = 6

/**
 * The members whose username or name starts with `query` (any case), or one of whose names does
 * ("bh" finds Vivek Bhatt), the closer first, then by name; every member for an empty query.
 */
export function matchMembers<T extends Mentionable>(
  members: readonly T[],
  query: string,
  limit = MENTION_CHOICES_MAX,
): T[] {
  const typed = query.toLocaleLowerCase('en')
  const rank = ({ username, name }: Mentionable) => {
    const lower = name.toLocaleLowerCase('en')
    if (lower.startsWith(typed) || username.toLowerCase().startsWith(typed)) return 0
    if (lower.split(/[\s'’-]+/).some((word) => word.startsWith(typed))) return 1
    return -1
  }
  return members
    .map((member) => ({ member, rank: rank(member) }))
    .filter(({ rank }) => rank >= 0)
    .sort((a, b) => a.rank - b.rank || a.member.name.localeCompare(b.member.name, 'en'))
    .slice(0, limit)
    .map(({ member }) => member)
}

/**
 * `text` with the mention being typed (from its `@` to `caret`) replaced by `@username` and a
 * space, and where the caret goes: after that space.
 */
export function insertMention(
  text: string,
  typed: TypedMention,
  caret: number,
  username: string,
): { text: string; caret: number } {
  const after = text.slice(caret)
  const mention = `@${username}${after.startsWith(' ') ? '' : ' '}`
  const next = text.slice(0, typed.start) + mention + after
  return { text: next, caret: typed.start + mention.length + (after.startsWith(' ') ? 1 : 0) }
}
