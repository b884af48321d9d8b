import type { SubmissionResult } from '@conform-to/react'

/** Errors by field name, as a refused form's Conform reply carries them (`result.error`). */
export type FieldErrors = Record<string, string[] | null | undefined>

/** A refused form of an entry's page, as its fields show it again. */
export interface FormReply {
  errors: FieldErrors
  /** What was typed, by field (strings only). */
  values: Record<string, string>
  /** The form's own problem: a workflow's refusal rather than a field's. */
  problem: string | undefined
}

/**
 * The action's reply, when it answers the form whose hidden `intent` is `intent` (the page has
 * several forms and one reply); undefined otherwise.
 */
export function replyTo(
  result: SubmissionResult<string[]> | undefined,
  intent: string,
): FormReply | undefined {
  if (!result || result.initialValue?.intent !== intent) return undefined
  const values: Record<string, string> = {}
  for (const [name, value] of Object.entries(result.initialValue)) {
    if (typeof value === 'string') values[name] = value
  }
  const errors = result.error ?? {}
  return { errors, values, problem: errors['']?.[0] }
}

/** A field's errors, or undefined when it has none. */
export const errorsOf = (errors: FieldErrors, name: string): string[] | undefined => {
  const found = errors[name]
  return found?.length ? found : undefined
}
