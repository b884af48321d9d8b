import type { InterviewOutcome } from '~/contracts/interviews'
import type { ShortlistStage } from '~/contracts/shortlists'
import { site } from '~/content/site'
import { clientDisplayName } from '~/contracts/shortlists'
import { APPLICANT_STATUS_PATH } from '~/lib/routes'
import { findStaffBySignInName } from '~/server/auth/staff.server'
import { getConfig } from '~/server/config.server'
import { queueEmails } from '~/server/db/email-outbox.server'
import {
  addReminders,
  listReminderIds,
  type InterviewSlotRow,
  type InterviewWithParties,
} from '~/server/db/interviews.server'
import { addRecordEvent } from '~/server/db/record-events.server'
import type { DbExecutor, DbTransaction } from '~/server/db/transaction.server'
import { cancelEmailsById } from '~/server/mail/outbox-rules.server'
import { clientTimeZone } from '~/features/shortlists'
import { interviewCalendar } from './calendar-file.server'
import { CANDIDATE_DEFAULT_ZONE } from './contract'
import {
  interviewInvitation,
  interviewReminder,
  outcomeAsked,
  timePicked,
  type InvitationKind,
  type Reader,
} from './interview-emails.server'

/*
 * What several interview steps share: who the three sides are (each in their zone), the timeline
 * entry each step writes, the invitations and the reminders.
 */

const HOUR = 3_600_000

/** How long after an interview ends the client is asked how it went: the next day. */
export const OUTCOME_ASK_AFTER_MS = 24 * HOUR

/** When an interview at this time ends (ms since the epoch). */
export const interviewEnd = (slot: Pick<InterviewSlotRow, 'startsAt' | 'minutes'>) =>
  Date.parse(slot.startsAt) + slot.minutes * 60_000

/** The owner as the steps address them (looked up before a step's transaction: SQLite has one connection). */
export type Owner = Reader & { username: string }

/** The owner who arranges the interview: organizer of its calendar event, Reply-To of the client's e-mails. */
export async function ownerOf(
  interview: Pick<InterviewWithParties, 'ownerUsername' | 'ownerZone'>,
): Promise<Owner> {
  const member = await findStaffBySignInName(interview.ownerUsername)
  const { SALES_INBOX } = getConfig()
  const email =
    member?.status === 'active' && member.email ? member.email : (SALES_INBOX ?? site.email.general)
  return {
    to: email,
    name: member?.name.trim() || site.name,
    zone: interview.ownerZone,
    username: interview.ownerUsername,
  }
}

/** The client's zone: the one they chose last, else their brief's country's, else UTC. */
export function clientZoneOf(
  interview: Pick<InterviewWithParties, 'clientZone' | 'clientCountry' | 'clientTimezone'>,
): string {
  return (
    interview.clientZone ??
    clientTimeZone({ country: interview.clientCountry, timezone: interview.clientTimezone }).zone ??
    'UTC'
  )
}

export function clientOf(interview: InterviewWithParties): Reader {
  return { to: interview.clientEmail, name: interview.clientName, zone: clientZoneOf(interview) }
}

export function candidateOf(interview: InterviewWithParties): Reader {
  return {
    to: interview.candidateEmail,
    name: interview.candidateName,
    zone: interview.candidateZone ?? CANDIDATE_DEFAULT_ZONE,
  }
}

/** Who meets whom, the same for all three: "Asha R. with Acme (HB-…)". */
export const interviewWho = (interview: InterviewWithParties) =>
  `${clientDisplayName(interview.candidateName)} with ${interview.company} (${interview.briefReference})`

/** The calendar event's title. */
export const interviewTitle = (interview: InterviewWithParties) => `Interview: ${interviewWho(interview)}`

/** One step of the interview on the brief's timeline and the candidate's ("Interview: …"). */
export async function recordInterviewStep(
  executor: DbExecutor,
  interview: InterviewWithParties,
  change: string,
  actor: string | null,
  /** The stage the step moved the shortlist entry to, if it moved it: the brief's pace reads it. */
  stage?: ShortlistStage,
  /** The client's answer after the interview, when the step is one: My work reads it. */
  outcome?: InterviewOutcome,
): Promise<void> {
  const data = {
    briefId: interview.briefId,
    briefReference: interview.briefReference,
    candidateId: interview.candidateId,
    candidateName: interview.candidateName,
    change: `Interview: ${change}`,
    ...(stage ? { stage } : {}),
    ...(outcome ? { outcome } : {}),
  }
  await addRecordEvent(
    { recordKind: 'brief', recordId: interview.briefId, kind: 'shortlist', actor, data },
    executor,
  )
  await addRecordEvent(
    { recordKind: 'candidate', recordId: interview.candidateId, kind: 'shortlist', actor, data },
    executor,
  )
}

