import { sql, type RawBuilder } from 'kysely'
import { getDb } from './client.server'

/*
 * What the "how fast we serve them" report and each brief's pace read: briefs and applications
 * received in a period with the times of what staff did next. Reads across hire_briefs,
 * job_applications, record_events and shortlist_links; no rules here (the features compute medians,
 * targets and the step a brief waits in).
 */

/**
 * A shortlist event that moved an entry to `stage`: since the events keep the stage they moved an
 * entry to (`stage`); before that they said it only in their sentence, which is frozen as it was
 * written then (`legacyChange`, the sentence's start), so older briefs keep their times.
 */
const movedTo = (briefId: string, stage: string, legacyChange: string) => sql<string | null>`(
  select min(e.at) from record_events e
  where e.record_kind = 'brief' and e.record_id = ${sql.ref(briefId)} and e.kind = 'shortlist'
    and (e.data like ${`%"stage":"${stage}"%`} or e.data like ${`%"change":"${legacyChange}%`}))`

/**
 * A brief's milestones, each the first time it happened (null while it has not), as expressions
 * on the brief whose id is the column `briefId` (e.g. 'hire_briefs.id'): the one definition the
 * traffic report's response times, a brief's pace and the list's "waiting longest" order share.
 */
export function briefMilestoneColumns(briefId: string) {
  const id = sql.ref(briefId)
  return {
    /** The first thing a member did on it: a stage change, a note, an e-mail or a shortlist change. */
    firstActionAt: sql<string | null>`(select min(e.at) from record_events e
      where e.record_kind = 'brief' and e.record_id = ${id} and e.actor is not null
        and e.kind in ('status', 'note', 'email', 'shortlist'))`,
    /** The first link to its shortlist sent to the client. */
    shortlistAt: sql<
      string | null
    >`(select min(l.created_at) from shortlist_links l where l.brief_id = ${id})`,
    /** The first candidate of its shortlist moved to "Interviewing" (Interview arranged). */
    interviewAt: movedTo(briefId, 'interviewing', 'Stage: Interviewing'),
    /** The first candidate of its shortlist placed with the client. */
    placedAt: movedTo(briefId, 'placed', 'Placed, starting'),
    /** The brief marked won. */
    wonAt: sql<string | null>`(select min(e.at) from record_events e
      where e.record_kind = 'brief' and e.record_id = ${id} and e.kind = 'status'
        and e.data like '%"to":"won"%')`,
  } satisfies Record<string, RawBuilder<string | null>>
}

/**
 * Since when a brief waits in its current step: the time of the furthest milestone it reached
 * (placement, first interview, shortlist shared, first reply), else its arrival. Steps may be
 * skipped (a candidate placed without an interview), so the furthest counts, not the latest.
 */
export function briefWaitingSince(briefId: string, createdAt: string) {
  const m = briefMilestoneColumns(briefId)
  return sql<string>`coalesce(${m.placedAt}, ${m.interviewAt}, ${m.shortlistAt}, ${m.firstActionAt}, ${sql.ref(createdAt)})`
}

/** Briefs received from `start` to `end` (ISO), each with its milestones. */
export async function briefMilestones(start: string, end: string) {
  const m = briefMilestoneColumns('b.id')
  const rows = await getDb()
    .selectFrom('hire_briefs as b')
    .select([
      'b.id',
      'b.createdAt',
      'b.assignedTo',
      m.firstActionAt.as('firstActionAt'),
      m.shortlistAt.as('shortlistAt'),
      m.interviewAt.as('interviewAt'),
      m.wonAt.as('wonAt'),
    ])
    .where('b.createdAt', '>=', start)
    .where('b.createdAt', '<', end)
    .execute()
  return rows
}

/** One brief's arrival and milestones; null when there is no such brief. */
export async function milestonesOfBrief(id: number) {
  const m = briefMilestoneColumns('hire_briefs.id')
  const row = await getDb()
    .selectFrom('hire_briefs')
    .select([
      'createdAt',
      m.firstActionAt.as('firstActionAt'),
      m.shortlistAt.as('shortlistAt'),
      m.interviewAt.as('interviewAt'),
      m.placedAt.as('placedAt'),
    ])
    .where('id', '=', id)
    .executeTakeFirst()
  return row ?? null
}

/** Applications received from `start` to `end` (ISO), each with its first stage change by staff. */
export async function applicationMilestones(start: string, end: string) {
  return getDb()
    .selectFrom('job_applications as a')
    .select([
      'a.id',
      'a.createdAt',
      'a.assignedTo',
      sql<string | null>`(select min(e.at) from record_events e
        where e.record_kind = 'application' and e.record_id = a.id and e.kind = 'status'
          and e.actor is not null)`.as('firstStageAt'),
    ])
    .where('a.createdAt', '>=', start)
    .where('a.createdAt', '<', end)
    .execute()
}
