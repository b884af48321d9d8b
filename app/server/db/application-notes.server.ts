import type { Kysely, Transaction } from 'kysely'
import { nowIso } from '~/lib/time'
import { getDb } from './client.server'
import type { Database } from './schema.server'

export interface ApplicationNote {
  id: number
  author: string
  body: string
  createdAt: string
}

export const MAX_NOTE_LENGTH = 2000

/** Adds a note; false when the application does not exist (any more). */
export async function addApplicationNote(
  applicationId: number,
  author: string,
  body: string,
  now = new Date(),
): Promise<boolean> {
  const exists = await getDb()
    .selectFrom('job_applications')
    .select('id')
    .where('id', '=', applicationId)
    .executeTakeFirst()
  if (!exists) return false
  await getDb()
    .insertInto('application_notes')
    .values({
      application_id: applicationId,
      author,
      body: body.slice(0, MAX_NOTE_LENGTH),
      created_at: nowIso(now),
    })
    .execute()
  return true
}

/** Oldest first: notes read as a conversation. */
export async function listApplicationNotes(applicationId: number): Promise<ApplicationNote[]> {
  const rows = await getDb()
    .selectFrom('application_notes')
    .select(['id', 'author', 'body', 'created_at'])
    .where('application_id', '=', applicationId)
    .orderBy('created_at')
    .orderBy('id')
    .execute()
  return rows.map(({ created_at, ...row }) => ({ ...row, createdAt: created_at }))
}

/** Retention: the notes on applications received before `iso`. Returns how many. */
export async function deleteNotesOfApplicationsReceivedBefore(
  executor: Kysely<Database> | Transaction<Database>,
  iso: string,
): Promise<number> {
  const result = await executor
    .deleteFrom('application_notes')
    .where('application_id', 'in', (eb) =>
      eb.selectFrom('job_applications').select('id').where('created_at', '<', iso),
    )
    .executeTakeFirst()
  return Number(result.numDeletedRows)
}
