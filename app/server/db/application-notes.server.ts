import type { Kysely, Transaction } from 'kysely'
import { nowIso } from '~/lib/time'
import { getDb } from './client.server'
import type { ApplicationNoteRow, Database } from './schema.server'

export type ApplicationNote = Omit<ApplicationNoteRow, 'applicationId'>

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
      applicationId,
      author,
      body: body.slice(0, MAX_NOTE_LENGTH),
      createdAt: nowIso(now),
    })
    .execute()
  return true
}

/** Oldest first: notes read as a conversation. */
export async function listApplicationNotes(applicationId: number): Promise<ApplicationNote[]> {
  return getDb()
    .selectFrom('application_notes')
    .select(['id', 'author', 'body', 'createdAt'])
    .where('applicationId', '=', applicationId)
    .orderBy('createdAt')
    .orderBy('id')
    .execute()
}

/** The notes of several applications (a candidate's page), oldest first, by application id. */
export async function listNotesOfApplications(
  applicationIds: readonly number[],
): Promise<Map<number, ApplicationNote[]>> {
  const notes = new Map<number, ApplicationNote[]>()
  if (applicationIds.length === 0) return notes
  const rows = await getDb()
    .selectFrom('application_notes')
    .select(['id', 'applicationId', 'author', 'body', 'createdAt'])
    .where('applicationId', 'in', applicationIds)
    .orderBy('createdAt')
    .orderBy('id')
    .execute()
  for (const { applicationId, ...note } of rows) {
    const list = notes.get(applicationId)
    if (list) list.push(note)
    else notes.set(applicationId, [note])
  }
  return notes
}

/** Retention: the notes on applications received before `iso`. Returns how many. */
export async function deleteNotesOfApplicationsReceivedBefore(
  executor: Kysely<Database> | Transaction<Database>,
  iso: string,
): Promise<number> {
  const result = await executor
    .deleteFrom('application_notes')
    .where('applicationId', 'in', (eb) =>
      eb.selectFrom('job_applications').select('id').where('createdAt', '<', iso),
    )
    .executeTakeFirst()
  return Number(result.numDeletedRows)
}
