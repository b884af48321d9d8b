import type { Insertable, Kysely, Transaction } from 'kysely'
import { randomInt } from 'node:crypto'
import { HIRE_REQUEST_STATUSES, type HireRequestStatus } from '~/contracts/hire-brief'
import { nowIso } from '~/lib/time'
import { containsInsensitive, getDb, sameAddress } from './client.server'
import { queueEmails, type OutgoingEmail } from './email-outbox.server'
import {
  countByStatus,
  countMatches,
  dayBounds,
  EXPORT_LIMIT,
  listTimesSince,
  pageWindow,
  readPage,
} from './list-page.server'
import type { Database, HireRequestsTable } from './schema.server'

/** A brief to store, skills as a list; the id, reference and workflow columns come from here. */
export type NewHireRequest = Omit<
  Insertable<HireRequestsTable>,
  'id' | 'reference' | 'skills' | 'status' | 'lostReason' | 'assignedTo' | 'createdAt'
> & { skills: string[] }

export interface SavedHireRequest {
  id: number
  reference: string
}

/** Letters and digits nobody confuses when reading one out over the phone (no 0/O, 1/I/L, U/V). */
const REFERENCE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTWXYZ'

/** `HB-` and six characters: about 595 million references, drawn at random so none reveals a count. */
export function randomReference(): string {
  let code = ''
  for (let i = 0; i < 6; i++) code += REFERENCE_ALPHABET[randomInt(REFERENCE_ALPHABET.length)]
  return `HB-${code}`
}

function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code
  // SQLite (better-sqlite3) and PostgreSQL's unique_violation.
  return code === 'SQLITE_CONSTRAINT_UNIQUE' || code === '23505'
}

/**
 * Stores a brief and the e-mails about it in one transaction: both are kept, or neither.
 * `emailsFor` receives the new id and reference (quoted in the e-mails). A drawn reference that
 * is already taken rolls the transaction back, and it is tried again with another.
 */
export async function createHireRequest(
  input: NewHireRequest,
  emailsFor: (saved: SavedHireRequest) => OutgoingEmail[],
  newReference: () => string = randomReference,
): Promise<SavedHireRequest> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await getDb()
        .transaction()
        .execute(async (trx) => {
          const saved = await trx
            .insertInto('hire_requests')
            .values({
              ...input,
              skills: JSON.stringify(input.skills),
              reference: newReference(),
              createdAt: nowIso(),
            })
            .returning(['id', 'reference'])
            .executeTakeFirstOrThrow()
          await queueEmails(trx, emailsFor(saved), { hireRequestId: saved.id })
          return saved
        })
    } catch (error) {
      if (attempt >= 5 || !isUniqueViolation(error)) throw error
    }
  }
}

export async function countHireRequests(): Promise<number> {
  const { n } = await getDb()
    .selectFrom('hire_requests')
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .executeTakeFirstOrThrow()
  return Number(n)
}

/** A stored brief by its reference, skills as a list (null when there is none). */
export async function findHireRequestByReference(reference: string) {
  const row = await getDb()
    .selectFrom('hire_requests')
    .selectAll()
    .where('reference', '=', reference)
    .executeTakeFirst()
  return row ? { ...row, skills: skillList(row.skills) } : null
}

/** What staff filter the list by; the day range is inclusive, in UTC. */
export interface HireRequestFilter {
  q?: string
  status?: HireRequestStatus
  role?: string
  engagement?: string
  from?: string
  to?: string
  /** Only briefs assigned to this admin. */
  assignedTo?: string
  page?: number
}

const LIST_COLUMNS = [
  'id',
  'reference',
  'company',
  'name',
  'email',
  'role',
  'headcount',
  'engagement',
  'status',
  'assignedTo',
  'createdAt',
] as const

function filteredHireRequests({ q, status, role, engagement, from, to, assignedTo }: HireRequestFilter) {
  let query = getDb().selectFrom('hire_requests')
  const { start, end } = dayBounds({ from, to })
  if (status) query = query.where('status', '=', status)
  if (role) query = query.where('role', '=', role)
  if (engagement) query = query.where('engagement', '=', engagement)
  if (assignedTo) query = query.where('assignedTo', '=', assignedTo)
  if (start) query = query.where('createdAt', '>=', start)
  if (end) query = query.where('createdAt', '<', end)
  const term = q?.trim()
  if (term) {
    query = query.where((eb) =>
      eb.or(
        (['reference', 'company', 'name', 'email', 'skills', 'details'] as const).map((c) =>
          containsInsensitive(eb.ref(c), term),
        ),
      ),
    )
  }
  return query
}

/** The admin list, newest first, ADMIN_PAGE_SIZE a page. */
export async function searchHireRequests(filter: HireRequestFilter = {}) {
  const window = pageWindow(filter.page)
  return readPage(
    countMatches(filteredHireRequests(filter)),
    filteredHireRequests(filter)
      .select(LIST_COLUMNS)
      .orderBy('createdAt', 'desc')
      .orderBy('id', 'desc')
      .limit(window.limit)
      .offset(window.offset)
      .execute(),
    window,
  )
}

