import type { Kysely, Transaction } from 'kysely'
import { getDb } from './client.server'
import type { Database } from './schema.server'

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

export interface ResumeSummary {
  fileName: string
  originalName: string
  contentType: string
  size: number
}

export interface ResumeFile extends ResumeSummary {
  applicationId: number
  sha256: string
  data: Buffer
}

/** Inside the application's transaction (see createJobApplication). */
export async function insertResume(trx: Transaction<Database>, applicationId: number, resume: NewResume) {
  await trx
    .insertInto('resumes')
    .values({
      application_id: applicationId,
      file_name: resume.fileName,
      original_name: resume.originalName,
      content_type: resume.contentType,
      size: resume.size,
      sha256: resume.sha256,
      data: Buffer.from(resume.data.buffer, resume.data.byteOffset, resume.data.byteLength),
    })
    .execute()
}

/** The stored file for a download, by its key; undefined when there is none. */
export async function getResumeFile(fileName: string): Promise<ResumeFile | undefined> {
  const row = await getDb()
    .selectFrom('resumes')
    .select(['application_id', 'file_name', 'original_name', 'content_type', 'size', 'sha256', 'data'])
    .where('file_name', '=', fileName)
    .executeTakeFirst()
  if (!row) return undefined
  return {
    applicationId: row.application_id,
    fileName: row.file_name,
    originalName: row.original_name,
    contentType: row.content_type,
    size: Number(row.size),
    sha256: row.sha256,
    data: Buffer.isBuffer(row.data) ? row.data : Buffer.from(row.data),
  }
}

export async function countResumes(): Promise<number> {
  const row = await getDb()
    .selectFrom('resumes')
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .executeTakeFirstOrThrow()
  return Number(row.n)
}

/** Retention: the resumes of applications received before `iso`. Returns how many. */
export async function deleteResumesOfApplicationsReceivedBefore(
  executor: Kysely<Database> | Transaction<Database>,
  iso: string,
): Promise<number> {
  const result = await executor
    .deleteFrom('resumes')
    .where('application_id', 'in', (eb) =>
      eb.selectFrom('job_applications').select('id').where('created_at', '<', iso),
    )
    .executeTakeFirst()
  return Number(result.numDeletedRows)
}
