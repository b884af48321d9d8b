import { sql } from 'kysely'
import { getDb } from './client.server'

/*
 * The source columns (migration 0023) of the three kinds of submission: contact messages,
 * applications and hiring briefs. One module for the three, as they hold the same five columns.
 */

export const SUBMISSION_KINDS = ['contact', 'application', 'brief'] as const
export type SubmissionKind = (typeof SUBMISSION_KINDS)[number]

const TABLES = {
  contact: 'contact_submissions',
  application: 'job_applications',
  brief: 'hire_briefs',
} as const

export interface StoredSource {
  sourceLanding: string | null
  sourceReferrer: string | null
  sourceCampaign: string | null
  sourceMedium: string | null
  sourceName: string | null
}

/** Sets a submission's source. */
export async function setSubmissionSource(kind: SubmissionKind, id: number, source: StoredSource) {
  await getDb().updateTable(TABLES[kind]).set(source).where('id', '=', id).execute()
}

/** A submission's source, or undefined when the record is not there. */
export async function getSubmissionSource(
  kind: SubmissionKind,
  id: number,
): Promise<StoredSource | undefined> {
  return getDb()
    .selectFrom(TABLES[kind])
    .select(['sourceLanding', 'sourceReferrer', 'sourceCampaign', 'sourceMedium', 'sourceName'])
    .where('id', '=', id)
    .executeTakeFirst()
}

/** Submissions received from `start` (inclusive) to `end` (exclusive), ISO times, per kind, source and campaign. */
export async function countSubmissionsBySource(start: string, end: string) {
  const counts: { kind: SubmissionKind; source: string; campaign: string; count: number }[] = []
  for (const kind of SUBMISSION_KINDS) {
    const rows = await getDb()
      .selectFrom(TABLES[kind])
      .select([
        sql<string>`coalesce(source_name, '')`.as('source'),
        sql<string>`coalesce(source_campaign, '')`.as('campaign'),
        sql<string | number>`count(*)`.as('count'),
      ])
      .where('createdAt', '>=', start)
      .where('createdAt', '<', end)
      .groupBy([sql`coalesce(source_name, '')`, sql`coalesce(source_campaign, '')`])
      .execute()
    for (const row of rows) counts.push({ kind, ...row, count: Number(row.count) })
  }
  return counts
}
