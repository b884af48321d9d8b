import type { SubmissionResult } from '@conform-to/react'

/*
 * Reading an admin page's action reply: Conform's SubmissionResult, the one shape every admin
 * form's action answers with. A record's page holds several forms; each posts its `intent`, and
 * the reply carries it back with what was typed, so a form shows only the reply meant for it.
 */

/** Whether the reply answers the form that posted this intent (any form when `intent` is null). */
function answers(reply: SubmissionResult<string[]> | undefined, intent: string | null) {
  return reply !== undefined && (intent === null || reply.initialValue?.intent === intent)
}

/** The errors the reply holds for these fields of the form ('' for the form's own), in that order. */
export function replyErrors(
  reply: SubmissionResult<string[]> | undefined,
  intent: string | null,
  names: readonly string[],
): string[] {
  if (!answers(reply, intent)) return []
  return names.flatMap((name) => reply?.error?.[name] ?? [])
}

/** What was typed in a field of the form, as the reply carries it back (strings only). */
export function replyValue(
  reply: SubmissionResult<string[]> | undefined,
  intent: string | null,
  name: string,
): string | undefined {
  const value = answers(reply, intent) ? reply?.initialValue?.[name] : undefined
  return typeof value === 'string' ? value : undefined
}
