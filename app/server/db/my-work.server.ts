import { sql, type ExpressionBuilder } from 'kysely'
import type { RecordKind } from '~/contracts/record-events'
import type { RecordRef } from '~/contracts/records'
import { getDatabase, getDb } from './client.server'
import type { Database } from './schema.server'

/*
 * What a member's My work reads: the records they own and what happened on them, across
 * hire_briefs, shortlist_entries, candidates, job_applications, record_events and seen_events. No
 * rules here: the my-work feature decides what waits on whom (the promise, the ages, who may read).
 */

/** Not marked seen by the member (an event aliased `e`). */
const unseenBy =
  (username: string) => (eb: ExpressionBuilder<Database & { e: Database['record_events'] }, 'e'>) =>
    eb.not(
      eb.exists(
        eb
          .selectFrom('seen_events as s')
          .select('s.id')
          .whereRef('s.eventId', '=', 'e.id')
          .where('s.staffUsername', '=', username),
      ),
    )

/**
 * Shortlist entries on briefs the member owns where the client has spoken and staff have not yet
 * moved: an interview asked for and not arranged, or a decline.
 */
export async function listAnsweredEntriesOnBriefsOf(username: string) {
  return getDb()
    .selectFrom('shortlist_entries as e')
    .innerJoin('hire_briefs as b', 'b.id', 'e.briefId')
    .innerJoin('candidates as c', 'c.id', 'e.candidateId')
    .select([
      'e.id',
      'e.briefId',
      'e.candidateId',
      'e.stage',
      'e.answeredAt',
      'e.updatedAt',
      'b.reference',
      'b.company',
      'c.fullName',
    ])
    .where('b.assignedTo', '=', username)
    .where('e.stage', 'in', ['interview-requested', 'declined'])
    .orderBy('e.id')
    .execute()
}

/** The clients' answers on these briefs' timelines that the member has not marked seen, oldest first. */
export async function listUnseenClientAnswers(username: string, briefIds: readonly number[]) {
  if (briefIds.length === 0) return []
  return getDb()
    .selectFrom('record_events as e')
    .select(['e.id', 'e.recordId', 'e.data', 'e.at'])
    .where('e.recordKind', '=', 'brief')
    .where('e.kind', '=', 'client-answer')
    .where('e.recordId', 'in', briefIds)
    .where(unseenBy(username))
    .orderBy('e.at')
    .orderBy('e.id')
    .execute()
}

/**
 * Candidates' answers to requests to put them forward (shortlist events with a consent answer, on
 * the brief's timeline) on briefs the member owns, not marked seen by them, oldest first.
 */
export async function listUnseenCandidateAnswers(username: string) {
  const consent =
    getDatabase().kind === 'postgres'
      ? sql<string>`(e.data::jsonb ->> 'consent')`
      : sql<string>`json_extract(e.data, '$.consent')`
  return getDb()
    .selectFrom('record_events as e')
    .innerJoin('hire_briefs as b', 'b.id', 'e.recordId')
    .select(['e.id', 'e.recordId', 'e.data', 'e.at'])
    .where('e.recordKind', '=', 'brief')
    .where('e.kind', '=', 'shortlist')
    .where('b.assignedTo', '=', username)
    .where(consent, 'in', ['accepted', 'corrected', 'declined'])
    .where(unseenBy(username))
    .orderBy('e.at')
    .orderBy('e.id')
    .execute()
}

/**
 * The client's answers after an interview (shortlist events with an `outcome`, on the brief's
 * timeline) about interviews the member arranges, not marked seen by them, oldest first; each with
 * where its shortlist entry and its interview stand now (an answer acted on leaves the queue).
 */
export async function listUnseenInterviewOutcomes(username: string) {
  const postgres = getDatabase().kind === 'postgres'
  const outcome = postgres
    ? sql<string>`(e.data::jsonb ->> 'outcome')`
    : sql<string>`json_extract(e.data, '$.outcome')`
  const candidateId = postgres
    ? sql<number>`((e.data::jsonb ->> 'candidateId')::integer)`
    : sql<number>`json_extract(e.data, '$.candidateId')`
  return getDb()
    .selectFrom('record_events as e')
    .innerJoin('shortlist_entries as se', (join) =>
      join.onRef('se.briefId', '=', 'e.recordId').on('se.candidateId', '=', candidateId),
    )
    .innerJoin('interviews as i', 'i.entryId', 'se.id')
    .select([
      'e.id',
      'e.recordId',
      'e.data',
      'e.at',
      'se.id as entryId',
      'se.stage',
      'i.state',
      'i.id as interviewId',
    ])
    .where('e.recordKind', '=', 'brief')
    .where('e.kind', '=', 'shortlist')
    .where('i.ownerUsername', '=', username)
    .where(outcome, 'in', ['another-round', 'offer', 'declined'])
    .where(unseenBy(username))
    .orderBy('e.at')
    .orderBy('e.id')
    .execute()
}

