import { EMPLOYMENT_TYPE_LABELS, WORKPLACE_LABELS } from '~/features/openings'
import type { SubscriptionChoices } from './contract'

/** "new openings (Engineering, Remote) and new insights, each at once": what a subscriber receives. */
export function describeChoices(choices: SubscriptionChoices): string {
  const filters = [
    choices.department,
    choices.location,
    choices.workplace && WORKPLACE_LABELS[choices.workplace],
    choices.employmentType && EMPLOYMENT_TYPE_LABELS[choices.employmentType],
  ].filter((value): value is string => Boolean(value))
  const openings = filters.length ? `new openings (${filters.join(', ')})` : 'new openings'
  const what = [choices.openings && openings, choices.insights && 'new insights']
    .filter((value): value is string => Boolean(value))
    .join(' and ')
  return `${what}, ${choices.frequency === 'weekly' ? 'in a weekly digest' : 'each as it is published'}`
}
