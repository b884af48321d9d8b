import { countOf } from '~/lib/plural'
import type { BodyKind } from './form-declaration'

/**
 * Why a submission was not taken, as a stable code. Pages, the JSON API and the browser branch on
 * the code; the HTTP status follows from it, never from the wording of a message.
 */
export const PROBLEM_STATUS = {
  /** A field is missing or breaks a rule; `fields` says which. */
  invalid: 400,
  /** The body could not be read as what it claims to be (bad JSON, a cut-off upload). */
  malformed: 400,
  /** The body, or the resume in it, is over its limit. */
  too_large: 413,
  /** More fields than any form of ours has: nothing of it is read on. */
  too_many_fields: 413,
  /** The request's path is longer than any of ours could be; answered before routing. */
  uri_too_long: 414,
  /** An upload arrived slower than the minimum rate and was cut off. */
  too_slow: 408,
  /** The body's Content-Type, or the resume's bytes, are of a kind we do not take. */
  unsupported_type: 415,
  /** Refused as automated (the hidden field was filled in): told apart from nothing else on purpose. */
  rejected: 400,
  /** Sent sooner after the page was handed out than a person could have filled it in. */
  too_fast: 400,
  /** Too many submissions from the network in the last hour. */
  rate_limited: 429,
  /** The network already has as many uploads under way as one address may. */
  uploads_in_progress: 429,
  method_not_allowed: 405,
  /** The database did not take it: nothing was stored, try again. */
  unavailable: 503,
  /** As many uploads as the server reads at once are under way: try again in a moment. */
  busy: 503,
} as const satisfies Record<string, 400 | 405 | 408 | 413 | 414 | 415 | 429 | 503>

export type ProblemCode = keyof typeof PROBLEM_STATUS

export interface Problem {
  code: ProblemCode
  /** One sentence for people: the API's message and the form's status line. */
  message: string
  /** Messages per form field, e.g. { email: ['Email is required.'] }. */
  fields?: Record<string, string[]>
  /** rate_limited, busy, uploads_in_progress: seconds until it is worth trying again. */
  retryAfterSeconds?: number
  /** too_fast: milliseconds until the form may be sent. */
  retryAfterMs?: number
}

export function problem(
  code: ProblemCode,
  message: string,
  extra: Partial<Pick<Problem, 'fields' | 'retryAfterSeconds' | 'retryAfterMs'>> = {},
): Problem {
  return { code, message, ...extra }
}

export const problemStatus = ({ code }: Pick<Problem, 'code'>): number => PROBLEM_STATUS[code]

/**
 * A schema rule whose failure is a problem of its own kind rather than `invalid` (a resume that
 * is not a PDF, DOC or DOCX is `unsupported_type`): spread into the rule's options.
 */
export const signals = (code: ProblemCode) => ({ params: { problem: code } })

export const PROBLEM_MESSAGES = {
  invalid: 'Some fields are missing or invalid.',
  malformed: 'The submission could not be read. Please try again.',
  notAnObject: 'Send a JSON object of form fields.',
  notText: 'Must be text.',
  bodyTooLarge: 'The submission is too large.',
  tooManyFields:
    'The submission has more fields than this form (at most 100). Please send the form as it is.',
  wrongContentType: 'Send the form as JSON (application/json) or form data.',
  wrongMultipart: 'Send the application as multipart/form-data.',
  tooFast: 'That was quicker than we expected. Please check your details and send again.',
  resumeTooLarge: 'The resume must be 5 MB or smaller.',
  resumeEmpty: 'The resume file is empty.',
  resumeType: 'The resume must be a PDF, DOC or DOCX file.',
  uriTooLong: 'The address is too long: no page of this site has one over 2,048 characters.',
  tooSlow: 'The upload was too slow and was stopped. Please try again, on a faster connection if you can.',
  busy: 'Many applications are being sent right now. Please try again in a minute.',
  uploadsInProgress:
    'Applications are already being sent from your network. Please wait until they finish, then try again.',
} as const

export function rateLimitMessage(retryAfterSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60))
  return `Too many forms have been sent from your network in the last hour. Please try again in ${countOf(minutes, 'minute')}.`
}

/**
 * A request the Express server refuses before the app reads its body (or, for a path too long,
 * before any routing), answered as JSON on /api/* and as the error page elsewhere.
 */
export type EarlyRefusal =
  | { code: 'too_large' | 'uri_too_long' | 'too_slow' }
  | { code: 'unsupported_type'; accepts: readonly BodyKind[] }
  | { code: 'rate_limited' | 'busy' | 'uploads_in_progress'; retryAfterSeconds: number }
