import type { Submission } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import type { z } from 'zod'
import type { $ZodIssue } from 'zod/v4/core'
import type { FormName } from '~/contracts/form-fields'
import {
  problem,
  PROBLEM_MESSAGES,
  PROBLEM_STATUS,
  type Problem,
  type ProblemCode,
} from '~/contracts/problems'
import { logger } from '../logger.server'
import { nudgeOutbox } from '../mail/outbox-worker.server'
import { guardSubmission } from './guard.server'
import type { FieldSource } from './read-body.server'

/** What one public form needs to go through the shared submission path. */
export interface FormHandler<Schema extends z.ZodType> {
  name: FormName
  schema: Schema
  successMessage: string
  /** Told when the database does not take the submission, and when it is refused as automated. */
  failureMessage: string
  /** The form's status line when fields are invalid, when one rule's message should lead. */
  leadMessage?: (fields: FieldSource) => string | undefined
  /**
   * Stores a valid submission and its e-mails in one transaction and returns its id and the
   * reference the sender is shown, or the problem with what was sent
   * (a resume whose bytes are no PDF, DOC or DOCX).
   */
  store: (value: z.output<Schema>, ipHash: string | null) => Promise<Stored | Problem>
}

export interface Stored {
  id: number
  /** What the sender is told and quotes to us (CT-…, AP-…, HB-…). */
  reference: string
}

export type SubmitOutcome = ({ ok: true; message: string } & Stored) | { ok: false; problem: Problem }

/** The outcome, plus Conform's view of the fields so a page can show them again. */
export interface SubmitResult<Schema extends z.ZodType> {
  submission: Submission<z.input<Schema>, string[], z.output<Schema>>
  outcome: SubmitOutcome
}

export interface SubmitOptions {
  /** Posted by the site's own form page, which always carries its fill-time token; not the API. */
  fromPage?: boolean
}

const isProblemCode = (value: unknown): value is ProblemCode =>
  typeof value === 'string' && Object.hasOwn(PROBLEM_STATUS, value)

/**
 * Parses fields with the form's schema. Besides Conform's submission it says which problem the
 * failed rules stand for, and its message: `invalid`, unless every failed rule signals one code
 * of its own (see `signals` in app/contracts/problems.ts).
 */
export function parseFields<Schema extends z.ZodType>(handler: FormHandler<Schema>, fields: FieldSource) {
  const codes = new Map<ProblemCode, string>()
  const submission = parseWithZod(fields, {
    schema: handler.schema,
    formatError: (issues: $ZodIssue[]) =>
      issues.map((issue) => {
        const signalled = issue.code === 'custom' ? issue.params?.problem : undefined
        codes.set(isProblemCode(signalled) ? signalled : 'invalid', issue.message)
        return issue.message
      }),
  })
  const [only] = codes
  // One signalled kind of failure speaks for itself; anything else is `invalid`, with the form's lead.
  const code = codes.size === 1 && only ? only[0] : 'invalid'
  const message =
    code === 'invalid' ? (handler.leadMessage?.(fields) ?? PROBLEM_MESSAGES.invalid) : (only?.[1] ?? '')
  return { submission, code, message }
}

/** Conform's errors as { field: messages }, without the form-level '' entry or empty ones. */
function fieldErrors(error: Record<string, string[] | null> | null | undefined): Record<string, string[]> {
  const fields: Record<string, string[]> = {}
  for (const [name, messages] of Object.entries(error ?? {})) {
    if (name !== '' && messages?.length) fields[name] = messages
  }
  return fields
}

/**
 * The one path every public form takes, from its page and from the JSON API alike: the abuse
 * checks, the form's schema, then one transaction for the submission and its e-mails, then a
 * nudge to the outbox. Every refusal is a Problem with a stable code.
 */
export async function submitForm<Schema extends z.ZodType>(
  handler: FormHandler<Schema>,
  fields: FieldSource,
  ip: string | null,
  { fromPage = false }: SubmitOptions = {},
): Promise<SubmitResult<Schema>> {
  const { submission, code, message } = parseFields(handler, fields)
  const fail = (refusal: Problem): SubmitResult<Schema> => ({
    submission,
    outcome: { ok: false, problem: refusal },
  })
  try {
    const guard = await guardSubmission(handler.name, fields, ip, handler.failureMessage, {
      requireToken: fromPage,
    })
    if (!guard.ok) return fail(guard.problem)
    if (submission.status !== 'success') {
      return fail(problem(code, message, { fields: fieldErrors(submission.error) }))
    }
    const stored = await handler.store(submission.value, guard.ipHash)
    if ('code' in stored) return fail(stored)
    nudgeOutbox()
    return { submission, outcome: { ok: true, ...stored, message: handler.successMessage } }
  } catch (error) {
    // Nothing was stored: the visitor is told to try again, and the form keeps what they typed.
    logger.error(
      { form: handler.name, err: error instanceof Error ? error.message : String(error) },
      'submission not stored',
    )
    return fail(problem('unavailable', handler.failureMessage))
  }
}
