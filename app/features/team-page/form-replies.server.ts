import type { SubmissionResult } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { data, redirect } from 'react-router'
import { MoveSchema, REFUSALS } from './contract'

/** What the team page's and the client quotes' forms answer: Conform's one result shape. */
export type Reply = { result: SubmissionResult<string[]> }

/** A refusal's answer: at its field when it has one, above the form otherwise. */
export function refused(
  code: keyof typeof REFUSALS,
  submission: {
    reply: (options: {
      formErrors?: string[]
      fieldErrors?: Record<string, string[]>
    }) => SubmissionResult<string[]>
  },
) {
  const { status, message, field } = REFUSALS[code]
  const result = field
    ? submission.reply({ fieldErrors: { [field]: [message] } })
    : submission.reply({ formErrors: [message] })
  return data<Reply>({ result }, { status })
}

/**
 * A list's arrows (one place up or down), for either list: `move` is its workflow, `movedTo` the
 * list's address once it moved, at the row that moved.
 */
export async function answerMove(
  formData: FormData,
  move: (
    id: number,
    direction: 'up' | 'down',
  ) => Promise<{ ok: true } | { ok: false; code: keyof typeof REFUSALS }>,
  movedTo: (id: number) => string,
) {
  const submission = parseWithZod(formData, { schema: MoveSchema, disableAutoCoercion: true })
  if (submission.status !== 'success') return data<Reply>({ result: submission.reply() }, { status: 400 })
  const moved = await move(submission.value.id, submission.value.intent)
  if (!moved.ok) return refused(moved.code, submission)
  throw redirect(movedTo(submission.value.id))
}