/** Every brief the filter matches (up to EXPORT_LIMIT), all columns but the address hash, for CSV. */
export async function exportHireRequests(filter: HireRequestFilter = {}) {
  const rows = await filteredHireRequests(filter)
    .selectAll()
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .limit(EXPORT_LIMIT)
    .execute()
  return rows.map(({ ipHash: _ipHash, ...row }) => ({ ...row, skills: skillList(row.skills).join(', ') }))
}

const skillList = (stored: string) => JSON.parse(stored) as string[]

/** One brief as the company wrote it, with its notes oldest first; null when there is none. */
export async function getHireRequest(id: number) {
  const row = await getDb().selectFrom('hire_requests').selectAll().where('id', '=', id).executeTakeFirst()
  if (!row) return null
  const notes = await getDb()
    .selectFrom('hire_request_notes')
    .select(['id', 'author', 'body', 'createdAt'])
    .where('hireRequestId', '=', id)
    .orderBy('id')
    .execute()
  return { ...row, skills: skillList(row.skills), notes }
}

/**
 * Moves a brief along the pipeline. "Lost" keeps its reason; any other step clears it. False
 * when there is no such brief.
 */
export async function setHireRequestStatus(id: number, status: HireRequestStatus, lostReason?: string) {
  const { numUpdatedRows } = await getDb()
    .updateTable('hire_requests')
    .set({ status, lostReason: status === 'lost' ? (lostReason ?? null) : null })
    .where('id', '=', id)
    .executeTakeFirst()
  return numUpdatedRows > 0n
}

/** Assigns a brief to an admin (by username), or to nobody with null. */
export async function assignHireRequest(id: number, admin: string | null) {
  const { numUpdatedRows } = await getDb()
    .updateTable('hire_requests')
    .set({ assignedTo: admin })
    .where('id', '=', id)
    .executeTakeFirst()
  return numUpdatedRows > 0n
}

export async function addHireRequestNote(id: number, author: string, body: string) {
  await getDb()
    .insertInto('hire_request_notes')
    .values({ hireRequestId: id, author, body, createdAt: nowIso() })
    .execute()
}

/** The briefs sent from an address, newest first, each with its notes (privacy requests). */
export async function findHireRequestsByEmail(email: string) {
  const rows = await getDb()
    .selectFrom('hire_requests')
    .selectAll()
    .where((eb) => sameAddress(eb.ref('email'), email))
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .execute()
  return Promise.all(
    rows.map(async ({ ipHash: _ipHash, ...row }) => ({
      ...row,
      skills: skillList(row.skills),
      notes: await getDb()
        .selectFrom('hire_request_notes')
        .select(['id', 'author', 'body', 'createdAt'])
        .where('hireRequestId', '=', row.id)
        .orderBy('id')
        .execute(),
    })),
  )
}

/** Inside the erasure's transaction: the briefs sent from an address and their notes. */
export async function deleteHireRequestsByEmail(
  executor: Kysely<Database> | Transaction<Database>,
  email: string,
): Promise<{ briefs: number; briefNotes: number }> {
  const ids = executor
    .selectFrom('hire_requests')
    .select('id')
    .where((eb) => sameAddress(eb.ref('email'), email))
  const notes = await executor
    .deleteFrom('hire_request_notes')
    .where('hireRequestId', 'in', ids)
    .executeTakeFirst()
  const briefs = await executor
    .deleteFrom('hire_requests')
    .where((eb) => sameAddress(eb.ref('email'), email))
    .executeTakeFirst()
  return { briefs: Number(briefs.numDeletedRows), briefNotes: Number(notes.numDeletedRows) }
}

/** Retention: the briefs received before `iso` and their notes. Returns how many of each. */
export async function deleteHireRequestsReceivedBefore(
  executor: Kysely<Database> | Transaction<Database>,
  iso: string,
): Promise<{ briefs: number; briefNotes: number }> {
  const ids = executor.selectFrom('hire_requests').select('id').where('createdAt', '<', iso)
  const notes = await executor
    .deleteFrom('hire_request_notes')
    .where('hireRequestId', 'in', ids)
    .executeTakeFirst()
  const briefs = await executor.deleteFrom('hire_requests').where('createdAt', '<', iso).executeTakeFirst()
  return { briefs: Number(briefs.numDeletedRows), briefNotes: Number(notes.numDeletedRows) }
}

/** How many briefs are in each step of the pipeline (the dashboard's counts). */
export function countHireRequestsByStatus(): Promise<Record<HireRequestStatus, number>> {
  return countByStatus('hire_requests', HIRE_REQUEST_STATUSES)
}

/** When each brief received since `iso` arrived (the dashboard's weekly chart). */
export function listHireRequestTimesSince(iso: string): Promise<string[]> {
  return listTimesSince('hire_requests', iso)
}
