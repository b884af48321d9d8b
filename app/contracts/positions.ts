import type { QuestionKind } from './screening-questions'

/** The position value of an application sent for no opening in particular. */
export const GENERAL_APPLICATION = 'general'
export const GENERAL_APPLICATION_TITLE = 'General application'

/** A screening question as the apply form asks it. */
export interface ScreeningQuestion {
  label: string
  kind: QuestionKind
  /** The choices of a 'choice' question; empty for the other kinds. */
  choices: readonly string[]
  required: boolean
}

/** An open opening as the apply form offers it: its address, title and screening questions. */
export interface PositionOption {
  id: number
  slug: string
  title: string
  questions: readonly ScreeningQuestion[]
}

/** Answer fields are `answer1` to `answer5`, one per question in the opening's order. */
export const ANSWER_FIELDS = ['answer1', 'answer2', 'answer3', 'answer4', 'answer5'] as const
export type AnswerField = (typeof ANSWER_FIELDS)[number]

export const YES_NO_ANSWERS = ['yes', 'no'] as const
export type YesNo = (typeof YES_NO_ANSWERS)[number]
export const YES_NO_LABELS: Record<YesNo, string> = { yes: 'Yes', no: 'No' }
export const isYesNo = (value: string): value is YesNo =>
  (YES_NO_ANSWERS as readonly string[]).includes(value)

/** An open opening by its slug (`?position=` links) or its title, in any case. */
export function findPosition(
  positions: readonly PositionOption[],
  value: string | null | undefined,
): PositionOption | undefined {
  const key = value?.trim().toLowerCase()
  if (!key) return undefined
  return positions.find((p) => p.slug === key || p.title.toLowerCase() === key)
}

/** Whether the value asks for a general application (nothing chosen counts as one). */
export function isGeneralApplication(value: string | null | undefined): boolean {
  const key = value?.trim().toLowerCase()
  return !key || key === GENERAL_APPLICATION || key === GENERAL_APPLICATION_TITLE.toLowerCase()
}
