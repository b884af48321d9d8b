import type { ListPage, ListQuery } from '~/contracts/list-query'
import type { ContactSubmission } from '~/features/contacts'
import { CONTACT_STATUSES, type ContactStatus } from '~/lib/constants'
import { containsInsensitive, getDb, sameAddress } from './client.server'
import {
  countMatches,
  dayBounds,
  pageWindow,
  readPage,
  countByStatus,
  listTimesSince,
  type PageSize,
} from './list-page.server'
import { randomReference, type SavedRecord } from './references.server'
import type { ContactSubmissionRow } from './schema.server'
import type { DbExecutor } from './transaction.server'

/** What a visitor sent, as stored; the hashed address is kept for abuse checks only. */
export type NewContactSubmission = Omit<ContactSubmissionRow, 'id' | 'reference' | 'status' | 'createdAt'>

const COLUMNS = [
  'id',
  'reference',
  'name',
  'email',
  'phone',
  'subject',
  'message',
  'status',
  'createdAt',
] as const satisfies readonly (keyof ContactSubmission)[]

const SEARCHED = ['reference', 'name', 'email', 'subject', 'message'] as const

/**
 * Inside the submission's transaction (see createContactSubmission in app/features/contacts): the
 * message's row, with a new reference. Returns its id and reference.
 */
export async function insertContactSubmission(
  executor: DbExecutor,
  input: NewContactSubmission & { createdAt: string },
): Promise<SavedRecord> {
  return executor
    .insertInto('contact_submissions')
    .values({ ...input, reference: randomReference('contact') })
    .returning(['id', 'reference'])
    .executeTakeFirstOrThrow()
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

/** The statuses of these messages, by id, for a status change. */
export async function readContactStatuses(executor: DbExecutor, ids: readonly number[]) {
  return executor
    .selectFrom('contact_submissions')
    .select(['id', 'reference', 'status'])
    .where('id', 'in', ids)
    .orderBy('id')
    .execute()
}

export async function writeContactStatus(
  executor: DbExecutor,
  id: number,
  status: ContactStatus,
): Promise<void> {
  await executor.updateTable('contact_submissions').set({ status }).where('id', '=', id).execute()
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

/** The ids of the messages sent from an address (erasure deletes their timelines and e-mails too). */
export async function listContactIdsByEmail(executor: DbExecutor, email: string): Promise<number[]> {
  const rows = await executor
    .selectFrom('contact_submissions')
    .select('id')
    .where((eb) => sameAddress(eb.ref('email'), email))
    .execute()
  return rows.map((row) => row.id)
}

/** Inside the erasure's transaction; returns how many were deleted. */
export async function deleteContactSubmissionsByEmail(executor: DbExecutor, email: string): Promise<number> {
  const result = await executor
    .deleteFrom('contact_submissions')
    .where((eb) => sameAddress(eb.ref('email'), email))
    .executeTakeFirst()
  return Number(result.numDeletedRows)
}

/** Retention: contact messages received before `iso` (their e-mails first: see email-outbox). Returns how many. */
export async function deleteContactSubmissionsReceivedBefore(
  executor: DbExecutor,
  iso: string,
): Promise<number> {
  const result = await executor
    .deleteFrom('contact_submissions')
    .where('createdAt', '<', iso)
    .executeTakeFirst()
  return Number(result.numDeletedRows)
}
