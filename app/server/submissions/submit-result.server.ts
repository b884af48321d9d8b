import type { Submission } from '@conform-to/react'
import type { Problem } from './problem.server'

export type SubmitOutcome = { ok: true; id: number } | { ok: false; problem: Problem }

export interface SubmitOptions {
  /** Posted by the site's own form page (which always carries its fill-time token), not the API. */
  fromPage?: boolean
}

/** The outcome, plus Conform's view of the fields so an HTML form can show them again. */
export interface SubmitResult<Input, Output> {
  submission: Submission<Input, string[], Output>
  outcome: SubmitOutcome
}

/** Conform's errors as { field: messages }, without the form-level '' entry or empty ones. */
export function fieldErrors(
  error: Record<string, string[] | null> | null | undefined,
): Record<string, string[]> {
  const fields: Record<string, string[]> = {}
  for (const [name, messages] of Object.entries(error ?? {})) {
    if (name !== '' && messages?.length) fields[name] = messages
  }
  return fields
}

/** Blank optional values are stored as NULL. */
export const orNull = (value: string | undefined): string | null => (value ? value : null)
