import { sql } from 'kysely'
import { normalizeSkills, yearsFrom, type CandidateProfile } from '~/contracts/candidates'
import { getDb } from './client.server'
import { refreshCandidateSearch, removeCandidateSearch } from './candidate-search.server'
import { countMatches } from './list-page.server'
import type { CandidatesTable } from './schema.server'
import type { Selectable } from 'kysely'
import type { DbExecutor } from './transaction.server'

export type CandidateRow = Selectable<CandidatesTable>

/** An address as candidates are keyed by it: trimmed, lower-cased. */
export const normalizeEmail = (email: string) => email.trim().toLowerCase()

/** What an application tells its candidate's record. */
export interface ApplicantFacts {
  email: string
  fullName: string
  skills: string | null
  yearsOfExperience: string | null
  appliedAt: string
}

/** The record a merged one now lives in (or the record itself). */
async function survivorOf(executor: DbExecutor, id: number): Promise<number> {
  let current = id
  // Merges point at the surviving record directly (a merge re-points older merges), so
  // this loop takes one step; the bound guards against a cycle written by hand.
  for (let step = 0; step < 10; step++) {
    const row = await executor
      .selectFrom('candidates')
      .select('mergedInto')
      .where('id', '=', current)
      .executeTakeFirst()
    if (!row?.mergedInto) return current
    current = row.mergedInto
  }
  return current
}

/**
 * Inside an application's transaction: the candidate the application belongs to, by its address
 * (any case), created when the address is new; a merged record's address leads to the record it
 * was merged into. The record takes the applicant's name, and their skills and years when given.
 */
export async function joinCandidate(executor: DbExecutor, facts: ApplicantFacts): Promise<number> {
  const email = normalizeEmail(facts.email)
  const skills = normalizeSkills(facts.skills) || null
  const years = yearsFrom(facts.yearsOfExperience)
  // Two applications from a new address at once: one inserts, the other finds it.
  const inserted = await executor
    .insertInto('candidates')
    .values({
      emailNormalized: email,
      fullName: facts.fullName,
      skills,
      yearsOfExperience: years,
      lastAppliedAt: facts.appliedAt,
      createdAt: facts.appliedAt,
      headline: null,
      mergedInto: null,
    })
    .onConflict((oc) => oc.column('emailNormalized').doNothing())
    .returning('id')
    .executeTakeFirst()
  if (inserted) return inserted.id
  const existing = await executor
    .selectFrom('candidates')
    .select('id')
    .where('emailNormalized', '=', email)
    .executeTakeFirstOrThrow()
  const id = await survivorOf(executor, existing.id)
  await executor
    .updateTable('candidates')
    .set((eb) => ({
      fullName: facts.fullName,
      ...(skills ? { skills } : {}),
      ...(years !== null ? { yearsOfExperience: years } : {}),
      lastAppliedAt: sql<string>`case when ${eb.ref('lastAppliedAt')} > ${facts.appliedAt} then ${eb.ref('lastAppliedAt')} else ${facts.appliedAt} end`,
    }))
    .where('id', '=', id)
    .execute()
  return id
}

/** A candidate's record, merged or not; undefined when there is none. */
export async function getCandidate(id: number): Promise<CandidateRow | undefined> {
  const row = await getDb().selectFrom('candidates').selectAll().where('id', '=', id).executeTakeFirst()
  return (
    row && {
      ...row,
      yearsOfExperience: row.yearsOfExperience === null ? null : Number(row.yearsOfExperience),
    }
  )
}

/** The records merged into this one (their addresses are this person's too). */
export async function listMergedCandidates(
  id: number,
): Promise<Pick<CandidateRow, 'id' | 'emailNormalized'>[]> {
  return getDb()
    .selectFrom('candidates')
    .select(['id', 'emailNormalized'])
    .where('mergedInto', '=', id)
    .orderBy('id')
    .execute()
}

/** The (surviving) record of an address, if any. */
export async function findCandidateIdByEmail(email: string): Promise<number | undefined> {
  const row = await getDb()
    .selectFrom('candidates')
    .select('id')
    .where('emailNormalized', '=', normalizeEmail(email))
    .executeTakeFirst()
  return row ? survivorOf(getDb(), row.id) : undefined
}

/**
 * Every address of the person an address belongs to: the surviving record's and those of the
 * records merged into it (privacy requests reach them all). Just the address when no candidate has it.
 */
