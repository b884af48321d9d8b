import type { InterviewSide, InterviewState } from '~/contracts/interviews'
import { nowIso } from '~/lib/time'
import {
  findInterview,
  getInterview,
  getSlot,
  updateInterviewFrom,
  type InterviewWithParties,
} from '~/server/db/interviews.server'
import { inTransaction } from '~/server/db/transaction.server'
import { nudgeOutbox } from '~/server/mail/outbox-worker.server'
import { SIDE_LABELS } from './contract'
import {
  cancelReminders,
  isBriefClosed,
  ownerOf,
  queueInvitations,
  recordInterviewStep,
} from './interview-steps.server'
import type { StepOutcome } from './pick-interview-slot.server'

/** Who is acting, and which interviews are theirs to act on. */
export type Acting =
  | { side: 'client'; briefId: number }
  | { side: 'candidate'; email: string }
  | { side: 'owner'; username: string }

const isTheirs = (interview: InterviewWithParties, acting: Acting) =>
  acting.side === 'client'
    ? interview.briefId === acting.briefId
    : acting.side === 'candidate'
      ? interview.candidateEmail === acting.email.trim().toLowerCase()
      : true

const actorOf = (acting: Acting) => (acting.side === 'owner' ? acting.username : null)

/** What a side may ask for from each state: other times (client, while choosing), or a change once a time is taken. */
const ASKS: Record<'other-times' | 'change-requested', readonly InterviewState[]> = {
  'other-times': ['proposed'],
  'change-requested': ['picked', 'confirmed'],
}

/**
 * The client asks for other times than those proposed, or either side asks to change the time
 * taken (or agreed), with a note: the interview waits on its owner (My work) to propose again.
 * The agreed time stands in the calendars until a new one is confirmed.
 */
export async function askInterviewChange(
  acting: Exclude<Acting, { side: 'owner' }>,
  interviewId: number,
  ask: 'other-times' | 'change-requested',
  note: string,
): Promise<StepOutcome> {
  const outcome = await inTransaction(async (trx): Promise<StepOutcome> => {
    const interview = await getInterview(trx, interviewId)
    if (!interview || !isTheirs(interview, acting)) return { ok: false, code: 'not-found' }
    if (isBriefClosed(interview)) return { ok: false, code: 'closed' }
    if (interview.state === 'cancelled') return { ok: false, code: 'cancelled' }
    if (ask === 'other-times' && acting.side !== 'client') return { ok: false, code: 'invalid' }
    const moved = await updateInterviewFrom(trx, interview.id, ASKS[ask], {
      state: ask,
      requestedBy: acting.side,
      requestNote: note,
      updatedAt: nowIso(),
    })
    if (!moved) return { ok: false, code: ask === 'other-times' ? 'not-picking' : 'not-confirming' }
    await recordInterviewStep(
      trx,
      interview,
      `${SIDE_LABELS[acting.side]} asked for ${ask === 'other-times' ? 'other times' : 'a change'} (${note})`,
      null,
    )
    return { ok: true }
  })
  return outcome
}

/**
 * Any side cancels the interview, for good (a new round starts with new times). Its reminders are
 * cancelled, and when invitations went out the three get the calendar's cancellation (same UID,
 * a higher SEQUENCE, METHOD:CANCEL).
 */
export async function cancelInterview(
  acting: Acting,
  interviewId: number,
  note: string,
): Promise<StepOutcome> {
  const before = await findInterview(interviewId)
  const owner = before ? await ownerOf(before) : null
  const outcome = await inTransaction(async (trx): Promise<StepOutcome> => {
    const interview = await getInterview(trx, interviewId)
    if (!interview || !owner || !isTheirs(interview, acting)) return { ok: false, code: 'not-found' }
    if (acting.side !== 'owner' && isBriefClosed(interview)) return { ok: false, code: 'closed' }
    if (interview.state === 'cancelled') return { ok: false, code: 'cancelled' }
    const sequence = interview.invited ? interview.sequence + 1 : interview.sequence
    const moved = await updateInterviewFrom(trx, interview.id, [interview.state], {
      state: 'cancelled',
      sequence,
      requestedBy: acting.side,
      requestNote: note || null,
      updatedAt: nowIso(),
    })
    // Moved meanwhile (another side's step): refused, to be tried again on the page as it is now.
    if (!moved) return { ok: false, code: 'not-confirming' }
    const by = actorOf(acting) ?? acting.side
    await cancelReminders(trx, interview, by)
    const slot =
      interview.invited && interview.slotId !== null ? await getSlot(trx, interview.slotId) : undefined
    if (slot)
      await queueInvitations(
        trx,
        { ...interview, sequence },
        slot,
        'cancellation',
        sequence,
        owner,
        note || null,
      )
    await recordInterviewStep(
      trx,
      interview,
      `cancelled by ${SIDE_LABELS[acting.side]}${note ? ` (${note})` : ''}`,
      actorOf(acting),
    )
    return { ok: true }
  })
  if (outcome.ok) nudgeOutbox()
  return outcome
}

export type { InterviewSide }
