import { findLiveClientLink } from '~/features/shortlists/index.server'
import { answerInterviewOutcome } from './answer-interview-outcome.server'
import { askInterviewChange, cancelInterview } from './change-interview.server'
import { confirmInterview } from './confirm-interview.server'
import {
  chosenZone,
  INTERVIEW_REFUSALS,
  isInterviewIntent,
  OutcomeSchema,
  RequestNoteSchema,
  type InterviewRefusal,
  type PublicInterviewIntent,
} from './contract'
import { pickInterviewSlot, type StepOutcome } from './pick-interview-slot.server'

/*
 * The interview's public forms, on the client's shortlist page and the candidate's status page:
 * plain posts that work without JavaScript. A refusal comes back with its code, its message and
 * the HTTP status the page answers with; nothing of a refused step is stored.
 */

export type PublicStepResult =
  | { ok: true; done: PublicInterviewIntent; interviewId: number }
  | {
      ok: false
      status: 400 | 404 | 409 | 410
      code: InterviewRefusal | 'gone'
      message: string
      interviewId: number | null
      note: string
      /** The field the problem is at (the outcome's form), when it is at one. */
      field?: 'outcome' | 'note'
      /** The outcome as chosen, so the page keeps it chosen. */
      outcome?: string
    }

const STATUS: Record<InterviewRefusal, 400 | 404 | 409> = {
  'not-found': 404,
  taken: 409,
  'not-picking': 409,
  'not-confirming': 409,
  cancelled: 409,
  closed: 409,
  answered: 409,
  'not-over': 409,
  invalid: 400,
}

/** A posted form, as FormData or URLSearchParams (the status page reads its body so). */
export interface PostedFields {
  get(name: string): unknown
}

function readForm(form: PostedFields) {
  const text = (name: string) => {
    const value = form.get(name)
    return typeof value === 'string' ? value : ''
  }
  const id = (name: string) => {
    const n = Number(text(name))
    return Number.isInteger(n) && n > 0 ? n : null
  }
  return {
    intent: text('intent'),
    interviewId: id('interview'),
    slotId: id('slot'),
    zone: text('zone'),
    note: text('note'),
    outcome: text('outcome'),
  }
}

function result(
  outcome: StepOutcome,
  intent: PublicInterviewIntent,
  interviewId: number,
  note: string,
): PublicStepResult {
  if (outcome.ok) return { ok: true, done: intent, interviewId }
  return refusal(outcome.code, interviewId, note)
}

const refusal = (
  code: InterviewRefusal,
  interviewId: number | null,
  note: string,
  message?: string,
): PublicStepResult => ({
  ok: false,
  status: STATUS[code],
  code,
  message: message ?? INTERVIEW_REFUSALS[code],
  interviewId,
  note,
})

/** A step the other side's page cannot take (a client confirming for the candidate). */
const NOT_YOURS = 'That is not a step you can take from this page.'

/** A step from the client's page: take a time, ask for other times, ask for a change, cancel. */
export async function actOnInterviewAsClient(token: string, form: PostedFields): Promise<PublicStepResult> {
  const fields = readForm(form)
  const link = await findLiveClientLink(token)
  if (link.state !== 'live') {
    return {
      ok: false,
      status: link.state === 'gone' ? 410 : 404,
      code: 'gone',
      message: 'This link no longer works.',
      interviewId: fields.interviewId,
      note: fields.note,
    }
  }
  const { intent, interviewId, note } = fields
  if (!isInterviewIntent(intent) || interviewId === null) return refusal('invalid', interviewId, note)
  const acting = { side: 'client', briefId: link.briefId } as const
  if (intent === 'interview-pick') {
    if (fields.slotId === null) return refusal('invalid', interviewId, note, 'Choose one of the times.')
    return result(
      await pickInterviewSlot(link.briefId, interviewId, fields.slotId, chosenZone(fields.zone, 'UTC')),
      intent,
      interviewId,
      note,
    )
  }
  if (intent === 'interview-cancel')
    return result(await cancelInterview(acting, interviewId, note.trim()), intent, interviewId, note)
  if (intent === 'interview-confirm') return refusal('invalid', interviewId, note, NOT_YOURS)
  if (intent === 'interview-outcome') {
    const answer = OutcomeSchema.safeParse({ outcome: fields.outcome, note })
    if (!answer.success) {
      const issue = answer.error.issues[0]
      return {
        ok: false,
        status: 400,
        code: 'invalid',
        message: issue?.message ?? INTERVIEW_REFUSALS.invalid,
        interviewId,
        note,
        field: issue?.path[0] === 'note' ? 'note' : 'outcome',
        ...(fields.outcome ? { outcome: fields.outcome } : {}),
      }
    }
    return result(
      await answerInterviewOutcome(link.briefId, interviewId, answer.data),
      intent,
      interviewId,
      note,
    )
  }
  const parsed = RequestNoteSchema.safeParse(note)
  if (!parsed.success) return refusal('invalid', interviewId, note, parsed.error.issues[0]?.message)
  const ask = intent === 'interview-other-times' ? 'other-times' : 'change-requested'
  return result(await askInterviewChange(acting, interviewId, ask, parsed.data), intent, interviewId, note)
}

/** A step from the candidate's status page (its session's address): confirm the time, ask for a change, cancel. */
export async function actOnInterviewAsCandidate(
  email: string,
  form: PostedFields,
): Promise<PublicStepResult> {
  const { intent, interviewId, zone, note } = readForm(form)
  if (!isInterviewIntent(intent) || interviewId === null) return refusal('invalid', interviewId, note)
  const acting = { side: 'candidate', email } as const
  if (intent === 'interview-confirm') {
    return result(
      await confirmInterview(email, interviewId, chosenZone(zone, 'Asia/Kolkata')),
      intent,
      interviewId,
      note,
    )
  }
  if (intent === 'interview-cancel')
    return result(await cancelInterview(acting, interviewId, note.trim()), intent, interviewId, note)
  if (intent !== 'interview-change') return refusal('invalid', interviewId, note, NOT_YOURS)
  const parsed = RequestNoteSchema.safeParse(note)
  if (!parsed.success) return refusal('invalid', interviewId, note, parsed.error.issues[0]?.message)
  return result(
    await askInterviewChange(acting, interviewId, 'change-requested', parsed.data),
    intent,
    interviewId,
    note,
  )
}
