import { sql, type Insertable } from 'kysely'
import { HIRE_BRIEF_STATUSES, type HireBriefStatus } from '~/contracts/hire-brief'
import { containsInsensitive, getDb, sameAddress } from './client.server'
import {
  countByStatus,
  countMatches,
  dayBounds,
  EXPORT_LIMIT,
  listTimesSince,
  pageWindow,
  readPage,
} from './list-page.server'
import { listRecordEvents } from './record-events.server'
import type { SavedRecord } from './references.server'
import { briefMilestoneColumns, briefWaitingSince } from './response-times.server'
import type { HireBriefsTable } from './schema.server'
import { deleteEntriesOfBriefs } from './shortlist-entries.server'
import { deleteLinksOfBriefs } from './shortlist-links.server'
import type { DbExecutor } from './transaction.server'

/** A brief to store, skills as a list; the id, reference and workflow columns come from here. */
export type NewHireBrief = Omit<
  Insertable<HireBriefsTable>,
  'id' | 'reference' | 'skills' | 'status' | 'lostReason' | 'assignedTo' | 'createdAt'
> & { skills: string[] }

/**
 * Inside the submission's transaction (see createHireBrief in app/features/hire-briefs): the
 * brief's row, skills as JSON. Returns its id and reference.
 */
export async function insertHireBrief(
  executor: DbExecutor,
  input: NewHireBrief & { reference: string; createdAt: string; assignedTo: string | null },
): Promise<SavedRecord> {
  return executor
    .insertInto('hire_briefs')
    .values({ ...input, skills: JSON.stringify(input.skills) })
    .returning(['id', 'reference'])
    .executeTakeFirstOrThrow()
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

/** What staff filter the list by; the day range is inclusive, in the company's zone (IST). */
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
  /** Newest first (the default), or those waiting longest in their current step first. */
  sort?: HireBriefSort
}

export type HireBriefSort = 'newest' | 'waiting'

const LIST_COLUMNS = [
  'id',
  'reference',
  'company',
  'name',
  'email',
  'role',
  'skills',
  'seniority',
  'headcount',
  'engagement',
  'country',
  'status',
  'assignedTo',
  'createdAt',
] as const

/** Two briefs from one address and company this close together are likely one need sent twice. */
export const DUPLICATE_WINDOW_MS = 24 * 60 * 60_000

export interface BriefRef {
  id: number
  reference: string
}

/**
 * For each brief given, the earlier brief it likely repeats: same address and company (any case),
 * received within DUPLICATE_WINDOW_MS before it. Briefs without one are left out.
 */
export async function findLikelyDuplicates(
  briefs: ReadonlyArray<{ id: number; email: string; company: string; createdAt: string }>,
): Promise<Map<number, BriefRef>> {
  const found = new Map<number, BriefRef>()
  if (briefs.length === 0) return found
  const key = (b: { email: string; company: string }) =>
    `${b.email.trim().toLowerCase()}\n${b.company.trim().toLowerCase()}`
  const times = briefs.map((b) => Date.parse(b.createdAt))
  const earliest = new Date(Math.min(...times) - DUPLICATE_WINDOW_MS).toISOString()
  const latest = new Date(Math.max(...times)).toISOString()
  const nearby = await getDb()
    .selectFrom('hire_briefs')
    .select(['id', 'reference', 'email', 'company', 'createdAt'])
    .where((eb) =>
      eb.or(
        [...new Set(briefs.map((b) => b.email.trim().toLowerCase()))].map((email) =>
          sameAddress(eb.ref('email'), email),
        ),
      ),
    )
    .where('createdAt', '>=', earliest)
    .where('createdAt', '<=', latest)
    .orderBy('createdAt')
    .orderBy('id')
    .execute()
  for (const brief of briefs) {
    const at = Date.parse(brief.createdAt)
    const earlier = nearby.find(
      (other) =>
        other.id !== brief.id &&
        key(other) === key(brief) &&
        Date.parse(other.createdAt) <= at &&
        at - Date.parse(other.createdAt) <= DUPLICATE_WINDOW_MS &&
        (other.createdAt < brief.createdAt || other.id < brief.id),
    )
    if (earlier) found.set(brief.id, { id: earlier.id, reference: earlier.reference })
  }
  return found
}

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

