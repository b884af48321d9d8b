import { answerPutForwardRequest } from './answer-put-forward.server'
import {
  CANDIDATE_ANSWERS,
  PUT_FORWARD_INTENTS,
  PUT_FORWARD_MESSAGES,
  PutForwardAnswerForm,
  type CandidateAnswer,
  type PutForwardField,
  type PutForwardReply,
} from './contract'

const FIELDS: readonly PutForwardField[] = [
  'rateAmount',
  'availability',
  'availableOn',
  'noticeWeeks',
  'note',
  'reason',
]

/** Whether a status page form's intent is one of the candidate's answers to a request. */
export const isPutForwardIntent = (intent: unknown): boolean =>
  (PUT_FORWARD_INTENTS as readonly unknown[]).includes(intent)

const REFUSAL_STATUS = { notFound: 404, withdrawn: 409, alreadyAnswered: 409, nothingChanged: 400 } as const

export type TakenAnswer =
  { ok: true; answer: CandidateAnswer } | { ok: false; status: 400 | 404 | 409; reply: PutForwardReply }

/**
 * One of the candidate's answers as the status page posts it (`email`: their page session's):
 * parsed (a bad value is said at its field, with a 400), then stored; a refused answer comes back
 * with its status (404 for no such request of theirs, 409 for one answered or withdrawn) and what
 * was typed, nothing stored.
 */
export async function takePutForwardAnswer(
  email: string,
  fields: FormData | URLSearchParams,
): Promise<TakenAnswer> {
  const raw = Object.fromEntries([...fields.entries()].map(([k, v]) => [k, typeof v === 'string' ? v : '']))
  const entryId = /^\d{1,9}$/.test(raw.entry ?? '') ? Number(raw.entry) : null
  const intent = isPutForwardIntent(raw.intent) ? (raw.intent as PutForwardReply['intent']) : null
  const values = Object.fromEntries(FIELDS.flatMap((f) => (raw[f] === undefined ? [] : [[f, raw[f]]])))
  const reply = (problem: string | null, fieldErrors: PutForwardReply['fieldErrors'] = {}) => ({
    entryId,
    intent,
    problem,
    fieldErrors,
    values,
  })
  const parsed = PutForwardAnswerForm.safeParse(raw)
  if (!parsed.success) {
    const fieldErrors: PutForwardReply['fieldErrors'] = {}
    for (const issue of parsed.error.issues) {
      const field = issue.path[0]
      if (typeof field === 'string' && (FIELDS as readonly string[]).includes(field)) {
        const key = field as PutForwardField
        fieldErrors[key] = [...(fieldErrors[key] ?? []), issue.message]
      }
    }
    const atFields = Object.keys(fieldErrors).length > 0
    return {
      ok: false,
      status: atFields ? 400 : 404,
      reply: reply(
        atFields ? PUT_FORWARD_MESSAGES.problems.invalid : PUT_FORWARD_MESSAGES.problems.notFound,
        fieldErrors,
      ),
    }
  }
  const outcome = await answerPutForwardRequest(email, parsed.data)
  if (outcome.ok) return outcome
  return {
    ok: false,
    status: REFUSAL_STATUS[outcome.code],
    reply: reply(PUT_FORWARD_MESSAGES.problems[outcome.code]),
  }
}

/** The answer a `?put-forward=` after a stored answer names, if it names one. */
export function answerDone(params: URLSearchParams): CandidateAnswer | null {
  const value = params.get('put-forward')
  return (CANDIDATE_ANSWERS as readonly (string | null)[]).includes(value) ? (value as CandidateAnswer) : null
}
