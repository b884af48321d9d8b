/*
 * Counts in words: "1 note", "2 notes", "0 notes". English has two forms, but the choice is made by
 * Intl.PluralRules rather than `n === 1`, so every count on the site is decided the same way.
 */

const rules = new Intl.PluralRules('en')

export interface NounForms {
  one: string
  other: string
}

/** The noun's form for a count, without the number: 1 → 'note', 3 → 'notes'. */
export function pluralForm(count: number, forms: NounForms): string {
  return rules.select(count) === 'one' ? forms.one : forms.other
}

/** A count and its noun: 1 → '1 note', 2 → '2 notes'. Numbers are grouped (1,234). */
export function countOf(count: number, forms: NounForms | string): string {
  const nouns = typeof forms === 'string' ? { one: forms, other: `${forms}s` } : forms
  return `${count.toLocaleString('en-US')} ${pluralForm(count, nouns)}`
}

const UNITS = [
  { ms: 86_400_000, noun: 'day' },
  { ms: 3_600_000, noun: 'hour' },
  { ms: 60_000, noun: 'minute' },
  { ms: 1000, noun: 'second' },
] as const

/** A delay in the largest unit that says it exactly: 86400000 → '24 hours', 90000 → '90 seconds'. */
export function durationInWords(ms: number): string {
  const unit =
    UNITS.find((u) => ms >= u.ms && ms % u.ms === 0 && !(u.noun === 'day' && ms / u.ms < 2)) ?? UNITS[3]
  return countOf(Math.round(ms / unit.ms), unit.noun)
}
