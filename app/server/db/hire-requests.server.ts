import { randomInt } from 'node:crypto'
import type { Generated, Kysely, Transaction } from 'kysely'
import type { HireRequestStatus } from '~/contracts/hire-brief'
import { nowIso } from '~/lib/time'
import { containsInsensitive, getDb } from './client.server'
import { queueEmails, type OutgoingEmail } from './email-outbox.server'
import { pageWindow, toListPage } from './list-page.server'
import type { Database } from './schema.server'
import { dayBounds, EXPORT_LIMIT } from './triage.server'

export interface HireRequestsTable {
  id: Generated<number>
  reference: string
  role: string
  /** A JSON array of strings. */
  skills: string
  seniority: string
  headcount: number
  engagement: string
  duration: string
  start: string
  start_date: string | null
  arrangement: string
  city: string | null
  overlap_hours: number | null
  timezone: string | null
  budget_from: number | null
  budget_to: number | null
  budget_currency: string | null
  budget_period: string | null
  name: string
  email: string
  company: string
  job_title: string | null
  phone: string | null
  country: string
  details: string | null
  status: Generated<HireRequestStatus>
  lost_reason: string | null
  assigned_to: string | null
  created_at: string
  ip_hash: string | null
}

export interface HireRequestNotesTable {
  id: Generated<number>
  hire_request_id: number
  author: string
  body: string
  created_at: string
}

type HireTables = {
  hire_requests: HireRequestsTable
  hire_request_notes: HireRequestNotesTable
}

/** A brief as stored, skills already a list; the ids and workflow columns come from the database. */
export interface NewHireRequest {
  role: string
  skills: string[]
  seniority: string
  headcount: number
  engagement: string
  duration: string
  start: string
  startDate: string | null
  arrangement: string
  city: string | null
  overlapHours: number | null
  timezone: string | null
  budgetFrom: number | null
  budgetTo: number | null
  budgetCurrency: string | null
  budgetPeriod: string | null
  name: string
  email: string
  company: string
  jobTitle: string | null
  phone: string | null
  country: string
  details: string | null
  ipHash: string | null
}

export interface SavedHireRequest {
  id: number
  reference: string
}

const hireDb = (): Kysely<Database & HireTables> => getDb().withTables<HireTables>()

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
      return await hireDb()
        .transaction()
        .execute(async (trx) => {
          const { ipHash, skills, startDate, overlapHours, budgetFrom, budgetTo, ...rest } = input
          const saved = await trx
            .insertInto('hire_requests')
            .values({
              reference: newReference(),
              role: rest.role,
              skills: JSON.stringify(skills),
              seniority: rest.seniority,
              headcount: rest.headcount,
              engagement: rest.engagement,
              duration: rest.duration,
              start: rest.start,
              start_date: startDate,
              arrangement: rest.arrangement,
              city: rest.city,
              overlap_hours: overlapHours,
              timezone: rest.timezone,
              budget_from: budgetFrom,
              budget_to: budgetTo,
              budget_currency: rest.budgetCurrency,
              budget_period: rest.budgetPeriod,
              name: rest.name,
              email: rest.email,
              company: rest.company,
              job_title: rest.jobTitle,
              phone: rest.phone,
              country: rest.country,
              details: rest.details,
              created_at: nowIso(),
              ip_hash: ipHash,
            })
            .returning(['id', 'reference'])
            .executeTakeFirstOrThrow()
          // The same transaction, typed without the brief's tables (schema.server.ts does not list
          // them yet: the lead folds them in at merge); queueEmails only touches email_outbox.
          await queueEmails(trx as unknown as Transaction<Database>, emailsFor(saved))
          return saved
        })
    } catch (error) {
      if (attempt >= 5 || !isUniqueViolation(error)) throw error
    }
  }
}

export async function countHireRequests(): Promise<number> {
  const { n } = await hireDb()
    .selectFrom('hire_requests')
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .executeTakeFirstOrThrow()
  return Number(n)
}

/** A stored brief by its reference, skills as a list (null when there is none). */
export async function findHireRequestByReference(reference: string) {
  const row = await hireDb()
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
  'assigned_to',
  'created_at',
] as const

function filteredHireRequests({ q, status, role, engagement, from, to, assignedTo }: HireRequestFilter) {
  let query = hireDb().selectFrom('hire_requests')
  const { start, end } = dayBounds(from, to)
  if (status) query = query.where('status', '=', status)
  if (role) query = query.where('role', '=', role)
  if (engagement) query = query.where('engagement', '=', engagement)
  if (assignedTo) query = query.where('assigned_to', '=', assignedTo)
  if (start) query = query.where('created_at', '>=', start)
  if (end) query = query.where('created_at', '<', end)
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
  const [count, rows] = await Promise.all([
    filteredHireRequests(filter)
      .select((eb) => eb.fn.countAll<string | number>().as('n'))
      .executeTakeFirstOrThrow(),
    filteredHireRequests(filter)
      .select(LIST_COLUMNS)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(window.limit)
      .offset(window.offset)
      .execute(),
  ])
  return toListPage(rows, Number(count.n), window.page)
}

/** Every brief the filter matches (up to EXPORT_LIMIT), all columns but the address hash, for CSV. */
export async function exportHireRequests(filter: HireRequestFilter = {}) {
  const rows = await filteredHireRequests(filter)
    .selectAll()
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(EXPORT_LIMIT)
    .execute()
  return rows.map(({ ip_hash: _ipHash, ...row }) => ({ ...row, skills: skillList(row.skills).join(', ') }))
}

const skillList = (stored: string) => JSON.parse(stored) as string[]

/** One brief as the company wrote it, with its notes oldest first; null when there is none. */
export async function getHireRequest(id: number) {
  const row = await hireDb().selectFrom('hire_requests').selectAll().where('id', '=', id).executeTakeFirst()
  if (!row) return null
  const notes = await hireDb()
    .selectFrom('hire_request_notes')
    .select(['id', 'author', 'body', 'created_at'])
    .where('hire_request_id', '=', id)
    .orderBy('id')
    .execute()
  return { ...row, skills: skillList(row.skills), notes }
}

/**
 * Moves a brief along the pipeline. "Lost" keeps its reason; any other step clears it. False
 * when there is no such brief.
 */
export async function setHireRequestStatus(id: number, status: HireRequestStatus, lostReason?: string) {
  const { numUpdatedRows } = await hireDb()
    .updateTable('hire_requests')
    .set({ status, lost_reason: status === 'lost' ? (lostReason ?? null) : null })
    .where('id', '=', id)
    .executeTakeFirst()
  return numUpdatedRows > 0n
}

/** Assigns a brief to an admin (by username), or to nobody with null. */
export async function assignHireRequest(id: number, admin: string | null) {
  const { numUpdatedRows } = await hireDb()
    .updateTable('hire_requests')
    .set({ assigned_to: admin })
    .where('id', '=', id)
    .executeTakeFirst()
  return numUpdatedRows > 0n
}

export async function addHireRequestNote(id: number, author: string, body: string) {
  await hireDb()
    .insertInto('hire_request_notes')
    .values({ hire_request_id: id, author, body, created_at: nowIso() })
    .execute()
}
