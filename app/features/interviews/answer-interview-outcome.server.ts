import { randomUUID } from 'node:crypto'
import { nowIso } from '~/lib/time'
import {
  getInterview,
  getSlot,
  insertOutcome,
  retireSlots,
  updateInterviewFrom,
} from '~/server/db/interviews.server'
import { getEntryStage, updateShortlistEntryRow } from '~/server/db/shortlist-entries.server'
import { inTransaction } from '~/server/db/transaction.server'
import { OUTCOME_CHANGES, type InterviewOutcome } from './contract'
import { cancelReminders, interviewEnd, isBriefClosed, recordInterviewStep } from './interview-steps.server'
import type { StepOutcome } from './pick-interview-slot.server'

/** The stage from which a client's "Not this time" declines the candidate. */
const DECLINABLE = ['interview-requested', 'interviewing']

/**
 * The client says how a confirmed interview went, once it is over (from its end time on: the
 * e-mail asking comes the next day, the page asks at once). One answer per round: of two sent at
 * once the second is refused and nothing of it stored; so is one after the brief closed.
 * - another round: the interview waits on its owner to propose new times (My work), as a new
 *   round with a calendar event of its own (new UID, nothing sent yet);
 * - an offer: the owner records its start date and rate on the entry's page (the placement);
 * - not this time: the entry is declined, with the reason.
 * Each on the brief's and the candidate's timelines; the day-after question is cancelled.
 */
export async function answerInterviewOutcome(
  briefId: number,
  interviewId: number,
  answer: { outcome: InterviewOutcome; note: string | null },
  now = new Date(),
): Promise<StepOutcome> {
  return inTransaction(async (trx): Promise<StepOutcome> => {
    const interview = await getInterview(trx, interviewId)
    if (!interview || interview.briefId !== briefId) return { ok: false, code: 'not-found' }
    if (isBriefClosed(interview)) return { ok: false, code: 'closed' }
    if (interview.state === 'cancelled') return { ok: false, code: 'cancelled' }
    if (interview.state === 'next-round') return { ok: false, code: 'answered' }
    const slot = interview.slotId === null ? undefined : await getSlot(trx, interview.slotId)
    if (interview.state !== 'confirmed' || !slot || interviewEnd(slot) > now.getTime())
      return { ok: false, code: 'not-over' }
    const at = nowIso(now)
    const stored = await insertOutcome(trx, {
      interviewId: interview.id,
      round: interview.round,
      answer: answer.outcome,
      note: answer.note,
      answeredAt: at,
    })
    if (!stored) return { ok: false, code: 'answered' }
    await cancelReminders(trx, interview, 'client')
    let stage: 'declined' | undefined
    if (answer.outcome === 'another-round') {
      await retireSlots(trx, interview.id)
      const moved = await updateInterviewFrom(trx, interview.id, ['confirmed'], {
        state: 'next-round',
        round: interview.round + 1,
        uid: `interview-${randomUUID()}@brightpath`,
        sequence: 0,
        invited: 0,
        slotId: null,
        requestedBy: 'client',
        requestNote: answer.note,
        updatedAt: at,
      })
      // Unreachable while the outcome's key holds the round; kept so a change of it cannot half-store.
      if (!moved) throw new Error('interview moved under its outcome')
    }
    if (answer.outcome === 'declined') {
      const current = await getEntryStage(trx, briefId, interview.entryId)
      if (current && DECLINABLE.includes(current)) {
        // Not the client's answer on the shortlist (no answeredAt): it cannot be changed from their page.
        await updateShortlistEntryRow(trx, briefId, interview.entryId, {
          stage: 'declined',
          clientNote: answer.note,
          answeredAt: null,
        })
        stage = 'declined'
      }
    }
    const change = `${OUTCOME_CHANGES[answer.outcome]}${answer.note ? ` (${answer.note})` : ''}`
    await recordInterviewStep(trx, interview, change, null, stage, answer.outcome)
    return { ok: true }
  })
}
