import type { SubmissionResult } from '@conform-to/react'

/** What the contact and application page actions answer to an enhanced (JavaScript) post. */
export type FormActionData =
  | { status: 'success'; message: string; result: SubmissionResult<string[]> }
  | {
      status: 'error'
      code: string
      message: string
      result?: SubmissionResult<string[]>
    }

export type FormStatus = { state: 'idle' } | { state: 'success' | 'error'; message: string }
