import { sql } from 'kysely'
import type {
  Opening,
  OpeningDraft,
  OpeningListFilter,
  OpeningListItem,
  OpeningQuestion,
  OpeningStamp,
  OpeningStatus,
} from '~/features/openings'
import { CLOSED_APPLICATION_STATUSES } from '~/lib/constants'
import { nowIso } from '~/lib/time'
import { containsInsensitive, getDb } from './client.server'
import type { OpeningsTable } from './schema.server'
import type { DbTransaction } from './transaction.server'

function parseList(json: string | null): string[] {
  if (!json) return []
  const value: unknown = JSON.parse(json)
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : []
}

type OpeningRow = Omit<OpeningsTable, 'id' | 'status'> & { id: number; status: OpeningStatus }

async function readQuestions(db: DbTransaction | ReturnType<typeof getDb>, openingId: number) {
  const rows = await db
    .selectFrom('opening_questions')
    .select(['label', 'kind', 'choices', 'required'])
    .where('openingId', '=', openingId)
    .orderBy('position')
    .execute()
  return rows.map((row): OpeningQuestion => ({
    label: row.label,
    kind: row.kind,
    choices: parseList(row.choices),
    required: Boolean(row.required),
  }))
}

function toOpening(row: OpeningRow, questions: OpeningQuestion[]): Opening {
  return {
    ...row,
    responsibilities: parseList(row.responsibilities),
    skills: parseList(row.skills),
    questions,
  }
}

function storedFields(draft: OpeningDraft) {
  const { questions: _questions, responsibilities, skills, ...rest } = draft
  return { ...rest, responsibilities: JSON.stringify(responsibilities), skills: JSON.stringify(skills) }
}

export async function replaceOpeningQuestions(
  trx: DbTransaction,
  openingId: number,
  questions: OpeningQuestion[],
) {
  await trx.deleteFrom('opening_questions').where('openingId', '=', openingId).execute()
  if (!questions.length) return
  await trx
    .insertInto('opening_questions')
    .values(
      questions.map((q, position) => ({
        openingId,
        position,
        label: q.label,
        kind: q.kind,
        choices: q.kind === 'choice' ? JSON.stringify(q.choices) : null,
        required: q.required ? 1 : 0,
      })),
    )
    .execute()
}

/** `base`, or with `-2`, `-3` … when another opening has it. */
export async function uniqueOpeningSlug(
  trx: DbTransaction,
  base: string,
  exceptId?: number,
): Promise<string> {
  let query = trx
    .selectFrom('openings')
    .select('slug')
    .where((eb) => eb.or([eb('slug', '=', base), eb('slug', 'like', `${base}-%`)]))
  if (exceptId !== undefined) query = query.where('id', '!=', exceptId)
  const taken = new Set((await query.execute()).map((row) => row.slug))
  if (!taken.has(base)) return base
  for (let n = 2; ; n++) {
    const candidate = `${base}-${n}`
    if (!taken.has(candidate)) return candidate
  }
}

export async function findOpening(db: DbTransaction | ReturnType<typeof getDb>, id: number) {
  const row = await db.selectFrom('openings').selectAll().where('id', '=', id).executeTakeFirst()
  return row ? toOpening(row, await readQuestions(db, id)) : undefined
}