/** Briefs the member owns that are still new. */
export async function listNewBriefsOf(username: string) {
  return getDb()
    .selectFrom('hire_briefs')
    .select(['id', 'reference', 'company', 'createdAt'])
    .where('assignedTo', '=', username)
    .where('status', '=', 'new')
    .orderBy('createdAt')
    .orderBy('id')
    .execute()
}

/**
 * Applications still new that the member owns, or that nobody owns on an opening whose recruiter
 * the member is.
 */
export async function listNewApplicationsOf(username: string) {
  return getDb()
    .selectFrom('job_applications as a')
    .leftJoin('openings as o', 'o.id', 'a.openingId')
    .select(['a.id', 'a.reference', 'a.fullName', 'a.createdAt'])
    .where('a.status', '=', 'new')
    .where((eb) =>
      eb.or([
        eb('a.assignedTo', '=', username),
        eb.and([eb('a.assignedTo', 'is', null), eb('o.recruiter', '=', username)]),
      ]),
    )
    .orderBy('a.createdAt')
    .orderBy('a.id')
    .execute()
}

/**
 * Withdrawals of applications the member owns, still withdrawn, that someone else recorded (the
 * applicant, or another member) and the member has not marked seen.
 */
export async function listUnseenWithdrawals(username: string) {
  return getDb()
    .selectFrom('record_events as e')
    .innerJoin('job_applications as a', 'a.id', 'e.recordId')
    .select(['e.id', 'e.at', 'e.actor', 'a.id as applicationId', 'a.reference', 'a.fullName'])
    .where('e.recordKind', '=', 'application')
    .where('e.kind', '=', 'withdrawn')
    .where('a.assignedTo', '=', username)
    .where('a.status', '=', 'withdrawn')
    .where((eb) => eb.or([eb('e.actor', 'is', null), eb('e.actor', '<>', username)]))
    .where(unseenBy(username))
    .orderBy('e.at')
    .orderBy('e.id')
    .execute()
}

/**
 * Notes by others whose text holds `@username` (any case), not marked seen by the member. A
 * coarse match: the feature checks that the name stands as a word ("@asha" is not "@ashan").
 */
export async function listUnseenNotesNaming(username: string) {
  // `_` is a LIKE wildcard and usernames may hold it: it only widens the match the feature narrows.
  const pattern = `%@${username.toLowerCase()}%`
  return getDb()
    .selectFrom('record_events as e')
    .select(['e.id', 'e.recordKind', 'e.recordId', 'e.actor', 'e.data', 'e.at'])
    .where('e.kind', '=', 'note')
    .where(sql`lower(e.data)`, 'like', pattern)
    .where((eb) => eb.or([eb('e.actor', 'is', null), eb('e.actor', '<>', username)]))
    .where(unseenBy(username))
    .orderBy('e.at')
    .orderBy('e.id')
    .execute()
}

/** A timeline event by id, with its kind and record (to check what a member marks seen). */
export async function getEventRef(id: number) {
  return getDb()
    .selectFrom('record_events')
    .select(['id', 'recordKind', 'recordId', 'kind'])
    .where('id', '=', id)
    .executeTakeFirst()
}

export interface RecordName {
  /** The reference a visitor was given; null for a candidate, who has none. */
  reference: string | null
  /** What the record is called: the person's name, or a brief's company. */
  name: string
}

const key = (kind: RecordKind, id: number) => `${kind}:${id}`

/** The reference and name of each record that exists, by `kind:id`. */
export async function listRecordNames(records: readonly RecordRef[]): Promise<Map<string, RecordName>> {
  const ids = (kind: RecordKind) => [...new Set(records.filter((r) => r.kind === kind).map((r) => r.id))]
  const none = Promise.resolve([])
  const db = getDb()
  const [applications, briefs, contacts, candidates] = await Promise.all([
    ids('application').length
      ? db
          .selectFrom('job_applications')
          .select(['id', 'reference', 'fullName as name'])
          .where('id', 'in', ids('application'))
          .execute()
      : none,
    ids('brief').length
      ? db
          .selectFrom('hire_briefs')
          .select(['id', 'reference', 'company as name'])
          .where('id', 'in', ids('brief'))
          .execute()
      : none,
    ids('contact').length
      ? db
          .selectFrom('contact_submissions')
          .select(['id', 'reference', 'name'])
          .where('id', 'in', ids('contact'))
          .execute()
      : none,
    ids('candidate').length
      ? db
          .selectFrom('candidates')
          .select(['id', 'fullName as name'])
          .where('id', 'in', ids('candidate'))
          .execute()
      : none,
  ])
  const names = new Map<string, RecordName>()
  for (const r of applications) names.set(key('application', r.id), { reference: r.reference, name: r.name })
  for (const r of briefs) names.set(key('brief', r.id), { reference: r.reference, name: r.name })
  for (const r of contacts) names.set(key('contact', r.id), { reference: r.reference, name: r.name })
  for (const r of candidates) names.set(key('candidate', r.id), { reference: null, name: r.name })
  return names
}