/**
 * The list's order: newest first, or waiting longest first: the briefs still waiting in a step
 * (not placed, won or lost) by how long ago they reached their furthest step, then the rest newest
 * first. The id breaks ties, so paging never shows a brief twice or skips one.
 */
function ordered<Q extends ReturnType<typeof filteredHireBriefs>>(query: Q, sort: HireBriefSort = 'newest') {
  if (sort === 'newest') return query.orderBy('createdAt', 'desc').orderBy('id', 'desc')
  const placedAt = briefMilestoneColumns('hire_briefs.id').placedAt
  const done = sql<number>`case when ${sql.ref('hire_briefs.status')} in ('won', 'lost') or ${placedAt} is not null then 1 else 0 end`
  return query
    .orderBy(done)
    .orderBy(
      sql`case when ${done} = 0 then ${briefWaitingSince('hire_briefs.id', 'hire_briefs.createdAt')} end`,
    )
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
}

/**
 * The admin list, ADMIN_PAGE_SIZE a page, in the filter's order; each brief with its milestones
 * (for its pace) and flagged when it likely repeats an earlier one.
 */
export async function searchHireBriefs(filter: HireBriefFilter = {}) {
  const window = pageWindow(filter.page)
  const m = briefMilestoneColumns('hire_briefs.id')
  const rows = ordered(filteredHireBriefs(filter), filter.sort)
    .select([
      ...LIST_COLUMNS,
      m.firstActionAt.as('firstActionAt'),
      m.shortlistAt.as('shortlistAt'),
      m.interviewAt.as('interviewAt'),
      m.placedAt.as('placedAt'),
    ])
    .limit(window.limit)
    .offset(window.offset)
    .execute()
    .then(async (found) => {
      const duplicates = await findLikelyDuplicates(found)
      return found.map(({ skills, ...row }) => ({
        ...row,
        skills: skillList(skills),
        duplicateOf: duplicates.get(row.id) ?? null,
      }))
    })
  return readPage(countMatches(filteredHireBriefs(filter)), rows, window)
}

/** Every brief the filter matches (up to EXPORT_LIMIT), all columns but the address hash, for CSV. */
export async function exportHireBriefs(filter: HireBriefFilter = {}) {
  const rows = await ordered(filteredHireBriefs(filter), filter.sort)
    .selectAll()
    .limit(EXPORT_LIMIT)
    .execute()
  return rows.map(({ ipHash: _ipHash, ...row }) => ({ ...row, skills: skillList(row.skills).join(', ') }))
}

const skillList = (stored: string) => JSON.parse(stored) as string[]

/** One brief as the company wrote it; null when there is none. */
export async function getHireBrief(id: number) {
  const row = await getDb().selectFrom('hire_briefs').selectAll().where('id', '=', id).executeTakeFirst()
  if (!row) return null
  return { ...row, skills: skillList(row.skills) }
}

/** The stages of these briefs, by id, for a stage change. */
export async function readBriefStatuses(executor: DbExecutor, ids: readonly number[]) {
  return executor
    .selectFrom('hire_briefs')
    .select(['id', 'reference', 'status'])
    .where('id', 'in', ids)
    .orderBy('id')
    .execute()
}

/** A brief's stage; "lost" keeps its reason, any other stage clears it. */
export async function writeBriefStatus(
  executor: DbExecutor,
  id: number,
  status: HireBriefStatus,
  lostReason: string | null,
): Promise<void> {
  await executor
    .updateTable('hire_briefs')
    .set({ status, lostReason: status === 'lost' ? lostReason : null })
    .where('id', '=', id)
    .execute()
}

