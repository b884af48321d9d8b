import type { Insertable, Kysely, Transaction } from 'kysely'
import { randomInt } from 'node:crypto'
import {
  BRIEF_REFERENCE_ALPHABET,
  BRIEF_REFERENCE_PREFIX,
  HIRE_BRIEF_STATUSES,
  type HireBriefStatus,
} from '~/contracts/hire-brief'
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
import type { Database, HireBriefsTable } from './schema.server'

/** A brief to store, skills as a list; the id, reference and workflow columns come from here. */
export type NewHireBrief = Omit<
  Insertable<HireBriefsTable>,
  'id' | 'reference' | 'skills' | 'status' | 'lostReason' | 'assignedTo' | 'createdAt'
> & { skills: string[] }

export interface SavedHireBrief {
  id: number
  reference: string
}

/** `HB-` and six characters: about 595 million references, drawn at random so none reveals a count. */
export function randomReference(): string {
  let code = ''
  for (let i = 0; i < 6; i++) code += BRIEF_REFERENCE_ALPHABET[randomInt(BRIEF_REFERENCE_ALPHABET.length)]
  return `${BRIEF_REFERENCE_PREFIX}${code}`
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
export async function createHireBrief(
  input: NewHireBrief,
  emailsFor: (saved: SavedHireBrief) => OutgoingEmail[],
  newReference: () => string = randomReference,
): Promise<SavedHireBrief> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await getDb()
        .transaction()
        .execute(async (trx) => {
          const saved = await trx
            .insertInto('hire_briefs')
            .values({
              ...input,
              skills: JSON.stringify(input.skills),
              reference: newReference(),
              createdAt: nowIso(),
            })
            .returning(['id', 'reference'])
            .executeTakeFirstOrThrow()
          await queueEmails(trx, emailsFor(saved), { hireBriefId: saved.id })
          return saved
        })
    } catch (error) {
      if (attempt >= 5 || !isUniqueViolation(error)) throw error
    }
  }
}

export async function countHireBriefs(): Promise<number> {
  const { n } = await getDb()
    .selectFrom('hire_briefs')
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .executeTakeFirstOrThrow()
  return Number(n)
}

/** A stored brief by its reference, skills as a list (null when there is none). */
export async function findHireBriefByReference(reference: string) {
  const row = await getDb()
    .selectFrom('hire_briefs')
    .selectAll()
    .where('reference', '=', reference)
    .executeTakeFirst()
  return row ? { ...row, skills: skillList(row.skills) } : null
}

/** What staff filter the list by; the day range is inclusive, in UTC. */
export interface HireBriefFilter {
  q?: string
  status?: HireBriefStatus
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

function filteredHireBriefs({ q, status, role, engagement, from, to, assignedTo }: HireBriefFilter) {
  let query = getDb().selectFrom('hire_briefs')
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
export async function searchHireBriefs(filter: HireBriefFilter = {}) {
  const window = pageWindow(filter.page)
  return readPage(
    countMatches(filteredHireBriefs(filter)),
    filteredHireBriefs(filter)
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
export async function exportHireBriefs(filter: HireBriefFilter = {}) {
  const rows = await filteredHireBriefs(filter)
    .selectAll()
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .limit(EXPORT_LIMIT)
    .execute()
  return rows.map(({ ipHash: _ipHash, ...row }) => ({ ...row, skills: skillList(row.skills).join(', ') }))
}

const skillList = (stored: string) => JSON.parse(stored) as string[]

/** One brief as the company wrote it, with its notes oldest first; null when there is none. */
export async function getHireBrief(id: number) {
  const row = await getDb().selectFrom('hire_briefs').selectAll().where('id', '=', id).executeTakeFirst()
  if (!row) return null
  const notes = await getDb()
    .selectFrom('hire_brief_notes')
    .select(['id', 'author', 'body', 'createdAt'])
    .where('hireBriefId', '=', id)
    .orderBy('id')
    .execute()
  return { ...row, skills: skillList(row.skills), notes }
}

/**
 * Moves a brief along the pipeline. "Lost" keeps its reason; any other step clears it. False
 * when there is no such brief.
 */
export async function setHireBriefStatus(id: number, status: HireBriefStatus, lostReason?: string) {
  const { numUpdatedRows } = await getDb()
    .updateTable('hire_briefs')
    .set({ status, lostReason: status === 'lost' ? (lostReason ?? null) : null })
    .where('id', '=', id)
    .executeTakeFirst()
  return numUpdatedRows > 0n
}

/** Assigns a brief to an admin (by username), or to nobody with null. */
export async function assignHireBrief(id: number, admin: string | null) {
  const { numUpdatedRows } = await getDb()
    .updateTable('hire_briefs')
    .set({ assignedTo: admin })
    .where('id', '=', id)
    .executeTakeFirst()
  return numUpdatedRows > 0n
}

export async function addHireBriefNote(id: number, author: string, body: string) {
  await getDb()
    .insertInto('hire_brief_notes')
    .values({ hireBriefId: id, author, body, createdAt: nowIso() })
    .execute()
}

/** The briefs sent from an address, newest first, each with its notes (privacy requests). */
export async function findHireBriefsByEmail(email: string) {
  const rows = await getDb()
    .selectFrom('hire_briefs')
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
        .selectFrom('hire_brief_notes')
        .select(['id', 'author', 'body', 'createdAt'])
        .where('hireBriefId', '=', row.id)
        .orderBy('id')
        .execute(),
    })),
  )
}

/** Inside the erasure's transaction: the briefs sent from an address and their notes. */
export async function deleteHireBriefsByEmail(
  executor: Kysely<Database> | Transaction<Database>,
  email: string,
): Promise<{ briefs: number; briefNotes: number }> {
  const ids = executor
    .selectFrom('hire_briefs')
    .select('id')
    .where((eb) => sameAddress(eb.ref('email'), email))
  const notes = await executor
    .deleteFrom('hire_brief_notes')
    .where('hireBriefId', 'in', ids)
    .executeTakeFirst()
  const briefs = await executor
    .deleteFrom('hire_briefs')
    .where((eb) => sameAddress(eb.ref('email'), email))
    .executeTakeFirst()
  return { briefs: Number(briefs.numDeletedRows), briefNotes: Number(notes.numDeletedRows) }
}

/** Retention: the briefs received before `iso` and their notes. Returns how many of each. */
export async function deleteHireBriefsReceivedBefore(
  executor: Kysely<Database> | Transaction<Database>,
  iso: string,
): Promise<{ briefs: number; briefNotes: number }> {
  const ids = executor.selectFrom('hire_briefs').select('id').where('createdAt', '<', iso)
  const notes = await executor
    .deleteFrom('hire_brief_notes')
    .where('hireBriefId', 'in', ids)
    .executeTakeFirst()
  const briefs = await executor.deleteFrom('hire_briefs').where('createdAt', '<', iso).executeTakeFirst()
  return { briefs: Number(briefs.numDeletedRows), briefNotes: Number(notes.numDeletedRows) }
}

/** How many briefs are in each step of the pipeline (the dashboard's counts). */
export function countHireBriefsByStatus(): Promise<Record<HireBriefStatus, number>> {
  return countByStatus('hire_briefs', HIRE_BRIEF_STATUSES)
}

/** When each brief received since `iso` arrived (the dashboard's weekly chart). */
export function listHireBriefTimesSince(iso: string): Promise<string[]> {
  return listTimesSince('hire_briefs', iso)
}
