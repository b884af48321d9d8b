import { getEntryConsent, getEntryContext, writeEntryConsent } from '~/server/db/shortlist-entries.server'
import { inTransaction } from '~/server/db/transaction.server'
import {
  availabilityText,
  PUT_FORWARD_CHANGES,
  rateText,
  type CandidateAnswer,
  type PutForwardAnswerInput,
  type PutForwardProblem,
} from './contract'
import { recordShortlistChange } from './record-shortlist-change.server'

export type PutForwardAnswerOutcome =
  { ok: true; answer: CandidateAnswer } | { ok: false; code: Exclude<PutForwardProblem, 'invalid'> }

const ANSWER_OF_INTENT = {
  'put-forward-accept': 'accepted',
  'put-forward-correct': 'corrected',
  'put-forward-decline': 'declined',
} as const satisfies Record<PutForwardAnswerInput['intent'], CandidateAnswer>

/**
 * The candidate's answer to a request to put them forward, from their status page (`email`: the
 * address their page session was opened for; only a request about their own candidate record is
 * theirs). Yes lets the client see them; a correction does too, on the rate (in the currency and
 * unit asked) and the start they wrote, which replace staff's, with their note; no withdraws the
 * entry, with their reason. On both timelines, where the brief owner's My work finds it. One
 * answer per request: a second (or one sent at the same moment), an answer to a withdrawn entry
 * and a correction that changes nothing are refused, and nothing is stored.
 */
export async function answerPutForwardRequest(
  email: string,
  input: PutForwardAnswerInput,
  now = new Date(),
): Promise<PutForwardAnswerOutcome> {
  const answer = ANSWER_OF_INTENT[input.intent]
  return inTransaction(async (trx) => {
    const stored = await getEntryConsent(trx, input.entry)
    if (!stored || stored.candidateEmail !== email.trim().toLowerCase()) {
      return { ok: false, code: 'notFound' } as const
    }
    // Withdrawn by staff while it waited; a "no" also withdraws the entry, but that is an answer.
    const refusal = () =>
      stored.stage === 'withdrawn' && stored.consent === 'awaiting'
        ? ({ ok: false, code: 'withdrawn' } as const)
        : ({ ok: false, code: 'alreadyAnswered' } as const)
    if (stored.consent !== 'awaiting' || stored.stage === 'withdrawn') return refusal()
    const answeredAt = now.toISOString()
    let written: boolean
    let change: string
    if (input.intent === 'put-forward-correct') {
      if (
        input.rateAmount === stored.rateAmount &&
        input.availableOn === stored.availableOn &&
        input.noticeWeeks === stored.noticeWeeks
      ) {
        return { ok: false, code: 'nothingChanged' } as const
      }
      written = await writeEntryConsent(trx, input.entry, ['awaiting'], {
        consent: 'corrected',
        consentAnsweredAt: answeredAt,
        consentNote: input.note || null,
        rateAmount: input.rateAmount,
        availableOn: input.availableOn,
        noticeWeeks: input.noticeWeeks,
      })
      const terms = [
        input.rateAmount !== stored.rateAmount
          ? `rate ${rateText(input.rateAmount, stored.rateCurrency ?? '', stored.ratePeriod ?? 'hour')}`
          : null,
        input.availableOn !== stored.availableOn || input.noticeWeeks !== stored.noticeWeeks
          ? `start ${availabilityText(input.availableOn, input.noticeWeeks)}`
          : null,
        input.note ? `“${input.note}”` : null,
      ]
      change = PUT_FORWARD_CHANGES.corrected(terms.filter(Boolean).join(', '))
    } else if (input.intent === 'put-forward-decline') {
      // A "no" takes the candidate off the shortlist's way: withdrawn, as staff would.
      written = await writeEntryConsent(trx, input.entry, ['awaiting'], {
        consent: 'declined',
        consentAnsweredAt: answeredAt,
        consentNote: input.reason || null,
        stage: 'withdrawn',
      })
      change = input.reason
        ? `${PUT_FORWARD_CHANGES.declined} (“${input.reason}”)`
        : PUT_FORWARD_CHANGES.declined
    } else {
      written = await writeEntryConsent(trx, input.entry, ['awaiting'], {
        consent: 'given',
        consentAnsweredAt: answeredAt,
      })
      change = PUT_FORWARD_CHANGES.accepted
    }
    // Answered (or withdrawn) between the read and the write: the first answer stands.
    if (!written) return refusal()
    await recordShortlistChange(trx, await getEntryContext(trx, input.entry), change, null, {
      consent: answer,
    })
    return { ok: true, answer } as const
  })
}
