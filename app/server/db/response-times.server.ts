import { sql } from 'kysely'
import { getDb } from './client.server'

/*
 * What the "how fast we serve them" report reads: briefs and applications received in a period
 * with the times of what staff did next. Reads across hire_briefs, job_applications,
 * record_events and shortlist_links; no rules here (the feature computes medians and targets).
 */

/** Briefs received from `start` to `end` (ISO), each with its first staff action, shortlist and win. */
export async function briefMilestones(start: string, end: string) {
  const rows = await getDb()
    .selectFrom('hire_briefs as b')
    .select([
      'b.id',
      'b.createdAt',
      'b.assignedTo',
      sql<string | null>`(select min(e.at) from record_events e
        where e.record_kind = 'brief' and e.record_id = b.id and e.actor is not null
          and e.kind in ('status', 'note', 'email', 'shortlist'))`.as('firstActionAt'),
      sql<string | null>`(select min(l.created_at) from shortlist_links l where l.brief_id = b.id)`.as(
        'shortlistAt',
      ),
      sql<string | null>`(select min(e.at) from record_events e
        where e.record_kind = 'brief' and e.record_id = b.id and e.kind = 'status'
          and e.data like '%"to":"won"%')`.as('wonAt'),
    ])
    .where('b.createdAt', '>=', start)
    .where('b.createdAt', '<', end)
    .execute()
  return rows
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
