import { formatSlotIn } from './zoned-time'
import { nowIso } from '~/lib/time'
import { getInterview, getSlot, takeSlot, updateInterviewFrom } from '~/server/db/interviews.server'
import { inTransaction } from '~/server/db/transaction.server'
import { nudgeOutbox } from '~/server/mail/outbox-worker.server'
import { zoneLabel, type InterviewRefusal } from './contract'
import { isBriefClosed, queueTimePicked, recordInterviewStep } from './interview-steps.server'

export type StepOutcome = { ok: true } | { ok: false; code: InterviewRefusal }

/**
 * The client takes one of the proposed times (read in `zone`, which becomes theirs). A time is
 * taken once: of two picks at the same moment (two tabs, or a time already replaced), the second
 * is refused and nothing of it is stored. The candidate is e-mailed to confirm it.
 */
export async function pickInterviewSlot(
  briefId: number,
  interviewId: number,
  slotId: number,
  zone: string,
): Promise<StepOutcome> {
  const outcome = await inTransaction(async (trx): Promise<StepOutcome> => {
    const interview = await getInterview(trx, interviewId)
    if (!interview || interview.briefId !== briefId) return { ok: false, code: 'not-found' }
    if (isBriefClosed(interview)) return { ok: false, code: 'closed' }
    if (interview.state === 'cancelled') return { ok: false, code: 'cancelled' }
    const slot = await getSlot(trx, slotId)
    if (!slot || slot.interviewId !== interview.id) return { ok: false, code: 'not-found' }
    if (interview.state !== 'proposed') return { ok: false, code: slot.takenAt ? 'taken' : 'not-picking' }
    const now = nowIso()
    if (!(await takeSlot(trx, interview.id, slot.id, now))) return { ok: false, code: 'taken' }
    const moved = await updateInterviewFrom(trx, interview.id, ['proposed'], {
      state: 'picked',
      slotId: slot.id,
      clientZone: zone,
      requestedBy: null,
      requestNote: null,
      updatedAt: now,
    })
    // Another pick moved it first: this transaction's take is rolled back with it.
    if (!moved) throw new SlotTakenMeanwhile()
    await recordInterviewStep(
      trx,
      interview,
      `the client picked ${formatSlotIn(slot.startsAt, slot.minutes, zone)} ${zoneLabel(zone)}`,
      null,
    )
    await queueTimePicked(trx, { ...interview, clientZone: zone }, slot)
    return { ok: true }
  }).catch((error: unknown) => {
    if (error instanceof SlotTakenMeanwhile) return { ok: false, code: 'taken' } as const
    throw error
  })
  if (outcome.ok) nudgeOutbox()
  return outcome
}

class SlotTakenMeanwhile extends Error {}
