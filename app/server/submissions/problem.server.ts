export type ProblemStatus = 400 | 405 | 413 | 415 | 429 | 503

export type ProblemCode =
  | 'invalid_input'
  | 'malformed_body'
  | 'unsupported_media_type'
  | 'payload_too_large'
  | 'rejected'
  | 'too_fast'
  | 'rate_limited'
  | 'method_not_allowed'
  | 'server_error'

/** Why a submission was not taken: the HTTP status, a stable code and a message for people. */
export interface Problem {
  status: ProblemStatus
  code: ProblemCode
  message: string
  /** Messages per form field, e.g. { email: ['Email is required.'] }. */
  fields?: Record<string, string[]>
  /** 429: seconds until the limit resets. too_fast: milliseconds until the form may be sent. */
  retryAfterSeconds?: number
  retryAfterMs?: number
}

export const problem = (
  status: ProblemStatus,
  code: ProblemCode,
  message: string,
  extra: Partial<Pick<Problem, 'fields' | 'retryAfterSeconds' | 'retryAfterMs'>> = {},
): Problem => ({ status, code, message, ...extra })

export const PROBLEM_MESSAGES = {
  invalid: 'Some fields are missing or invalid.',
  malformed: 'The submission could not be read. Please try again.',
  bodyTooLarge: 'The submission is too large.',
  wrongContentType: 'Send the form as JSON (application/json) or form data.',
  wrongMultipart: 'Send the application as multipart/form-data.',
  tooFast: 'That was quicker than we expected. Please check your details and send again.',
  resumeTooLarge: 'The resume must be 5 MB or smaller.',
  resumeEmpty: 'The resume file is empty.',
  resumeType: 'The resume must be a PDF, DOC or DOCX file.',
} as const

export function rateLimitMessage(retryAfterSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60))
  return `Too many forms have been sent from your network in the last hour. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`
}