/** When and by whom the brief last reached each stage (its 'status' events), by stage. */
export async function listHireBriefStages(
  id: number,
): Promise<Partial<Record<HireBriefStatus, { at: string; by: string | null }>>> {
  const reached: Partial<Record<HireBriefStatus, { at: string; by: string | null }>> = {}
  for (const event of await listRecordEvents('brief', id)) {
    if (event.kind !== 'status') continue
    const stage = HIRE_BRIEF_STATUSES.find((s) => s === event.data.to)
    if (stage) reached[stage] = { at: event.at, by: event.actor }
  }
  return reached
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

/** The briefs sent from an address, newest first (privacy requests). */
export async function findHireBriefsByEmail(email: string) {
  const rows = await getDb()
    .selectFrom('hire_briefs')
    .selectAll()
    .where((eb) => sameAddress(eb.ref('email'), email))
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .execute()
  return rows.map(({ ipHash: _ipHash, ...row }) => ({ ...row, skills: skillList(row.skills) }))
}

/** The ids of the briefs sent from an address (erasure deletes their timelines and e-mails too). */
export async function listHireBriefIdsByEmail(executor: DbExecutor, email: string): Promise<number[]> {
  const rows = await executor
    .selectFrom('hire_briefs')
    .select('id')
    .where((eb) => sameAddress(eb.ref('email'), email))
    .execute()
  return rows.map((row) => row.id)
}

export interface DeletedBriefs {
  briefs: number
  /** Their shortlists' entries and client links. */
  shortlistEntries: number
  shortlistLinks: number
  /** The ids that went. */
  briefIds: number[]
}

async function deleteBriefs(executor: DbExecutor, briefIds: number[]): Promise<DeletedBriefs> {
  if (briefIds.length === 0) return { briefs: 0, shortlistEntries: 0, shortlistLinks: 0, briefIds }
  const shortlistEntries = await deleteEntriesOfBriefs(executor, briefIds)
  const shortlistLinks = await deleteLinksOfBriefs(executor, briefIds)
  const briefs = await executor.deleteFrom('hire_briefs').where('id', 'in', briefIds).executeTakeFirst()
  return { briefs: Number(briefs.numDeletedRows), shortlistEntries, shortlistLinks, briefIds }
}

/**
 * Inside the erasure's transaction: the briefs sent from an address and their shortlists (their
 * timelines and e-mails first: see those modules).
 */
export async function deleteHireBriefsByEmail(executor: DbExecutor, email: string): Promise<DeletedBriefs> {
  return deleteBriefs(executor, await listHireBriefIdsByEmail(executor, email))
}

/**
 * Retention: the briefs received before `iso` and their shortlists (their timelines and e-mails
 * first: see those modules). Returns how many of each.
 */
export async function deleteHireBriefsReceivedBefore(
  executor: DbExecutor,
  iso: string,
): Promise<DeletedBriefs> {
  const rows = await executor.selectFrom('hire_briefs').select('id').where('createdAt', '<', iso).execute()
  return deleteBriefs(
    executor,
    rows.map((r) => r.id),
  )
}

/** How many briefs are in each step of the pipeline (the dashboard's counts). */
export function countHireBriefsByStatus(): Promise<Record<HireBriefStatus, number>> {
  return countByStatus('hire_briefs', HIRE_BRIEF_STATUSES)
}

/** When each brief received since `iso` arrived (the dashboard's weekly chart). */
export function listHireBriefTimesSince(iso: string): Promise<string[]> {
  return listTimesSince('hire_briefs', iso)
}

/** Briefs nobody has moved on from "new" yet, oldest first (the dashboard's queue), and how many in all. */
export async function listNewHireBriefs(limit: number) {
  const newBriefs = getDb().selectFrom('hire_briefs').where('status', '=', 'new')
  const [rows, total] = await Promise.all([
    newBriefs
      .select(['id', 'reference', 'company', 'role', 'headcount', 'assignedTo', 'createdAt'])
      .orderBy('createdAt')
      .orderBy('id')
      .limit(limit)
      .execute(),
    countMatches(newBriefs),
  ])
  return { rows, total }
}