/** Whether a brief is closed (won or lost): its interviews can no longer be arranged or changed. */
export const isBriefClosed = (interview: Pick<InterviewWithParties, 'briefStatus'>) =>
  interview.briefStatus === 'won' || interview.briefStatus === 'lost'

/**
 * In the step's transaction: the calendar invitation (or its update, or cancellation) to the
 * client, the candidate and the owner, each with the time in their zone, one UID, `sequence` as
 * the event's SEQUENCE.
 */
export async function queueInvitations(
  trx: DbTransaction,
  interview: InterviewWithParties,
  slot: Pick<InterviewSlotRow, 'startsAt' | 'minutes' | 'location'>,
  kind: InvitationKind,
  sequence: number,
  owner: Owner,
  note: string | null = null,
): Promise<void> {
  const client = clientOf(interview)
  const candidate = candidateOf(interview)
  const title = interviewTitle(interview)
  const who = interviewWho(interview)
  const calendar = interviewCalendar({
    method: kind === 'cancellation' ? 'CANCEL' : 'REQUEST',
    uid: interview.uid,
    sequence,
    startsAt: slot.startsAt,
    minutes: slot.minutes,
    title,
    location: slot.location,
    organizer: { name: owner.name, email: owner.to },
    attendees: [client, candidate].map((reader) => ({ name: reader.name, email: reader.to })),
  })
  await queueEmails(
    trx,
    [client, candidate, owner].map((reader) =>
      interviewInvitation({
        reader,
        kind,
        title: who,
        time: slot,
        calendar,
        replyTo: reader === owner ? null : owner.to,
        note,
      }),
    ),
    { hireBriefId: interview.briefId },
  )
}

/**
 * In the step's transaction: a reminder to each side 24 hours and 1 hour before (those still
 * ahead at `now`), and the client's question the day after (how did it go?), scheduled in the
 * outbox on the brief's record, so they can be cancelled if the interview moves or is cancelled
 * (and the question once the client has answered it).
 */
export async function scheduleReminders(
  trx: DbTransaction,
  interview: InterviewWithParties,
  slot: Pick<InterviewSlotRow, 'startsAt' | 'minutes' | 'location'>,
  owner: Owner,
  now = new Date(),
): Promise<void> {
  const title = interviewWho(interview)
  const reminders = ([24, 1] as const).flatMap((hours) => {
    const due = Date.parse(slot.startsAt) - hours * HOUR
    if (due <= now.getTime()) return []
    return [clientOf(interview), candidateOf(interview), owner].map((reader) => ({
      ...interviewReminder({ reader, title, time: slot, hours }),
      notBefore: new Date(due).toISOString(),
    }))
  })
  const askAt = Math.max(interviewEnd(slot) + OUTCOME_ASK_AFTER_MS, now.getTime())
  const ask = {
    ...outcomeAsked({
      reader: clientOf(interview),
      candidate: clientDisplayName(interview.candidateName),
      reference: interview.briefReference,
      time: slot,
      replyTo: owner.to,
    }),
    notBefore: new Date(askAt).toISOString(),
  }
  reminders.push(ask)
  await addReminders(trx, interview.id, await queueEmails(trx, reminders, { hireBriefId: interview.briefId }))
}

/** In the step's transaction: cancels the interview's reminders that have not left. */
export async function cancelReminders(
  trx: DbTransaction,
  interview: InterviewWithParties,
  by: string,
): Promise<number> {
  return cancelEmailsById(trx, await listReminderIds(trx, interview.id), by)
}

/** To the candidate: the client took a time, which they confirm on their status page. */
export async function queueTimePicked(
  trx: DbTransaction,
  interview: InterviewWithParties,
  slot: Pick<InterviewSlotRow, 'startsAt' | 'minutes' | 'location'>,
): Promise<void> {
  const { SITE_URL } = getConfig()
  await queueEmails(
    trx,
    [
      timePicked({
        reader: candidateOf(interview),
        company: interview.company,
        time: slot,
        statusUrl: `${SITE_URL ?? ''}${APPLICANT_STATUS_PATH}`,
      }),
    ],
    { hireBriefId: interview.briefId },
  )
}
