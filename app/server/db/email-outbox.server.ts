import { sql, type Kysely, type Transaction } from 'kysely'
import type { ListPage, ListQuery } from '~/contracts/list-query'
import { OUTBOX_STATUSES, type OutboxStatus } from '~/lib/constants'
import { isoAfter, nowIso } from '~/lib/time'
import { containsInsensitive, getDatabase, getDb, sameAddress } from './client.server'
import { countByStatus, countMatches, pageWindow, readPage } from './list-page.server'
import type { Database, EmailOutboxRow } from './schema.server'

export interface OutgoingEmail {
  to: string
  subject: string
  text: string
  html?: string
}

export type ClaimedEmail = Pick<EmailOutboxRow, 'id' | 'to' | 'subject' | 'text' | 'html' | 'attempts'>

/** The submission e-mails are about, so they are deleted with it when its retention period ends. */
export type EmailSubject =
  { contactSubmissionId: number } | { jobApplicationId: number } | { hireBriefId: number }

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
        nextAttemptAt: now,
        createdAt: now,
        contactSubmissionId: about && 'contactSubmissionId' in about ? about.contactSubmissionId : null,
        jobApplicationId: about && 'jobApplicationId' in about ? about.jobApplicationId : null,
        hireBriefId: about && 'hireBriefId' in about ? about.hireBriefId : null,
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
    .set((eb) => ({ status: 'sending', attempts: eb('attempts', '+', 1), nextAttemptAt: now }))
    .where('id', 'in', sql<number>`(${due})`)
    .returning(['id', 'to', 'subject', 'text', 'html', 'attempts'])
    .execute()
}

export async function markEmailSent(id: number): Promise<void> {
  await getDb()
    .updateTable('email_outbox')
    .set({ status: 'sent', sentAt: nowIso(), lastError: null })
    .where('id', '=', id)
    .execute()
}

/** Records a failed attempt: due again at `retryAt`, or 'failed' for good when retryAt is null. */
export async function markEmailFailed(id: number, error: string, retryAt: string | null): Promise<void> {
  await getDb()
    .updateTable('email_outbox')
    .set({
      status: retryAt ? 'queued' : 'failed',
      nextAttemptAt: retryAt ?? nowIso(),
      lastError: error.slice(0, 1000),
    })
    .where('id', '=', id)
    .execute()
}

/** Puts a failed e-mail back in the queue, due now, with a fresh attempt count. */
export async function retryEmail(id: number): Promise<boolean> {
  const result = await getDb()
    .updateTable('email_outbox')
    .set({ status: 'queued', attempts: 0, nextAttemptAt: nowIso() })
    .where('id', '=', id)
    .where('status', '=', 'failed')
    .executeTakeFirst()
  return Number(result.numUpdatedRows) > 0
}

export function countEmailsByStatus(): Promise<Record<OutboxStatus, number>> {
  return countByStatus('email_outbox', OUTBOX_STATUSES)
}

/** An e-mail as the admin's outbox page lists it (the body stays in the database). */
export type OutboxEntry = Omit<
  EmailOutboxRow,
  'text' | 'html' | 'contactSubmissionId' | 'jobApplicationId' | 'hireBriefId'
>

/** The admin's outbox page: newest first, ADMIN_PAGE_SIZE a page, optionally one state. */
export async function listOutboxEmails({
  page,
  status,
}: Partial<Pick<ListQuery<OutboxStatus>, 'page' | 'status'>> = {}): Promise<ListPage<OutboxEntry>> {
  let filtered = getDb().selectFrom('email_outbox')
  if (status) filtered = filtered.where('status', '=', status)
  const window = pageWindow(page)
  return readPage(
    countMatches(filtered),
    filtered
      .select([
        'id',
        'to',
        'subject',
        'status',
        'attempts',
        'nextAttemptAt',
        'lastError',
        'createdAt',
        'sentAt',
      ])
      .orderBy('createdAt', 'desc')
      .orderBy('id', 'desc')
      .limit(window.limit)
      .offset(window.offset)
      .execute(),
    window,
  )
}

/** E-mails to an address or mentioning it (the notices about a submission quote the sender's address). */
async function idsAboutAddress(executor: Kysely<Database> | Transaction<Database>, email: string) {
  const address = email.trim().toLowerCase()
  const candidates = await executor
    .selectFrom('email_outbox')
    .select(['id', 'to', 'subject', 'text'])
    .where((eb) =>
      eb.or([
        sameAddress(eb.ref('to'), address),
        containsInsensitive(eb.ref('subject'), address),
        containsInsensitive(eb.ref('text'), address),
      ]),
    )
    .execute()
  // "contains" also matches longer addresses (ann@x.com in joann@x.com): keep whole-address matches only.
  const escaped = address.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
  const whole = new RegExp(`(^|[^a-z0-9._%+-])${escaped}($|[^a-z0-9.-]|\\.(?![a-z0-9]))`, 'i')
  return candidates
    .filter((e) => e.to.toLowerCase() === address || whole.test(e.subject) || whole.test(e.text))
    .map((e) => e.id)
}

/** The e-mails to or about an address, newest first (privacy requests). */
export async function findEmailsByAddress(email: string): Promise<EmailOutboxRow[]> {
  const ids = await idsAboutAddress(getDb(), email)
  if (ids.length === 0) return []
  return getDb()
    .selectFrom('email_outbox')
    .selectAll()
    .where('id', 'in', ids)
    .orderBy('createdAt', 'desc')
    .execute()
}

/** Inside the erasure's transaction; returns how many were deleted. */
export async function deleteEmailsByAddress(
  executor: Kysely<Database> | Transaction<Database>,
  email: string,
): Promise<number> {
  const ids = await idsAboutAddress(executor, email)
  if (ids.length === 0) return 0
  const result = await executor.deleteFrom('email_outbox').where('id', 'in', ids).executeTakeFirst()
  return Number(result.numDeletedRows)
}

/**
 * Retention: the e-mails about contact messages received before `contactsBefore`, about
 * applications received before `applicationsBefore` and about hiring briefs received before
 * `briefsBefore` (call before deleting those). Returns how many.
 */
export async function deleteEmailsAboutSubmissionsReceivedBefore(
  executor: Kysely<Database> | Transaction<Database>,
  {
    contactsBefore,
    applicationsBefore,
    briefsBefore,
  }: { contactsBefore: string; applicationsBefore: string; briefsBefore: string },
): Promise<number> {
  const result = await executor
    .deleteFrom('email_outbox')
    .where((eb) =>
      eb.or([
        eb(
          'contactSubmissionId',
          'in',
          eb.selectFrom('contact_submissions').select('id').where('createdAt', '<', contactsBefore),
        ),
        eb(
          'jobApplicationId',
          'in',
          eb.selectFrom('job_applications').select('id').where('createdAt', '<', applicationsBefore),
        ),
        eb(
          'hireBriefId',
          'in',
          eb.selectFrom('hire_briefs').select('id').where('createdAt', '<', briefsBefore),
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
    .where('createdAt', '<', iso)
    .executeTakeFirst()
  return Number(result.numDeletedRows)
}
