import type { ExpressionBuilder } from 'kysely'
import type { ListPage, ListQuery } from '~/contracts/list-query'
import type { RecordKind } from '~/contracts/record-events'
import type { OutboxEntry } from '~/features/outbox'
import { OUTBOX_STATES, type ApplicationStatus, type OutboxState } from '~/lib/constants'
import { nowIso } from '~/lib/time'
import { containsInsensitive, getDatabase, getDb, sameAddress } from './client.server'
import { countMatches, pageWindow, readPage, RETAINED_RECORDS, type ReceivedBefore } from './list-page.server'
import type { Database, EmailOutboxRow } from './schema.server'
import type { DbExecutor, DbTransaction } from './transaction.server'

export interface OutgoingEmail {
  to: string
  subject: string
  text: string
  html?: string
  /** Where replies go (the member who wrote it); unset, to the site's sender address. */
  replyTo?: string
  /**
   * The secret of every working link in it (a password reset's, an invitation's, a status or
   * shortlist link's token): kept only until it has left, then replaced in the stored text and
   * html (see withoutLinkTokens), so no working link stays in the database.
   */
  linkTokens?: readonly string[]
  /** Files it carries, with text content (a calendar invitation: text/calendar). */
  attachments?: readonly EmailAttachment[]
  /** When it may leave (a reminder); unset, at once. */
  notBefore?: string
  /**
   * Headers of this message alone (List-Unsubscribe and List-Unsubscribe-Post on subscription
   * mail), passed to the transport as they are; link tokens in them are scrubbed like the text's.
   */
  headers?: Readonly<Record<string, string>>
  /** What kind of mail it is ('subscription'), so a bounce can cancel what still waits to that address. */
  category?: string
}

/** A file an e-mail carries; text content, so it is stored (and exported) as it is sent. */
export interface EmailAttachment {
  filename: string
  contentType: string
  content: string
}

const storedAttachments = (attachments: readonly EmailAttachment[] | undefined) =>
  attachments?.length ? JSON.stringify(attachments) : null

/** The files a stored e-mail carries (none for a null or unreadable column). */
export function readAttachments(stored: string | null): EmailAttachment[] {
  if (!stored) return []
  const parsed: unknown = JSON.parse(stored)
  return (Array.isArray(parsed) ? parsed : []).filter(
    (a): a is EmailAttachment =>
      typeof a === 'object' &&
      a !== null &&
      typeof (a as EmailAttachment).filename === 'string' &&
      typeof (a as EmailAttachment).contentType === 'string' &&
      typeof (a as EmailAttachment).content === 'string',
  )
}

export type ClaimedEmail = Pick<
  EmailOutboxRow,
  | 'id'
  | 'to'
  | 'subject'
  | 'text'
  | 'html'
  | 'attempts'
  | 'replyTo'
  | 'linkTokens'
  | 'recordKind'
  | 'recordId'
  | 'announcesStatus'
  | 'attachments'
  | 'headers'
>

/** What the worker reads of the e-mails it claims (ClaimedEmail's columns). */
const CLAIMED_COLUMNS = [
  'id',
  'to',
  'subject',
  'text',
  'html',
  'attempts',
  'replyTo',
  'linkTokens',
  'recordKind',
  'recordId',
  'announcesStatus',
  'attachments',
  'headers',
] as const satisfies readonly (keyof ClaimedEmail)[]

/** What stands in a sent e-mail's stored text where its link's token was. */
export const LINK_TOKEN_REMOVED = '[link removed after sending]'

const storedTokens = (tokens: readonly string[] | undefined) =>
  tokens?.length ? JSON.stringify(tokens) : null

/**
 * The stored text and html of an e-mail with its link tokens replaced (as written, and as a URL
 * or HTML would encode them), or null when it carries none.
 */
