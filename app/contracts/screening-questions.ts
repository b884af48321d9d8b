/*
 * The screening questions an opening may ask, as the application form needs them: kept apart
 * from the opening's schema (app/contracts/openings.ts), which only the admin's form builds, so
 * the application form's bundle does not construct it.
 */
export const QUESTION_KINDS = ['text', 'yes-no', 'choice'] as const
export type QuestionKind = (typeof QUESTION_KINDS)[number]
export const QUESTION_KIND_LABELS: Record<QuestionKind, string> = {
  text: 'Short answer',
  'yes-no': 'Yes or no',
  choice: 'One choice of a list',
}

export const MAX_QUESTIONS = 5
export const MAX_CHOICES = 8
export const ANSWER_MAX = 500
