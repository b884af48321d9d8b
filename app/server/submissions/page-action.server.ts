import type { SubmissionResult } from '@conform-to/react'
import { data } from 'react-router'
import type { FormActionData } from '~/contracts/form-action-data'
import { FORM_MESSAGES } from '~/contracts/messages'
import { FORM_TOKEN_FIELD, HONEYPOT_FIELD, JS_FIELD } from '~/contracts/form-fields'
import { PROBLEM_MESSAGES, type Problem } from './problem.server'

/** The part of Conform's Submission a page action needs. */
interface Replyable {
  reply(
    options?:
      | { resetForm?: boolean }
      | { formErrors?: string[]; fieldErrors?: Record<string, string[]>; hideFields?: string[] },
  ): SubmissionResult<string[]>
}

const HIDDEN_FIELDS = [HONEYPOT_FIELD, FORM_TOKEN_FIELD, JS_FIELD]

/**
 * A refused submission as page data: the status code, the message for the form's status line,
 * and Conform's result, so the fields come back filled in with their errors beside them.
 */
export function pageProblem(problem: Problem, submission?: Replyable) {
  const message = problem.message === PROBLEM_MESSAGES.invalid ? FORM_MESSAGES.checkFields : problem.message
  const body: FormActionData = {
    status: 'error',
    code: problem.code,
    message,
    ...(submission
      ? { result: submission.reply({ fieldErrors: problem.fields ?? {}, hideFields: HIDDEN_FIELDS }) }
      : {}),
  }
  const headers: Record<string, string> = {}
  if (problem.retryAfterSeconds !== undefined) headers['Retry-After'] = String(problem.retryAfterSeconds)
  return data(body, { status: problem.status, headers })
}

export function pageSuccess(message: string, submission: Replyable): FormActionData {
  return { status: 'success', message, result: submission.reply({ resetForm: true }) }
}
