import { sql } from 'kysely'
import type { ResumeTextStatus } from '~/contracts/candidates'
import { isoAfter, nowIso } from '~/lib/time'
import { getDatabase, getDb } from './client.server'
import { refreshCandidateSearch } from './candidate-search.server'
import type { DbExecutor } from './transaction.server'

/**
 * The text read out of each resume, and the queue of resumes still to read (app/server/resumes
 * reads them off the request path). A row is claimed for a while before its file is read, so
 * several instances on one PostgreSQL never read the same file at once; a file whose reading
 * stopped its job this many times is marked unreadable.
 */
export const MAX_READ_ATTEMPTS = 3

/** Inside the application's transaction: the new resume waits for its text to be read. */
export async function queueResumeText(executor: DbExecutor, resumeId: number): Promise<void> {
  await executor
    .insertInto('resume_texts')
    .values({ resumeId, status: 'pending', attempts: 0, queuedAt: nowIso() })
    .execute()
}

export interface ClaimedResume {
  resumeId: number
  contentType: string
  size: number
  data: Buffer
}

/**
 * Claims up to `limit` resumes waiting for their text, for `leaseMs`, and returns their ids. Rows
 * whose reading failed MAX_READ_ATTEMPTS times (a file that crashes or outlives the reader) are
 * marked unreadable instead. PostgreSQL: concurrent jobs skip each other's rows.
 */
export async function claimPendingResumeTexts(limit: number, leaseMs: number): Promise<number[]> {
  const db = getDb()
  const now = nowIso()
  await db
    .updateTable('resume_texts')
    .set({ status: 'unreadable', extractedAt: now, claimedUntil: null })
    .where('status', '=', 'pending')
    .where('attempts', '>=', MAX_READ_ATTEMPTS)
    .where((eb) => eb.or([eb('claimedUntil', 'is', null), eb('claimedUntil', '<', now)]))
    .execute()
  const lock = getDatabase().kind === 'postgres' ? sql`for update skip locked` : sql``
  const due = sql<{ resume_id: number }>`
    select resume_id from resume_texts
    where status = 'pending' and attempts < ${MAX_READ_ATTEMPTS}
      and (claimed_until is null or claimed_until < ${now})
    order by queued_at, resume_id
    limit ${limit}
    ${lock}`
  const claimed = await db
    .updateTable('resume_texts')
    .set((eb) => ({ claimedUntil: isoAfter(leaseMs), attempts: eb('attempts', '+', 1) }))
    .where('resumeId', 'in', sql<number>`(${due})`)
    .returning('resumeId')
    .execute()
  return claimed.map((r) => r.resumeId).sort((a, b) => a - b)
}

/** A claimed resume's file; undefined when it was erased meanwhile. */
export async function readClaimedResume(resumeId: number): Promise<ClaimedResume | undefined> {
  const row = await getDb()
    .selectFrom('resumes')
    .select(['id', 'contentType', 'size', 'data'])
    .where('id', '=', resumeId)
    .executeTakeFirst()
  if (!row) return undefined
  return {
    resumeId: row.id,
    contentType: row.contentType,
    size: Number(row.size),
    data: Buffer.isBuffer(row.data) ? row.data : Buffer.from(row.data),
  }
}

export type ResumeTextOutcome = { status: 'done'; text: string } | { status: 'unreadable' }

/**
 * Stores what reading a resume gave, and writes its candidate's search document again in the same
 * transaction, so the text is searchable the moment it is stored. False when the resume is gone.
 */
export async function completeResumeText(resumeId: number, outcome: ResumeTextOutcome): Promise<boolean> {
  return getDb()
    .transaction()
    .execute(async (trx) => {
      const result = await trx
        .updateTable('resume_texts')
        .set({
          status: outcome.status,
          text: outcome.status === 'done' ? outcome.text : null,
          extractedAt: nowIso(),
          claimedUntil: null,
        })
        .where('resumeId', '=', resumeId)
        .executeTakeFirst()
      if (Number(result.numUpdatedRows) === 0) return false
      const owner = await trx
        .selectFrom('resumes as r')
        .innerJoin('job_applications as a', 'a.id', 'r.applicationId')
        .select('a.candidateId')
        .where('r.id', '=', resumeId)
        .executeTakeFirst()
      if (owner?.candidateId) await refreshCandidateSearch(trx, owner.candidateId)
      return true
    })
}

/** How many resumes wait for their text (the health check's figure). */
export async function countPendingResumeTexts(): Promise<number> {
  const row = await getDb()
    .selectFrom('resume_texts')
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .where('status', '=', 'pending')
    .executeTakeFirstOrThrow()
  return Number(row.n)
}

/** Where reading each of these resumes stands (the candidate's page). */
export async function getResumeTextStatuses(
  resumeIds: readonly number[],
): Promise<Map<number, ResumeTextStatus>> {
  if (resumeIds.length === 0) return new Map()
  const rows = await getDb()
    .selectFrom('resume_texts')
    .select(['resumeId', 'status'])
    .where('resumeId', 'in', resumeIds)
    .execute()
  return new Map(rows.map((r) => [r.resumeId, r.status]))
}

/** The text read from a person's resumes, for their privacy export. */
export async function listResumeTextsOfApplications(
  applicationIds: readonly number[],
): Promise<{ applicationId: number; status: ResumeTextStatus; text: string | null }[]> {
  if (applicationIds.length === 0) return []
  return getDb()
    .selectFrom('resume_texts as t')
    .innerJoin('resumes as r', 'r.id', 't.resumeId')
    .select(['r.applicationId', 't.status', 't.text'])
    .where('r.applicationId', 'in', applicationIds)
    .execute()
}

/**
 * The text read from a candidate's newest resume that has one, with the reference of the
 * application it came with (drafting the profile for clients); undefined when no resume was read.
 */
export async function getLatestResumeTextOf(
  candidateId: number,
): Promise<{ applicationReference: string; text: string } | undefined> {
  const row = await getDb()
    .selectFrom('job_applications as a')
    .innerJoin('resumes as r', 'r.applicationId', 'a.id')
    .innerJoin('resume_texts as t', 't.resumeId', 'r.id')
    .select(['a.reference', 't.text'])
    .where('a.candidateId', '=', candidateId)
    .where('t.status', '=', 'done')
    .where('t.text', 'is not', null)
    .orderBy('a.createdAt', 'desc')
    .orderBy('a.id', 'desc')
    .executeTakeFirst()
  return row?.text ? { applicationReference: row.reference, text: row.text } : undefined
}
