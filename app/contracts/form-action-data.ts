import type { SubmissionResult } from '@conform-to/react'
import type { ProblemCode } from './problems'

/**
 * What a form page's action answers when it refuses a post sent without JavaScript (a success
 * redirects to `?sent=1`): the code, the status line, and Conform's result so the fields come
 * back filled in with their errors beside them.
 */
export interface FormActionData {
  code: ProblemCode
  message: string
  result?: SubmissionResult<string[]>
}

export type FormStatus = { state: 'idle' } | { state: 'success' | 'error'; message: string }
