import type { Insertable } from 'kysely'
import { HIRE_BRIEF_STATUSES, type HireBriefStatus } from '~/contracts/hire-brief'
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
import { addRecordEvent } from './record-events.server'
import { randomReference, retryOnTakenReference, type SavedRecord } from './references.server'
import type { HireBriefsTable } from './schema.server'
import type { DbExecutor } from './transaction.server'

/** A brief to store, skills as a list; the id, reference and workflow columns come from here. */
export type NewHireBrief = Omit<
  Insertable<HireBriefsTable>,
  'id' | 'reference' | 'skills' | 'status' | 'lostReason' | 'assignedTo' | 'createdAt'
> & { skills: string[] }

/**
 * Stores a brief, its "received" timeline entry and the e-mails about it in one transaction: all
 * are kept, or none. `emailsFor` receives the new id and reference (quoted in the e-mails). A
 * drawn reference that is already taken rolls the transaction back, and it is tried again with
 * another.
 */
export async function createHireBrief(
  input: NewHireBrief,
  emailsFor: (saved: SavedRecord) => OutgoingEmail[],
  newReference: () => string = () => randomReference('brief'),
): Promise<SavedRecord> {
  return retryOnTakenReference(() =>
    getDb()
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
        await addRecordEvent(
          {
            recordKind: 'brief',
            recordId: saved.id,
            kind: 'received',
            actor: null,
            data: { reference: saved.reference },
          },
          trx,
        )
        await queueEmails(trx, emailsFor(saved), { hireBriefId: saved.id })
        return saved
      }),
  )
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

/** One brief as the company wrote it; null when there is none. */
export async function getHireBrief(id: number) {
  const row = await getDb().selectFrom('hire_briefs').selectAll().where('id', '=', id).executeTakeFirst()
  if (!row) return null
  return { ...row, skills: skillList(row.skills) }
}

/**
 * Moves a brief along the pipeline, with the change on its timeline (who, from, to, and the
 * reason a lost brief was lost). "Lost" keeps its reason; any other step clears it. False when
 * there is no such brief.
 */
export async function setHireBriefStatus(
  id: number,
  status: HireBriefStatus,
  actor: string,
  lostReason?: string,
  now = new Date(),
) {
  return getDb()
    .transaction()
    .execute(async (trx) => {
      const row = await trx.selectFrom('hire_briefs').select('status').where('id', '=', id).executeTakeFirst()
      if (!row) return false
      const reason = status === 'lost' ? (lostReason ?? null) : null
      await trx.updateTable('hire_briefs').set({ status, lostReason: reason }).where('id', '=', id).execute()
      if (row.status !== status || reason) {
        await addRecordEvent(
          {
            recordKind: 'brief',
            recordId: id,
            kind: 'status',
            actor,
            data: { from: row.status, to: status, ...(reason ? { reason } : {}) },
          },
          trx,
          now,
        )
      }
      return true
    })
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

/** Inside the erasure's transaction: the briefs sent from an address. Returns how many. */
export async function deleteHireBriefsByEmail(executor: DbExecutor, email: string): Promise<number> {
  const briefs = await executor
    .deleteFrom('hire_briefs')
    .where((eb) => sameAddress(eb.ref('email'), email))
    .executeTakeFirst()
  return Number(briefs.numDeletedRows)
}

/**
 * Retention: the briefs received before `iso` (their timelines and e-mails first: see those
 * modules). Returns how many.
 */
export async function deleteHireBriefsReceivedBefore(executor: DbExecutor, iso: string): Promise<number> {
  const briefs = await executor.deleteFrom('hire_briefs').where('createdAt', '<', iso).executeTakeFirst()
  return Number(briefs.numDeletedRows)
}

/** How many briefs are in each step of the pipeline (the dashboard's counts). */
export function countHireBriefsByStatus(): Promise<Record<HireBriefStatus, number>> {
  return countByStatus('hire_briefs', HIRE_BRIEF_STATUSES)
}

/** When each brief received since `iso` arrived (the dashboard's weekly chart). */
export function listHireBriefTimesSince(iso: string): Promise<string[]> {
  return listTimesSince('hire_briefs', iso)
}
