import type { RecordKind } from '~/contracts/record-events'
import { isoAfter, nowIso } from '~/lib/time'
import {
  lockDueEmailIds,
  lockEmailsById,
  lockRecordEmails,
  markEmailSent,
  markEmailsCancelled,
  markEmailsSending,
  type CancellableEmail,
  type ClaimedEmail,
} from '../db/email-outbox.server'
import { writeAnnouncedStatus } from '../db/job-applications.server'
import { inTransaction, type DbTransaction } from '../db/transaction.server'

/*
 * The outbox's rules: when an e-mail is due to a worker, which e-mails staff (or a status change)
 * may still cancel, and what a sent one settles (the stage a stage e-mail announces). They sit
 * here, beside the worker, rather than in app/features/outbox: the worker is infrastructure
 * started with the server and knows no feature, and the claim and the cancellation are one rule
 * seen from two sides (an e-mail is either handed to a worker or cancelled, never both), so they
 * stay in one file. Features that cancel (the timeline, an application's stage) call them from
 * here; which e-mail announces which stage is the e-mail feature's to say when it queues one.
 */

/** How long an e-mail may stay in 'sending' before it is taken to be lost with its worker and is due again. */
export const STALE_SENDING_MS = 10 * 60_000

/**
 * Hands up to `limit` due e-mails to the worker, marked 'sending' with the attempt counted. Due:
 * queued, its next attempt's time come, its scheduled time (if any) passed, and not cancelled; or
 * stuck in 'sending' longer than `staleMs` (a worker died mid-send). Concurrent claims never share
 * an e-mail (see lockDueEmailIds), and one a cancellation holds is skipped (then seen cancelled).
 */
export async function claimDueEmails(limit: number, staleMs = STALE_SENDING_MS): Promise<ClaimedEmail[]> {
  const now = nowIso()
  return inTransaction(async (trx) => {
    const ids = await lockDueEmailIds(trx, { dueBy: now, sendingSince: isoAfter(-staleMs), limit })
    return markEmailsSending(trx, ids, now)
  })
}

/**
 * An e-mail has left: it is marked sent and, when it is an application's stage e-mail (it carries
 * the stage it announces: app/features/email decides which do), that stage becomes what its
 * applicant's status page shows, in one transaction. So the page never tells a stage before the
 * e-mail does, and a rejection cancelled before it left is never shown (app/features/status-page).
 */
export async function settleSentEmail(email: ClaimedEmail, now = new Date()): Promise<void> {
  const at = nowIso(now)
  await inTransaction(async (trx) => {
    await markEmailSent(email, trx, at)
    if (email.announcesStatus && email.recordKind === 'application' && email.recordId !== null) {
      await writeAnnouncedStatus(trx, email.recordId, email.announcesStatus, at)
    }
  })
}

/** An e-mail can be cancelled until a worker takes it: still queued (waiting for its time or a retry), not cancelled. */
const isCancellable = (email: CancellableEmail) => email.status === 'queued' && email.cancelledAt === null

/**
 * Cancels an e-mail of a record that has not left. False when it already went, is going, was
 * cancelled, or is not that record's.
 */
export async function cancelRecordEmail(
  record: { kind: RecordKind; id: number },
  emailId: number,
  by: string,
  now = new Date(),
): Promise<boolean> {
  return inTransaction(async (trx) => {
    const [email] = await lockRecordEmails(trx, record, emailId)
    if (!email || !isCancellable(email)) return false
    await markEmailsCancelled(trx, [email.id], by, nowIso(now))
    return true
  })
}

/**
 * In the caller's transaction: cancels every scheduled e-mail of a record that has not left (a
 * rejection, when the application's status moves on from Rejected). Returns how many.
 */
export async function cancelScheduledRecordEmails(
  trx: DbTransaction,
  record: { kind: RecordKind; id: number },
  by: string,
  now = new Date(),
): Promise<number> {
  const waiting = (await lockRecordEmails(trx, record)).filter(
    (email) => isCancellable(email) && email.notBefore !== null,
  )
  await markEmailsCancelled(
    trx,
    waiting.map((email) => email.id),
    by,
    nowIso(now),
  )
  return waiting.length
}

/**
 * In the caller's transaction: cancels those of these e-mails that have not left, such as the
 * reminders of an interview that moved or was cancelled. Returns how many.
 */
export async function cancelEmailsById(
  trx: DbTransaction,
  emailIds: readonly number[],
  by: string,
  now = new Date(),
): Promise<number> {
  const waiting = (await lockEmailsById(trx, emailIds)).filter(isCancellable)
  await markEmailsCancelled(
    trx,
    waiting.map((email) => email.id),
    by,
    nowIso(now),
  )
  return waiting.length
}
