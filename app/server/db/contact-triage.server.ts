import type { Kysely, Transaction } from 'kysely'
import type { ContactStatus } from '~/lib/constants'
import { containsInsensitive, getDb } from './client.server'
import type { ContactSubmission } from './contact-submissions.server'
import { pageWindow, toListPage, type ListPage } from './list-page.server'
import type { ContactSubmissionRow, Database } from './schema.server'
import { dayBounds, EXPORT_LIMIT, sameAddress, type TriageFilter } from './triage.server'

const CONTACT_COLUMNS = [
  'id',
  'name',
  'email',
  'phone',
  'subject',
  'message',
  'status',
  'created_at',
] as const

function filteredContacts({ q, status, from, to }: TriageFilter<ContactStatus>) {
  let query = getDb().selectFrom('contact_submissions')
  const term = q?.trim()
  const { start, end } = dayBounds(from, to)
  if (status) query = query.where('status', '=', status)
  if (start) query = query.where('created_at', '>=', start)
  if (end) query = query.where('created_at', '<', end)
  if (term) {
    query = query.where((eb) =>
      eb.or(
        (['name', 'email', 'subject', 'message'] as const).map((c) => containsInsensitive(eb.ref(c), term)),
      ),
    )
  }
  return query
}

type ContactRow = Pick<ContactSubmissionRow, (typeof CONTACT_COLUMNS)[number]>
const toContact = ({ created_at, ...row }: ContactRow): ContactSubmission => ({
  ...row,
  createdAt: created_at,
})

/** The admin list: search, status, day range; newest first, ADMIN_PAGE_SIZE a page. */
export async function searchContactSubmissions(
  filter: TriageFilter<ContactStatus> & { page?: number },
): Promise<ListPage<ContactSubmission>> {
  const window = pageWindow(filter.page)
  const [count, rows] = await Promise.all([
    filteredContacts(filter)
      .select((eb) => eb.fn.countAll<string | number>().as('n'))
      .executeTakeFirstOrThrow(),
    filteredContacts(filter)
      .select(CONTACT_COLUMNS)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(window.limit)
      .offset(window.offset)
      .execute(),
  ])
  return toListPage(rows.map(toContact), Number(count.n), window.page)
}

/** Everything the filter matches (at most EXPORT_LIMIT rows), newest first: for the CSV export. */
export async function exportContactSubmissions(
  filter: TriageFilter<ContactStatus>,
): Promise<ContactSubmission[]> {
  const rows = await filteredContacts(filter)
    .select(CONTACT_COLUMNS)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(EXPORT_LIMIT)
    .execute()
  return rows.map(toContact)
}

export async function getContactSubmission(id: number): Promise<ContactSubmission | undefined> {
  const row = await getDb()
    .selectFrom('contact_submissions')
    .select(CONTACT_COLUMNS)
    .where('id', '=', id)
    .executeTakeFirst()
  return row ? toContact(row) : undefined
}

/** False when there is no such submission. */
export async function updateContactStatus(id: number, status: ContactStatus): Promise<boolean> {
  const result = await getDb()
    .updateTable('contact_submissions')
    .set({ status })
    .where('id', '=', id)
    .executeTakeFirst()
  return Number(result.numUpdatedRows) > 0
}

export async function countContactsByStatus(): Promise<Record<ContactStatus, number>> {
  const rows = await getDb()
    .selectFrom('contact_submissions')
    .select(['status', (eb) => eb.fn.countAll<string | number>().as('n')])
    .groupBy('status')
    .execute()
  const counts: Record<ContactStatus, number> = { new: 0, handled: 0, spam: 0 }
  for (const row of rows) counts[row.status] = Number(row.n)
  return counts
}

/** When each submission since `sinceIso` arrived (for the per-week chart). */
export async function listContactTimesSince(sinceIso: string): Promise<string[]> {
  const rows = await getDb()
    .selectFrom('contact_submissions')
    .select('created_at')
    .where('created_at', '>=', sinceIso)
    .execute()
  return rows.map((r) => r.created_at)
}

export async function findContactSubmissionsByEmail(email: string): Promise<ContactSubmission[]> {
  const rows = await getDb()
    .selectFrom('contact_submissions')
    .select(CONTACT_COLUMNS)
    .where((eb) => sameAddress(eb.ref('email'), email))
    .orderBy('created_at', 'desc')
    .execute()
  return rows.map(toContact)
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
