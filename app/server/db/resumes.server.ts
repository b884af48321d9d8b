import type { Transaction } from 'kysely'
import { getDb } from './client.server'
import { countMatches } from './list-page.server'
import { queueResumeText } from './resume-texts.server'
import type { Database, ResumeRow } from './schema.server'
import type { DbExecutor } from './transaction.server'

export interface NewResume {
  /** The unique stored key: random, with the extension of the detected type. */
  fileName: string
  /** What the applicant's file was called, cleaned of paths and control characters. */
  originalName: string
  contentType: string
  size: number
  sha256: string
  data: Uint8Array
}

/** What the admin sees of a resume beside its application. */
export type ResumeSummary = Pick<ResumeRow, 'fileName' | 'originalName' | 'contentType' | 'size'>

/** A stored resume, for the download. */
export type ResumeFile = Omit<ResumeRow, 'id'>

/**
 * Inside the application's transaction (see createJobApplication): stores the file and queues its
 * text to be read off the request path (app/server/resumes). Returns the resume's id.
 */
export async function insertResume(
  trx: Transaction<Database>,
  applicationId: number,
  resume: NewResume,
): Promise<number> {
  const { id } = await trx
    .insertInto('resumes')
    .values({
      ...resume,
      applicationId,
      data: Buffer.from(resume.data.buffer, resume.data.byteOffset, resume.data.byteLength),
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  await queueResumeText(trx, id)
  return id
}

/**
 * An applicant's new resume in place of the old one (inside their transaction): the old bytes are
 * deleted, and the new file gets a key of its own, so a download link to the old one stops working.
 */
export async function replaceResume(trx: Transaction<Database>, applicationId: number, resume: NewResume) {
  await trx.deleteFrom('resumes').where('applicationId', '=', applicationId).execute()
  await insertResume(trx, applicationId, resume)
}

/** The stored file for a download, by its key; undefined when there is none. */
export async function getResumeFile(fileName: string): Promise<ResumeFile | undefined> {
  const row = await getDb()
    .selectFrom('resumes')
    .select(['applicationId', 'fileName', 'originalName', 'contentType', 'size', 'sha256', 'data'])
    .where('fileName', '=', fileName)
    .executeTakeFirst()
  if (!row) return undefined
  return {
    ...row,
    size: Number(row.size),
    data: Buffer.isBuffer(row.data) ? row.data : Buffer.from(row.data),
  }
}

export async function countResumes(): Promise<number> {
  return countMatches(getDb().selectFrom('resumes'))
}

/** Retention: the resumes of applications received before `iso`. Returns how many. */
export async function deleteResumesOfApplicationsReceivedBefore(
  executor: DbExecutor,
  iso: string,
): Promise<number> {
  const result = await executor
    .deleteFrom('resumes')
    .where('applicationId', 'in', (eb) =>
      eb.selectFrom('job_applications').select('id').where('createdAt', '<', iso),
    )
    .executeTakeFirst()
  return Number(result.numDeletedRows)
}
