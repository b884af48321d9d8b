import type { Kysely, Transaction } from 'kysely'
import type { ListPage, ListQuery } from '~/contracts/list-query'
import { CONTACT_STATUSES, type ContactStatus } from '~/lib/constants'
import { nowIso } from '~/lib/time'
import { containsInsensitive, getDb, sameAddress } from './client.server'
import { queueEmails, type OutgoingEmail } from './email-outbox.server'
import {
  countMatches,
  dayBounds,
  pageWindow,
  readPage,
  countByStatus,
  listTimesSince,
  updateStatus,
  type PageSize,
} from './list-page.server'
import type { ContactSubmissionRow, Database } from './schema.server'

/** What a visitor sent, as stored; the hashed address is kept for abuse checks only. */
export type NewContactSubmission = Omit<ContactSubmissionRow, 'id' | 'status' | 'createdAt'>

/** A contact submission as the admin reads it: everything but the hashed address. */
export type ContactSubmission = Omit<ContactSubmissionRow, 'ipHash'>

const COLUMNS = [
  'id',
  'name',
  'email',
  'phone',
  'subject',
  'message',
  'status',
  'createdAt',
] as const satisfies readonly (keyof ContactSubmission)[]

const SEARCHED = ['name', 'email', 'subject', 'message'] as const

/**
 * Stores a contact submission and the e-mails about it in one transaction: both are kept, or
 * neither. `emailsFor` receives the new id (the reference quoted in the e-mails).
 */
export async function createContactSubmission(
  input: NewContactSubmission,
  emailsFor: (id: number) => OutgoingEmail[],
): Promise<number> {
  return getDb()
    .transaction()
    .execute(async (trx: Transaction<Database>) => {
      const { id } = await trx
        .insertInto('contact_submissions')
        .values({ ...input, createdAt: nowIso() })
        .returning('id')
        .executeTakeFirstOrThrow()
      await queueEmails(trx, emailsFor(id), { contactSubmissionId: id })
      return id
    })
}

function filtered({ q, status, from, to }: Partial<ListQuery<ContactStatus>>) {
  let query = getDb().selectFrom('contact_submissions')
  const term = q?.trim()
  const { start, end } = dayBounds({ from, to })
  if (status) query = query.where('status', '=', status)
  if (start) query = query.where('createdAt', '>=', start)
  if (end) query = query.where('createdAt', '<', end)
  if (term) query = query.where((eb) => eb.or(SEARCHED.map((c) => containsInsensitive(eb.ref(c), term))))
  return query
}

/**
 * The one list of contact submissions: search, status and day range, newest first, a page at a
 * time. The admin list, its CSV export (one page of EXPORT_LIMIT), the dashboard and
 * GET /api/contact all read it.
 */
export async function listContactSubmissions(
  query: Partial<ListQuery<ContactStatus>> = {},
  { pageSize }: PageSize = {},
): Promise<ListPage<ContactSubmission>> {
  const window = pageWindow(query.page, pageSize)
  return readPage(
    countMatches(filtered(query)),
    filtered(query)
      .select(COLUMNS)
      .orderBy('createdAt', 'desc')
      .orderBy('id', 'desc')
      .limit(window.limit)
      .offset(window.offset)
      .execute(),
    window,
  )
}

export async function getContactSubmission(id: number): Promise<ContactSubmission | undefined> {
  return filtered({}).select(COLUMNS).where('id', '=', id).executeTakeFirst()
}

/** Every submission from an address, whatever its case, newest first (privacy requests). */
export async function findContactSubmissionsByEmail(email: string): Promise<ContactSubmission[]> {
  return filtered({})
    .select(COLUMNS)
    .where((eb) => sameAddress(eb.ref('email'), email))
    .orderBy('createdAt', 'desc')
    .execute()
}

/** False when there is no such submission. */
export function updateContactStatus(id: number, status: ContactStatus): Promise<boolean> {
  return updateStatus('contact_submissions', id, status)
}

export async function countContactSubmissions(): Promise<number> {
  return countMatches(filtered({}))
}

export function countContactsByStatus(): Promise<Record<ContactStatus, number>> {
  return countByStatus('contact_submissions', CONTACT_STATUSES)
}

/** When each submission since `sinceIso` arrived (for the per-week chart). */
export function listContactTimesSince(sinceIso: string): Promise<string[]> {
  return listTimesSince('contact_submissions', sinceIso)
}

/** Inside the erasure's transaction; returns how many were deleted. */
export async function deleteContactSubmissionsByEmail(
  executor: Kysely<Database> | Transaction<Database>,
  email: string,
): Promise<number> {
  const result = await executor
    .deleteFrom('contact_submissions')
    .where((eb) => sameAddress(eb.ref('email'), email))
    .executeTakeFirst()
  return Number(result.numDeletedRows)
}

/** Retention: contact messages received before `iso` (their e-mails first: see email-outbox). Returns how many. */
export async function deleteContactSubmissionsReceivedBefore(
  executor: Kysely<Database> | Transaction<Database>,
  iso: string,
): Promise<number> {
  const result = await executor
    .deleteFrom('contact_submissions')
    .where('createdAt', '<', iso)
    .executeTakeFirst()
  return Number(result.numDeletedRows)
}
