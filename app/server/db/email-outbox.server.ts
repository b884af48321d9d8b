import { sql, type Kysely, type Transaction } from 'kysely'
import type { OutboxStatus } from '~/lib/constants'
import { isoAfter, nowIso } from '~/lib/time'
import { getDatabase, getDb } from './client.server'
import type { Database, EmailOutboxRow } from './schema.server'

export interface OutgoingEmail {
  to: string
  subject: string
  text: string
  html?: string
}

export type ClaimedEmail = Pick<EmailOutboxRow, 'id' | 'to' | 'subject' | 'text' | 'html' | 'attempts'>

/** The submission e-mails are about, so they are deleted with it when its retention period ends. */
export type EmailSubject = { contactSubmissionId: number } | { jobApplicationId: number }

/** Queues e-mails; pass the submission's transaction so they commit or roll back with it. */
export async function queueEmails(
  executor: Kysely<Database> | Transaction<Database>,
  emails: OutgoingEmail[],
  about?: EmailSubject,
) {
  if (emails.length === 0) return
  const now = nowIso()
  await executor
    .insertInto('email_outbox')
    .values(
      emails.map((e) => ({
        to: e.to,
        subject: e.subject,
        text: e.text,
        html: e.html ?? null,
        status: 'queued' as const,
        attempts: 0,
        next_attempt_at: now,
        created_at: now,
        contact_submission_id: about && 'contactSubmissionId' in about ? about.contactSubmissionId : null,
        job_application_id: about && 'jobApplicationId' in about ? about.jobApplicationId : null,
      })),
    )
    .execute()
}

/**
 * Marks up to `limit` due e-mails as 'sending' and returns them. On PostgreSQL concurrent
 * workers skip each other's rows (FOR UPDATE SKIP LOCKED); SQLite has one writer at a time.
 * Rows stuck in 'sending' longer than `staleMs` (a worker died mid-send) become due again.
 */
export async function claimDueEmails(limit: number, staleMs = 10 * 60_000): Promise<ClaimedEmail[]> {
  const db = getDb()
  const now = nowIso()
  const staleBefore = isoAfter(-staleMs)
  const lockClause = getDatabase().kind === 'postgres' ? sql`for update skip locked` : sql``
  const due = sql<{ id: number }>`
    select id from email_outbox
    where (status = 'queued' and next_attempt_at <= ${now})
       or (status = 'sending' and next_attempt_at <= ${staleBefore})
    order by id
    limit ${limit}
    ${lockClause}`
  return db
    .updateTable('email_outbox')
    .set((eb) => ({ status: 'sending', attempts: eb('attempts', '+', 1), next_attempt_at: now }))
    .where('id', 'in', sql<number>`(${due})`)
    .returning(['id', 'to', 'subject', 'text', 'html', 'attempts'])
    .execute()
}

export async function markEmailSent(id: number): Promise<void> {
  await getDb()
    .updateTable('email_outbox')
    .set({ status: 'sent', sent_at: nowIso(), last_error: null })
    .where('id', '=', id)
    .execute()
}

/** Records a failed attempt: due again at `retryAt`, or 'failed' for good when retryAt is null. */
export async function markEmailFailed(id: number, error: string, retryAt: string | null): Promise<void> {
  await getDb()
    .updateTable('email_outbox')
    .set({
      status: retryAt ? 'queued' : 'failed',
      next_attempt_at: retryAt ?? nowIso(),
      last_error: error.slice(0, 1000),
    })
    .where('id', '=', id)
    .execute()
}

/** Puts a failed e-mail back in the queue, due now, with a fresh attempt count. */
export async function retryEmail(id: number): Promise<boolean> {
  const result = await getDb()
    .updateTable('email_outbox')
    .set({ status: 'queued', attempts: 0, next_attempt_at: nowIso() })
    .where('id', '=', id)
    .where('status', '=', 'failed')
    .executeTakeFirst()
  return Number(result.numUpdatedRows) > 0
}

export async function countEmailsByStatus(): Promise<Record<OutboxStatus, number>> {
  const rows = await getDb()
    .selectFrom('email_outbox')
    .select(['status', (eb) => eb.fn.countAll<string | number>().as('n')])
    .groupBy('status')
    .execute()
  const counts: Record<OutboxStatus, number> = { queued: 0, sending: 0, sent: 0, failed: 0 }
  for (const row of rows) counts[row.status] = Number(row.n)
  return counts
}

/**
 * Retention: the e-mails about contact messages received before `contactsBefore` and about
 * applications received before `applicationsBefore` (call before deleting those). Returns how many.
 */
export async function deleteEmailsAboutSubmissionsReceivedBefore(
  executor: Kysely<Database> | Transaction<Database>,
  { contactsBefore, applicationsBefore }: { contactsBefore: string; applicationsBefore: string },
): Promise<number> {
  const result = await executor
    .deleteFrom('email_outbox')
    .where((eb) =>
      eb.or([
        eb(
          'contact_submission_id',
          'in',
          eb.selectFrom('contact_submissions').select('id').where('created_at', '<', contactsBefore),
        ),
        eb(
          'job_application_id',
          'in',
          eb.selectFrom('job_applications').select('id').where('created_at', '<', applicationsBefore),
        ),
      ]),
    )
    .executeTakeFirst()
  return Number(result.numDeletedRows)
}

/** Retention: sent and failed e-mails queued before `iso`, whatever they are about. Returns how many. */
export async function deleteFinishedEmailsCreatedBefore(
  executor: Kysely<Database> | Transaction<Database>,
  iso: string,
): Promise<number> {
  const result = await executor
    .deleteFrom('email_outbox')
    .where('status', 'in', ['sent', 'failed'])
    .where('created_at', '<', iso)
    .executeTakeFirst()
  return Number(result.numDeletedRows)
}
