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

export type FormStatus =
  | { state: 'idle' }
  /** `reference`: what the sender quotes to us about it (CT-…, AP-…), for forms that give one. */
  | { state: 'success'; message: string; reference?: string }
  | { state: 'error'; message: string }

/** The submit button's field that asks for the form to be drawn again instead of sent. */
export const INTENT_FIELD = 'intent'

/**
 * What a form page's action answers when asked to draw the form again without sending it (the
 * application's "Show this role's questions" without JavaScript): what was typed, no errors.
 */
export interface FormRedrawData {
  redraw: true
  result: SubmissionResult<string[]>
}

export type FormPageData = FormActionData | FormRedrawData

export const isRedraw = (data: FormPageData | undefined): data is FormRedrawData =>
  Boolean(data && 'redraw' in data)