export function withoutLinkTokens(
  email: Pick<EmailOutboxRow, 'text' | 'html' | 'linkTokens'> & { headers?: string | null },
): { text: string; html: string | null; headers?: string | null } | null {
  if (!email.linkTokens) return null
  const parsed: unknown = JSON.parse(email.linkTokens)
  const tokens = (Array.isArray(parsed) ? parsed : []).filter(
    (t): t is string => typeof t === 'string' && t.length > 0,
  )
  const forms = [...new Set(tokens.flatMap((t) => [t, encodeURIComponent(t)]))]
    // The longest first, so no form is cut inside a longer one.
    .sort((a, b) => b.length - a.length)
  const scrub = (value: string) => forms.reduce((text, t) => text.replaceAll(t, LINK_TOKEN_REMOVED), value)
  return {
    text: scrub(email.text),
    html: email.html === null ? null : scrub(email.html),
    ...(email.headers ? { headers: scrub(email.headers) } : {}),
  }
}

/** The stored headers of a claimed e-mail, as the transport takes them. */
export function parsedHeaders(stored: string | null): Record<string, string> | undefined {
  if (!stored) return undefined
  const parsed: unknown = JSON.parse(stored)
  if (!parsed || typeof parsed !== 'object') return undefined
  return Object.fromEntries(
    Object.entries(parsed).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  )
}

/** Rows one insert writes at most: a fan-out of thousands goes in a few statements, under any bound-value limit. */
const EMAILS_PER_INSERT = 500

/** The submission e-mails are about, so they are deleted with it when its retention period ends. */
export type EmailSubject =
  { contactSubmissionId: number } | { jobApplicationId: number } | { hireBriefId: number }

/** Queues e-mails and returns their ids; pass the submission's transaction so they commit or roll back with it. */
export async function queueEmails(
  executor: DbExecutor,
  emails: OutgoingEmail[],
  about?: EmailSubject,
): Promise<number[]> {
  const now = nowIso()
  const ids: number[] = []
  for (let at = 0; at < emails.length; at += EMAILS_PER_INSERT) {
    ids.push(...(await insertEmails(executor, emails.slice(at, at + EMAILS_PER_INSERT), now, about)))
  }
  return ids
}

async function insertEmails(
  executor: DbExecutor,
  emails: OutgoingEmail[],
  now: string,
  about?: EmailSubject,
): Promise<number[]> {
  const rows = await executor
    .insertInto('email_outbox')
    .values(
      emails.map((e) => ({
        to: e.to,
        subject: e.subject,
        text: e.text,
        html: e.html ?? null,
        replyTo: e.replyTo ?? null,
        linkTokens: storedTokens(e.linkTokens),
        attachments: storedAttachments(e.attachments),
        status: 'queued' as const,
        attempts: 0,
        nextAttemptAt: now,
        notBefore: e.notBefore ?? null,
        createdAt: now,
        contactSubmissionId: about && 'contactSubmissionId' in about ? about.contactSubmissionId : null,
        jobApplicationId: about && 'jobApplicationId' in about ? about.jobApplicationId : null,
        hireBriefId: about && 'hireBriefId' in about ? about.hireBriefId : null,
        headers: e.headers ? JSON.stringify(e.headers) : null,
        category: e.category ?? null,
      })),
    )
    .returning('id')
    .execute()
  return rows.map((row) => row.id)
}

/** Cancels the queued e-mails of one category to an address (a bounce stops subscription mail). Returns how many. */
export async function cancelQueuedEmailsTo(
  executor: DbExecutor,
  to: string,
  category: string,
  at: string,
): Promise<number> {
  const result = await executor
    .updateTable('email_outbox')
    .set({ cancelledAt: at, cancelledBy: 'mail-events' })
    .where((eb) => sameAddress(eb.ref('to'), to))
    .where('category', '=', category)
    .where('status', '=', 'queued')
    .where('cancelledAt', 'is', null)
    .executeTakeFirst()
  return Number(result.numUpdatedRows)
}

/** The columns of the outbox that tie an e-mail to a submission, for the retention purge. */
const SUBMISSION_COLUMN = {
  application: 'jobApplicationId',
  contact: 'contactSubmissionId',
  brief: 'hireBriefId',
} as const satisfies Partial<Record<RecordKind, keyof EmailOutboxRow>>

