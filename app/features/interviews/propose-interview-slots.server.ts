import { randomUUID } from 'node:crypto'
import { recordAudit } from '~/features/audit/index.server'
import { INTERVIEW_STATES } from '~/contracts/interviews'
import { clientDisplayName } from '~/contracts/shortlists'
import { nowIso } from '~/lib/time'
import { queueEmails } from '~/server/db/email-outbox.server'
import {
  getInterviewOfEntry,
  insertInterview,
  insertSlots,
  retireSlots,
  updateInterviewFrom,
} from '~/server/db/interviews.server'
import { getEntryStage } from '~/server/db/shortlist-entries.server'
import { getHireBrief } from '~/server/db/hire-briefs.server'
import { inTransaction } from '~/server/db/transaction.server'
import { nudgeOutbox } from '~/server/mail/outbox-worker.server'
import type { ProposedSlot } from './contract'
import { timesProposed } from './interview-emails.server'
import {
  cancelReminders,
  clientOf,
  isBriefClosed,
  ownerOf,
  recordInterviewStep,
} from './interview-steps.server'

export type ProposeOutcome =
  | { ok: true; interviewId: number }
  /** not-found: no such entry on the brief; not-allowed: the client has not asked to interview them; closed: the brief is won or lost. */
  | { ok: false; code: 'not-found' | 'not-allowed' | 'closed' }

/** The stages at which an interview can be arranged: the client asked for one, or one is under way. */
const INTERVIEW_STAGES = ['interview-requested', 'interviewing']

/**
 * The owner proposes times (already checked: 2 to 6, ahead, not overlapping, in UTC) for the
 * interview the client asked for: a first proposal, or new times in place of the old ones (other
 * times asked for, a change, a reschedule, a new round). The proposer becomes the interview's owner
 * and their zone its owner's. A time that was agreed goes back to being chosen, and its reminders
 * are cancelled; the calendars keep the event until a new time is confirmed (then updated, same
 * UID). The client is e-mailed the times in their zone.
 */
export async function proposeInterviewSlots(
  briefId: number,
  entryId: number,
  proposal: { zone: string; slots: readonly ProposedSlot[] },
  actor: string,
): Promise<ProposeOutcome> {
  const brief = await getHireBrief(briefId)
  if (!brief) return { ok: false, code: 'not-found' }
  if (brief.status === 'won' || brief.status === 'lost') return { ok: false, code: 'closed' }
  const owner = await ownerOf({ ownerUsername: actor, ownerZone: proposal.zone })
  const outcome = await inTransaction(async (trx) => {
    const stage = await getEntryStage(trx, briefId, entryId)
    if (!stage) return { ok: false, code: 'not-found' } as const
    if (!INTERVIEW_STAGES.includes(stage)) return { ok: false, code: 'not-allowed' } as const
    const now = nowIso()
    let interview = await getInterviewOfEntry(trx, entryId)
    if (!interview) {
      await insertInterview(trx, {
        briefId,
        entryId,
        uid: `interview-${randomUUID()}@brightpath`,
        ownerUsername: actor,
        ownerZone: proposal.zone,
        createdAt: now,
      })
    } else {
      if (isBriefClosed(interview)) return { ok: false, code: 'closed' } as const
      if (
        interview.state === 'picked' ||
        interview.state === 'confirmed' ||
        interview.state === 'change-requested'
      ) {
        await cancelReminders(trx, interview, actor)
      }
      await retireSlots(trx, interview.id)
      await updateInterviewFrom(trx, interview.id, INTERVIEW_STATES, {
        state: 'proposed',
        ownerUsername: actor,
        ownerZone: proposal.zone,
        slotId: null,
        requestedBy: null,
        requestNote: null,
        updatedAt: now,
      })
    }
    interview = await getInterviewOfEntry(trx, entryId)
    if (!interview) throw new Error('interview not stored')
    await insertSlots(trx, interview.id, proposal.slots)
    const count = proposal.slots.length
    const round = interview.round > 1 ? ` for round ${interview.round}` : ''
    await recordInterviewStep(trx, interview, `${count} times proposed to the client${round}`, actor)
    await queueEmails(
      trx,
      [
        timesProposed({
          reader: clientOf(interview),
          reference: interview.briefReference,
          candidate: clientDisplayName(interview.candidateName),
          times: proposal.slots,
          replyTo: owner.to,
        }),
      ],
      { hireBriefId: briefId },
    )
    return { ok: true, interviewId: interview.id } as const
  })
  if (outcome.ok) {
    nudgeOutbox()
    await recordAudit({
      actor,
      action: 'interview.propose',
      target: `shortlist entry #${entryId} on ${brief.reference}`,
    })
  }
  return outcome
}
