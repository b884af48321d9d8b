import { nowIso } from '~/lib/time'
import { findInterview, getInterview, getSlot, updateInterviewFrom } from '~/server/db/interviews.server'
import { getEntryStage, updateShortlistEntryRow } from '~/server/db/shortlist-entries.server'
import { inTransaction } from '~/server/db/transaction.server'
import { nudgeOutbox } from '~/server/mail/outbox-worker.server'
import {
  isBriefClosed,
  ownerOf,
  queueInvitations,
  recordInterviewStep,
  scheduleReminders,
} from './interview-steps.server'
import type { StepOutcome } from './pick-interview-slot.server'

/**
 * The candidate confirms the time the client took (reading it in `zone`, which becomes theirs):
 * both sides have agreed, so the three get the calendar invitation (an update, same UID and a
 * higher SEQUENCE, when an earlier time had been sent), the reminders are scheduled, and the
 * shortlist entry moves to Interviewing ("Interview arranged"), which the brief's pace reads.
 * Refused after a cancellation or a change, nothing stored.
 */
export async function confirmInterview(
  candidateEmail: string,
  interviewId: number,
  zone: string,
): Promise<StepOutcome> {
  const before = await findInterview(interviewId)
  const owner = before ? await ownerOf(before) : null
  const outcome = await inTransaction(async (trx): Promise<StepOutcome> => {
    const found = await getInterview(trx, interviewId)
    if (!found || !owner || found.candidateEmail !== candidateEmail.trim().toLowerCase())
      return { ok: false, code: 'not-found' }
    if (isBriefClosed(found)) return { ok: false, code: 'closed' }
    if (found.state === 'cancelled') return { ok: false, code: 'cancelled' }
    if (found.state !== 'picked' || found.slotId === null) return { ok: false, code: 'not-confirming' }
    const slot = await getSlot(trx, found.slotId)
    if (!slot) return { ok: false, code: 'not-confirming' }
    const sequence = found.invited ? found.sequence + 1 : found.sequence
    const moved = await updateInterviewFrom(trx, found.id, ['picked'], {
      state: 'confirmed',
      candidateZone: zone,
      sequence,
      invited: 1,
      updatedAt: nowIso(),
    })
    if (!moved) return { ok: false, code: 'not-confirming' }
    const interview = { ...found, candidateZone: zone, sequence }
    await queueInvitations(trx, interview, slot, found.invited ? 'update' : 'invitation', sequence, owner)
    await scheduleReminders(trx, interview, slot, { ...owner, zone: found.ownerZone })
    const arranged = (await getEntryStage(trx, found.briefId, found.entryId)) === 'interview-requested'
    if (arranged) await updateShortlistEntryRow(trx, found.briefId, found.entryId, { stage: 'interviewing' })
    await recordInterviewStep(
      trx,
      interview,
      'the candidate confirmed the time; invitations sent',
      null,
      arranged ? 'interviewing' : undefined,
    )
    return { ok: true }
  })
  if (outcome.ok) nudgeOutbox()
  return outcome
}