/** An e-mail staff write to the person behind a record. */
export interface RecordEmail extends OutgoingEmail {
  record: { kind: RecordKind; id: number }
  /** The member's username. */
  sentBy: string
  /** When it may leave; unset, at once. */
  notBefore?: string
  /** A stage e-mail's stage: once it leaves, the application's status page shows it. */
  announces?: ApplicationStatus
}

/**
 * Queues an e-mail written from a record (in the caller's transaction, with its timeline entry)
 * and returns its id. It is tied to the record for its timeline, and to the submission for the
 * retention purge.
 */
export async function queueRecordEmail(executor: DbExecutor, email: RecordEmail): Promise<number> {
  const now = nowIso()
  const submission = email.record.kind === 'candidate' ? null : SUBMISSION_COLUMN[email.record.kind]
  const { id } = await executor
    .insertInto('email_outbox')
    .values({
      to: email.to,
      subject: email.subject,
      text: email.text,
      html: email.html ?? null,
      replyTo: email.replyTo ?? null,
      linkTokens: storedTokens(email.linkTokens),
      attachments: storedAttachments(email.attachments),
      status: 'queued',
      attempts: 0,
      nextAttemptAt: now,
      notBefore: email.notBefore ?? null,
      createdAt: now,
      recordKind: email.record.kind,
      recordId: email.record.id,
      sentBy: email.sentBy,
      announcesStatus: email.announces ?? null,
      contactSubmissionId: submission === 'contactSubmissionId' ? email.record.id : null,
      jobApplicationId: submission === 'jobApplicationId' ? email.record.id : null,
      hireBriefId: submission === 'hireBriefId' ? email.record.id : null,
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  return id
}

/*
 * The claim and the cancellation are rules of the outbox (app/server/mail/outbox-rules.server.ts):
 * the queries below lock and write the rows they pick; which rows, and when, is decided there.
 */

const isPostgres = () => getDatabase().kind === 'postgres'

/**
 * Inside the claim's transaction: the ids of up to `limit` e-mails, oldest first, that are queued
 * with their next attempt and scheduled time (if any) at or before `dueBy`, or in 'sending' since
 * before `sendingSince`; never a cancelled one. On PostgreSQL they stay locked until the
 * transaction ends, and rows another transaction holds are skipped (FOR UPDATE SKIP LOCKED);
 * SQLite has one writer at a time.
 */
export async function lockDueEmailIds(
  trx: DbTransaction,
  { dueBy, sendingSince, limit }: { dueBy: string; sendingSince: string; limit: number },
): Promise<number[]> {
  const rows = await trx
    .selectFrom('email_outbox')
    .select('id')
    .where((eb) =>
      eb.or([
        eb.and([
          eb('status', '=', 'queued'),
          eb('nextAttemptAt', '<=', dueBy),
          eb.or([eb('notBefore', 'is', null), eb('notBefore', '<=', dueBy)]),
        ]),
        eb.and([eb('status', '=', 'sending'), eb('nextAttemptAt', '<=', sendingSince)]),
      ]),
    )
    .where('cancelledAt', 'is', null)
    .orderBy('id')
    .limit(limit)
    .$if(isPostgres(), (query) => query.forUpdate().skipLocked())
    .execute()
  return rows.map((row) => row.id)
}

/** Marks e-mails 'sending' as of `at`, counting the attempt, and returns what the sender needs of them. */
export async function markEmailsSending(
  executor: DbExecutor,
  ids: readonly number[],
  at: string,
): Promise<ClaimedEmail[]> {
  if (ids.length === 0) return []
  return executor
    .updateTable('email_outbox')
    .set((eb) => ({ status: 'sending', attempts: eb('attempts', '+', 1), nextAttemptAt: at }))
    .where('id', 'in', ids)
    .returning(CLAIMED_COLUMNS)
    .execute()
}

/** What a cancellation looks at in an e-mail sent from a record. */
export type CancellableEmail = Pick<EmailOutboxRow, 'id' | 'status' | 'notBefore' | 'cancelledAt'>

/**
 * Inside a cancellation's transaction: a record's e-mails (only `emailId`, when given), oldest
 * first, locked until the transaction ends. On PostgreSQL a worker's claim of one of them ends
 * first, and the row is read as it left it.
 */
export async function lockRecordEmails(
  trx: DbTransaction,
  record: { kind: RecordKind; id: number },
  emailId?: number,
): Promise<CancellableEmail[]> {
  let query = trx
    .selectFrom('email_outbox')
    .select(['id', 'status', 'notBefore', 'cancelledAt'])
    .where('recordKind', '=', record.kind)
    .where('recordId', '=', record.id)
  if (emailId !== undefined) query = query.where('id', '=', emailId)
  return query
    .orderBy('id')
    .$if(isPostgres(), (query) => query.forUpdate())
    .execute()
}

/** Inside a cancellation's transaction: these e-mails, locked until it ends (as lockRecordEmails). */
export async function lockEmailsById(
  trx: DbTransaction,
  ids: readonly number[],
): Promise<CancellableEmail[]> {
  if (ids.length === 0) return []
  return trx
    .selectFrom('email_outbox')
    .select(['id', 'status', 'notBefore', 'cancelledAt'])
    .where('id', 'in', ids)
    .orderBy('id')
    .$if(isPostgres(), (query) => query.forUpdate())
    .execute()
}

/** Marks e-mails cancelled, by whom and when. */
export async function markEmailsCancelled(
  executor: DbExecutor,
  ids: readonly number[],
  by: string,
  at: string,
): Promise<void> {
  if (ids.length === 0) return
  await executor
    .updateTable('email_outbox')
    .set({ cancelledAt: at, cancelledBy: by })
    .where('id', 'in', ids)
    .execute()
}

/** An e-mail sent from a record, as its timeline shows it. */
export interface RecordEmailEntry {
  id: number
  to: string
  subject: string
  text: string
  state: OutboxState
  createdAt: string
  notBefore: string | null
  sentAt: string | null
  cancelledAt: string | null
  cancelledBy: string | null
  sentBy: string | null
  replyTo: string | null
  lastError: string | null
}

/** The state an e-mail is in, as staff read it (see OUTBOX_STATES). */
export function outboxState(
  row: Pick<EmailOutboxRow, 'status' | 'notBefore' | 'cancelledAt'>,
  now = nowIso(),
): OutboxState {
  if (row.cancelledAt) return 'cancelled'
  if (row.status === 'queued' && row.notBefore && row.notBefore > now) return 'scheduled'
  return row.status
}

/** What a timeline shows of an e-mail sent from a record (one record's, or a person's across records). */
const RECORD_EMAIL_COLUMNS = [
  'id',
  'to',
  'subject',
  'text',
  'status',
  'createdAt',
  'notBefore',
  'sentAt',
  'cancelledAt',
  'cancelledBy',
  'sentBy',
  'replyTo',
  'lastError',
] as const

function recordEmailEntries(
  rows: readonly Pick<EmailOutboxRow, (typeof RECORD_EMAIL_COLUMNS)[number]>[],
): RecordEmailEntry[] {
  const now = nowIso()
  return rows.map(({ status, ...row }) => ({ ...row, state: outboxState({ status, ...row }, now) }))
}

/** The e-mails sent (or scheduled) from a record, oldest first. */
export async function listRecordEmails(kind: RecordKind, id: number): Promise<RecordEmailEntry[]> {
  const rows = await getDb()
    .selectFrom('email_outbox')
    .select(RECORD_EMAIL_COLUMNS)
    .where('recordKind', '=', kind)
    .where('recordId', '=', id)
    .orderBy('id')
    .execute()
  return recordEmailEntries(rows)
}

/** The e-mails about records: sent from them, or tied to them as the e-mails of a submission are. */
function aboutRecords(
  eb: ExpressionBuilder<Database, 'email_outbox'>,
  kind: RecordKind,
  ids: readonly number[],
) {
  const fromRecord = eb.and([eb('recordKind', '=', kind), eb('recordId', 'in', ids)])
  return kind === 'candidate' ? fromRecord : eb.or([fromRecord, eb(SUBMISSION_COLUMN[kind], 'in', ids)])
}

/** Erasure: the e-mails sent from these records or about them. Returns how many. */
export async function deleteEmailsOfRecords(
  executor: DbExecutor,
  kind: RecordKind,
  ids: readonly number[],
): Promise<number> {
  if (ids.length === 0) return 0
  const result = await executor
    .deleteFrom('email_outbox')
    .where((eb) => aboutRecords(eb, kind, ids))
    .executeTakeFirst()
  return Number(result.numDeletedRows)
}

/** The columns that drop an e-mail's link tokens once it has left or failed for good. */
function scrubbed(email: Pick<ClaimedEmail, 'text' | 'html' | 'linkTokens'> & { headers?: string | null }) {
  const clean = withoutLinkTokens(email)
  return clean ? { ...clean, linkTokens: null } : {}
}

/** Marks an e-mail sent at `at`, and replaces its link tokens in what is kept of it. */
export async function markEmailSent(
  email: Pick<ClaimedEmail, 'id' | 'text' | 'html' | 'linkTokens'> & { headers?: string | null },
  executor: DbExecutor = getDb(),
  at = nowIso(),
) {
  await executor
    .updateTable('email_outbox')
    .set({ status: 'sent', sentAt: at, lastError: null, ...scrubbed(email) })
    .where('id', '=', email.id)
    .execute()
}

/**
 * Records a failed attempt: due again at `retryAt`, or 'failed' for good when retryAt is null (its
 * link tokens then go too: a link is not kept for an e-mail that will not be sent).
 */
export async function markEmailFailed(
  email: Pick<ClaimedEmail, 'id' | 'text' | 'html' | 'linkTokens'> & { headers?: string | null },
  error: string,
  retryAt: string | null,
): Promise<void> {
  await getDb()
    .updateTable('email_outbox')
    .set({
      status: retryAt ? 'queued' : 'failed',
      nextAttemptAt: retryAt ?? nowIso(),
      lastError: error.slice(0, 1000),
      ...(retryAt ? {} : scrubbed(email)),
    })
    .where('id', '=', email.id)
    .execute()
}

/**
 * Puts a failed e-mail back in the queue, due now, with a fresh attempt count; not one whose link
 * was taken out when it failed (its reader asks for a new link instead).
 */
export async function retryEmail(id: number): Promise<boolean> {
  const result = await getDb()
    .updateTable('email_outbox')
    .set({ status: 'queued', attempts: 0, nextAttemptAt: nowIso() })
    .where('id', '=', id)
    .where('status', '=', 'failed')
    .where('text', 'not like', `%${LINK_TOKEN_REMOVED}%`)
    .executeTakeFirst()
  return Number(result.numUpdatedRows) > 0
}

/** The condition for one state, in SQL (the same rules as outboxState). */
function inState(eb: ExpressionBuilder<Database, 'email_outbox'>, state: OutboxState, now: string) {
  if (state === 'cancelled') return eb('cancelledAt', 'is not', null)
  const open = eb('cancelledAt', 'is', null)
  if (state === 'scheduled') return eb.and([open, eb('status', '=', 'queued'), eb('notBefore', '>', now)])
  if (state === 'queued') {
    return eb.and([
      open,
      eb('status', '=', 'queued'),
      eb.or([eb('notBefore', 'is', null), eb('notBefore', '<=', now)]),
    ])
  }
  return eb.and([open, eb('status', '=', state)])
}

/** How many e-mails are in each state (every state present). */
export async function countEmailsByState(now = nowIso()): Promise<Record<OutboxState, number>> {
  const counts = await Promise.all(
    OUTBOX_STATES.map(async (state) =>
      countMatches(
        getDb()
          .selectFrom('email_outbox')
          .where((eb) => inState(eb, state, now)),
      ),
    ),
  )
  return Object.fromEntries(OUTBOX_STATES.map((state, i) => [state, counts[i] ?? 0])) as Record<
    OutboxState,
    number
  >
}

/** The admin's outbox page: newest first, ADMIN_PAGE_SIZE a page, optionally one state. */
export async function listOutboxEmails({
  page,
  status,
}: Partial<Pick<ListQuery<OutboxState>, 'page' | 'status'>> = {}): Promise<ListPage<OutboxEntry>> {
  const now = nowIso()
  let filtered = getDb().selectFrom('email_outbox')
  if (status) filtered = filtered.where((eb) => inState(eb, status, now))
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
        'notBefore',
        'cancelledAt',
        'lastError',
        'createdAt',
        'sentAt',
        'sentBy',
        'recordKind',
        'recordId',
        (eb) => eb('text', 'like', `%${LINK_TOKEN_REMOVED}%`).as('linkRemoved'),
      ])
      .orderBy('createdAt', 'desc')
      .orderBy('id', 'desc')
      .limit(window.limit)
      .offset(window.offset)
      .execute()
      .then((rows) =>
        rows.map(({ status: stored, cancelledAt, linkRemoved, ...row }) => ({
          ...row,
          linkRemoved: Boolean(linkRemoved),
          state: outboxState({ status: stored, notBefore: row.notBefore, cancelledAt }, now),
        })),
      ),
    window,
  )
}