/** Inserts an opening's row (not its questions) and returns its id. */
export async function insertOpening(
  trx: DbTransaction,
  draft: OpeningDraft,
  row: { slug: string; status: OpeningStatus; openedAt: string | null; by: string | null; at: string },
): Promise<number> {
  const { id } = await trx
    .insertInto('openings')
    .values({
      ...storedFields(draft),
      slug: row.slug,
      status: row.status,
      openedAt: row.openedAt,
      createdBy: row.by,
      updatedBy: row.by,
      createdAt: row.at,
      updatedAt: row.at,
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  return id
}

/** The title, slug and first publication of an opening, read inside a transaction before changing it. */
export async function getOpeningAddress(trx: DbTransaction, id: number) {
  return trx
    .selectFrom('openings')
    .select(['title', 'slug', 'openedAt'])
    .where('id', '=', id)
    .executeTakeFirst()
}

/** Stores an opening's text (not its questions) under the given slug. */
export async function updateOpeningText(
  trx: DbTransaction,
  id: number,
  draft: OpeningDraft,
  row: { slug: string; by: string | null; at: string },
): Promise<void> {
  await trx
    .updateTable('openings')
    .set({ ...storedFields(draft), slug: row.slug, updatedBy: row.by, updatedAt: row.at })
    .where('id', '=', id)
    .execute()
}

/** Opens an opening to applications; the first publication dates it. */
export async function publishOpening(
  id: number,
  by: string | null,
  now = new Date(),
): Promise<Opening | undefined> {
  const at = nowIso(now)
  await getDb()
    .updateTable('openings')
    .set((eb) => ({
      status: 'open',
      openedAt: eb.fn.coalesce('openedAt', eb.val(at)),
      updatedBy: by,
      updatedAt: at,
    }))
    .where('id', '=', id)
    .execute()
  return getOpening(id)
}

/** Stops an opening taking applications; its page then says it is closed. */
export async function closeOpening(
  id: number,
  by: string | null,
  now = new Date(),
): Promise<Opening | undefined> {
  await getDb()
    .updateTable('openings')
    .set({ status: 'closed', updatedBy: by, updatedAt: nowIso(now) })
    .where('id', '=', id)
    .execute()
  return getOpening(id)
}

export async function getOpening(id: number): Promise<Opening | undefined> {
  return findOpening(getDb(), id)
}

export async function getOpeningBySlug(slug: string): Promise<Opening | undefined> {
  const row = await getDb().selectFrom('openings').selectAll().where('slug', '=', slug).executeTakeFirst()
  return row ? toOpening(row, await readQuestions(getDb(), row.id)) : undefined
}

/** The admin list: newest change first, with how many applications each opening has had. */
export async function listOpeningsForAdmin(filter: OpeningListFilter = {}): Promise<OpeningListItem[]> {
  let query = getDb()
    .selectFrom('openings')
    .select((eb) => {
      const applications = () =>
        eb.selectFrom('job_applications').whereRef('job_applications.openingId', '=', 'openings.id')
      return [
        'openings.id',
        'openings.slug',
        'openings.title',
        'openings.department',
        'openings.location',
        'openings.status',
        'openings.updatedAt',
        'openings.recruiter',
        applications()
          .select((e) => e.fn.countAll<number | string>().as('n'))
          .as('total'),
        applications()
          .where('job_applications.status', '=', 'new')
          .select((e) => e.fn.countAll<number | string>().as('n'))
          .as('fresh'),
        applications()
          .where('job_applications.status', 'not in', ['new', ...CLOSED_APPLICATION_STATUSES])
          .select((e) => e.fn.countAll<number | string>().as('n'))
          .as('inReview'),
      ]
    })
  if (filter.status) query = query.where('openings.status', '=', filter.status)
  if (filter.department) query = query.where('openings.department', '=', filter.department)
  if (filter.q) query = query.where(containsInsensitive(sql.ref('openings.title'), filter.q))
  const rows = await query.orderBy('openings.updatedAt', 'desc').orderBy('openings.id', 'desc').execute()
  return rows.map(({ total, fresh, inReview, ...row }) => ({
    ...row,
    applications: { new: Number(fresh ?? 0), inReview: Number(inReview ?? 0), total: Number(total ?? 0) },
  }))
}

/** The departments openings have, for the admin's filter. */
export async function listOpeningDepartments(): Promise<string[]> {
  const rows = await getDb()
    .selectFrom('openings')
    .select('department')
    .distinct()
    .orderBy('department')
    .execute()
  return rows.map((row) => row.department)
}

/** The openings job seekers can apply to, first opened first, with their questions. */
export async function listOpenOpenings(): Promise<Opening[]> {
  const rows = await getDb()
    .selectFrom('openings')
    .selectAll()
    .where('status', '=', 'open')
    .orderBy('openedAt')
    .orderBy('id')
    .execute()
  return Promise.all(rows.map(async (row) => toOpening(row, await readQuestions(getDb(), row.id))))
}

/** Inside an application's transaction: whether the opening still takes applications. */
export async function isOpeningOpen(trx: DbTransaction, id: number): Promise<boolean> {
  const row = await trx.selectFrom('openings').select('status').where('id', '=', id).executeTakeFirst()
  return row?.status === 'open'
}

/** Every opening, open first then by title, for the admin's filter of applications. */
export async function listOpeningChoices(): Promise<{ id: number; title: string; status: OpeningStatus }[]> {
  return getDb()
    .selectFrom('openings')
    .select(['id', 'title', 'status'])
    .orderBy('title')
    .orderBy('id')
    .execute()
}

/**
 * Closes the open openings whose last day is before `today` (YYYY-MM-DD) and returns them. One
 * statement: when two instances run it at once, each opening is closed (and reported) by one.
 */
export async function closeExpiredOpenings(
  today: string,
  now = new Date(),
): Promise<Array<{ id: number; title: string }>> {
  return getDb()
    .updateTable('openings')
    .set({ status: 'closed', updatedBy: null, updatedAt: nowIso(now) })
    .where('status', '=', 'open')
    .where('closesOn', 'is not', null)
    .where('closesOn', '<', today)
    .returning(['id', 'title'])
    .execute()
}

/** Every opening's slug, status and last change: small enough to read every second. */
export async function listOpeningStamps(): Promise<OpeningStamp[]> {
  return getDb()
    .selectFrom('openings')
    .select(['id', 'slug', 'title', 'status', 'closesOn', 'updatedAt'])
    .orderBy('id')
    .execute()
}

/** Whether any opening was ever stored. */
export async function countOpenings(): Promise<number> {
  const row = await getDb()
    .selectFrom('openings')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .executeTakeFirstOrThrow()
  return Number(row.n)
}

/** Removes an opening and its questions; applications to it keep the title they were sent for. */
export async function deleteOpening(id: number): Promise<boolean> {
  const result = await getDb().deleteFrom('openings').where('id', '=', id).executeTakeFirst()
  return Number(result.numDeletedRows) > 0
}