export async function listPersonEmails(email: string): Promise<string[]> {
  const id = await findCandidateIdByEmail(email)
  if (id === undefined) return [normalizeEmail(email)]
  const rows = await getDb()
    .selectFrom('candidates')
    .select('emailNormalized')
    .where((eb) => eb.or([eb('id', '=', id), eb('mergedInto', '=', id)]))
    .orderBy('id')
    .execute()
  return rows.map((r) => r.emailNormalized)
}

/** Staff's corrections to a record (headline, skills, years, the profile for clients); false when there is no such record. */
export async function updateCandidateProfile(id: number, profile: CandidateProfile): Promise<boolean> {
  return getDb()
    .transaction()
    .execute(async (trx) => {
      const result = await trx
        .updateTable('candidates')
        .set(profile)
        .where('id', '=', id)
        .where('mergedInto', 'is', null)
        .executeTakeFirst()
      if (Number(result.numUpdatedRows) === 0) return false
      await refreshCandidateSearch(trx, id)
      return true
    })
}

/** Candidates' records that were not merged into another, among these ids. */
export async function listUnmergedCandidates(
  executor: DbExecutor,
  ids: readonly number[],
): Promise<CandidateRow[]> {
  if (ids.length === 0) return []
  return executor
    .selectFrom('candidates')
    .selectAll()
    .where('id', 'in', ids)
    .where('mergedInto', 'is', null)
    .execute()
}

/** A merge: the records merged into `fromId` now point at `toId` (merges point at the survivor directly). */
export async function repointMergedCandidates(executor: DbExecutor, fromId: number, toId: number) {
  await executor
    .updateTable('candidates')
    .set({ mergedInto: toId })
    .where('mergedInto', '=', fromId)
    .execute()
}

/** A merge: record `id` now lives in `intoId` (it keeps its address, so its page leads there). */
export async function markCandidateMerged(executor: DbExecutor, id: number, intoId: number) {
  await executor.updateTable('candidates').set({ mergedInto: intoId }).where('id', '=', id).execute()
}

/** The facts a merge settles on the surviving record. */
export type CandidateFacts = Pick<
  CandidateRow,
  | 'lastAppliedAt'
  | 'createdAt'
  | 'headline'
  | 'skills'
  | 'yearsOfExperience'
  | 'profileSummary'
  | 'education'
  | 'languages'
>

export async function updateCandidateFacts(executor: DbExecutor, id: number, facts: CandidateFacts) {
  await executor.updateTable('candidates').set(facts).where('id', '=', id).execute()
}

/**
 * Inside an erasure or a purge, after applications were deleted: the records left without any
 * application go (with the records merged into them, their search documents and their shortlist
 * entries, which leave every client page with them); the others' facts are read again from the
 * applications they keep. Returns the ids that went and how many shortlist entries went with them.
 */
export async function settleCandidatesAfterDeletion(
  executor: DbExecutor,
  candidateIds: readonly number[],
): Promise<{ gone: number[]; shortlistEntries: number }> {
  if (candidateIds.length === 0) return { gone: [], shortlistEntries: 0 }
  const rows = await executor
    .selectFrom('candidates as c')
    .select('c.id')
    .select((eb) =>
      eb
        .selectFrom('job_applications as a')
        .select((sub) => sub.fn.max('a.createdAt').as('latest'))
        .whereRef('a.candidateId', '=', 'c.id')
        .as('latest'),
    )
    .where('c.id', 'in', [...new Set(candidateIds)])
    .where('c.mergedInto', 'is', null)
    .execute()
  const empty = rows.filter((r) => r.latest === null).map((r) => r.id)
  const merged = empty.length
    ? await executor.selectFrom('candidates').select('id').where('mergedInto', 'in', empty).execute()
    : []
  const gone = [...empty, ...merged.map((r) => r.id)]
  let shortlistEntries = 0
  if (gone.length) {
    await removeCandidateSearch(executor, empty)
    const entries = await executor
      .deleteFrom('shortlist_entries')
      .where('candidateId', 'in', gone)
      .executeTakeFirst()
    shortlistEntries = Number(entries.numDeletedRows)
    await executor.deleteFrom('candidates').where('mergedInto', 'in', empty).execute()
    await executor.deleteFrom('candidates').where('id', 'in', empty).execute()
  }
  for (const row of rows) {
    if (row.latest === null) continue
    await executor
      .updateTable('candidates')
      .set({ lastAppliedAt: row.latest })
      .where('id', '=', row.id)
      .execute()
    await refreshCandidateSearch(executor, row.id)
  }
  return { gone, shortlistEntries }
}

export async function countCandidates(): Promise<number> {
  return countMatches(getDb().selectFrom('candidates').where('mergedInto', 'is', null))
}
