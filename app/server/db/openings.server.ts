import { sql } from 'kysely'
import { linesToList, slugify, type OpeningFields, type OpeningStatus } from '~/contracts/openings'
import { CLOSED_APPLICATION_STATUSES } from '~/lib/constants'
import { nowIso } from '~/lib/time'
import { containsInsensitive, getDb } from './client.server'
import type { OpeningsTable } from './schema.server'
import { inTransaction, type DbTransaction } from './transaction.server'

import type { OpeningDraft, OpeningQuestion } from '~/contracts/openings'

export type { OpeningDraft, OpeningQuestion }

export interface Opening extends OpeningDraft {
  id: number
  slug: string
  status: OpeningStatus
  openedAt: string | null
  createdBy: string | null
  updatedBy: string | null
  createdAt: string
  updatedAt: string
}

export interface OpeningListItem {
  id: number
  slug: string
  title: string
  department: string
  location: string
  status: OpeningStatus
  updatedAt: string
  applications: { new: number; inReview: number; total: number }
}

export interface OpeningListFilter {
  status?: OpeningStatus
  department?: string
  /** Part of the title, any case. */
  q?: string
}

/** The admin form's validated fields as the opening to store. */
export function draftFromFields(fields: OpeningFields): OpeningDraft {
  return {
    title: fields.title,
    department: fields.department,
    location: fields.location,
    workplace: fields.workplace,
    employmentType: fields.employmentType,
    experienceFrom: fields.experienceFrom ?? null,
    experienceTo: fields.experienceTo ?? null,
    payFrom: fields.payFrom ?? null,
    payTo: fields.payTo ?? null,
    payCurrency:
      fields.payFrom !== undefined || fields.payTo !== undefined ? (fields.payCurrency ?? null) : null,
    payPeriod: fields.payFrom !== undefined || fields.payTo !== undefined ? (fields.payPeriod ?? null) : null,
    summary: fields.summary,
    responsibilities: linesToList(fields.responsibilities),
    skills: linesToList(fields.skills),
    closesOn: fields.closesOn || null,
    questions: fields.questions.map((q) => ({
      label: q.label,
      kind: q.kind,
      choices: q.kind === 'choice' ? linesToList(q.choices) : [],
      required: q.required,
    })),
  }
}

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

async function replaceQuestions(trx: DbTransaction, openingId: number, questions: OpeningQuestion[]) {
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

/** The title's slug, or with `-2`, `-3` … when another opening has it. */
async function uniqueSlug(trx: DbTransaction, title: string, exceptId?: number): Promise<string> {
  const base = slugify(title)
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

async function findOpening(db: DbTransaction | ReturnType<typeof getDb>, id: number) {
  const row = await db.selectFrom('openings').selectAll().where('id', '=', id).executeTakeFirst()
  return row ? toOpening(row, await readQuestions(db, id)) : undefined
}

export interface CreateOpeningOptions {
  by: string | null
  now?: Date
  /** Published at once (the seed); a new opening is a draft otherwise. */
  status?: OpeningStatus
  /** Keep this slug instead of deriving one (the seed keeps the site's existing addresses). */
  slug?: string
  /** When an opening published at once was first opened; `now` by default. */
  openedAt?: string
}

/** Stores a new opening with its questions, all or nothing. */
export async function createOpening(draft: OpeningDraft, options: CreateOpeningOptions): Promise<Opening> {
  const at = nowIso(options.now)
  const status = options.status ?? 'draft'
  return inTransaction(async (trx) => {
    const slug = options.slug ?? (await uniqueSlug(trx, draft.title))
    const { id } = await trx
      .insertInto('openings')
      .values({
        ...storedFields(draft),
        slug,
        status,
        openedAt: status === 'open' ? (options.openedAt ?? at) : null,
        createdBy: options.by,
        updatedBy: options.by,
        createdAt: at,
        updatedAt: at,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    await replaceQuestions(trx, id, draft.questions)
    const opening = await findOpening(trx, id)
    if (!opening) throw new Error('the new opening was not found')
    return opening
  })
}

/**
 * Saves an opening's text and replaces its questions in one transaction. The slug follows the
 * title until the opening is first published; after that its address never changes.
 */
export async function updateOpening(
  id: number,
  draft: OpeningDraft,
  by: string | null,
  now = new Date(),
): Promise<Opening | undefined> {
  return inTransaction(async (trx) => {
    const current = await trx
      .selectFrom('openings')
      .select(['title', 'slug', 'openedAt'])
      .where('id', '=', id)
      .executeTakeFirst()
    if (!current) return undefined
    const slug =
      current.openedAt === null && current.title !== draft.title
        ? await uniqueSlug(trx, draft.title, id)
        : current.slug
    await trx
      .updateTable('openings')
      .set({ ...storedFields(draft), slug, updatedBy: by, updatedAt: nowIso(now) })
      .where('id', '=', id)
      .execute()
    await replaceQuestions(trx, id, draft.questions)
    return findOpening(trx, id)
  })
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

/** What a public page needs to know of every opening: enough to tell open, closed and draft apart and to see a change. */
export interface OpeningStamp {
  id: number
  slug: string
  title: string
  status: OpeningStatus
  closesOn: string | null
  updatedAt: string
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