/** E-mails to an address or mentioning it (the notices about a submission quote the sender's address). */
async function idsAboutAddress(executor: DbExecutor, email: string) {
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

/**
 * The e-mails to or about an address, and those sent from or about its records, newest first
 * (privacy requests).
 */
export async function findEmailsByAddress(
  email: string,
  records: readonly { kind: RecordKind; ids: readonly number[] }[] = [],
): Promise<EmailOutboxRow[]> {
  const ofRecords = records.filter((r) => r.ids.length > 0)
  const byRecord = ofRecords.length
    ? await getDb()
        .selectFrom('email_outbox')
        .select('id')
        .where((eb) => eb.or(ofRecords.map((r) => aboutRecords(eb, r.kind, r.ids))))
        .execute()
    : []
  const ids = [...new Set([...(await idsAboutAddress(getDb(), email)), ...byRecord.map((row) => row.id)])]
  if (ids.length === 0) return []
  return getDb()
    .selectFrom('email_outbox')
    .selectAll()
    .where('id', 'in', ids)
    .orderBy('createdAt', 'desc')
    .execute()
}

/** Inside the erasure's transaction; returns how many were deleted. */
export async function deleteEmailsByAddress(executor: DbExecutor, email: string): Promise<number> {
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
  executor: DbExecutor,
  cutoffs: ReceivedBefore,
): Promise<number> {
  const result = await executor
    .deleteFrom('email_outbox')
    .where((eb) =>
      eb.or(
        RETAINED_RECORDS.map(({ kind, table, cutoff }) =>
          eb(
            SUBMISSION_COLUMN[kind],
            'in',
            eb.selectFrom(table).select('id').where('createdAt', '<', cutoffs[cutoff]),
          ),
        ),
      ),
    )
    .executeTakeFirst()
  return Number(result.numDeletedRows)
}

/** Retention: sent, failed and cancelled e-mails queued before `iso`, whatever they are about. Returns how many. */
export async function deleteFinishedEmailsCreatedBefore(executor: DbExecutor, iso: string): Promise<number> {
  const result = await executor
    .deleteFrom('email_outbox')
    .where((eb) => eb.or([eb('status', 'in', ['sent', 'failed']), eb('cancelledAt', 'is not', null)]))
    .where('createdAt', '<', iso)
    .executeTakeFirst()
  return Number(result.numDeletedRows)
}

/** E-mails sent from records, by id, as a timeline shows them (a person's timeline across their records). */
export async function listRecordEmailsByIds(ids: readonly number[]): Promise<RecordEmailEntry[]> {
  if (ids.length === 0) return []
  const rows = await getDb()
    .selectFrom('email_outbox')
    .select(RECORD_EMAIL_COLUMNS)
    .where('id', 'in', ids)
    .where('recordKind', 'is not', null)
    .orderBy('id')
    .execute()
  return recordEmailEntries(rows)
}
