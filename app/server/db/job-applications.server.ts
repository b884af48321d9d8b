import type { Kysely, Transaction } from 'kysely'
import type { ListPage, ListQuery } from '~/contracts/list-query'
import { GENERAL_APPLICATION } from '~/contracts/positions'
import { APPLICATION_STATUSES, type ApplicationStatus } from '~/lib/constants'
import { nowIso } from '~/lib/time'
import { containsInsensitive, getDb, sameAddress } from './client.server'
import { queueEmails, type OutgoingEmail } from './email-outbox.server'
import {
  countMatches,
  dayBounds,
  pageWindow,
  readPage,
  countByStatus,
  listTimesSince,
  updateStatus,
  type PageSize,
} from './list-page.server'
import { insertApplicationAnswers, type ApplicationAnswer } from './application-answers.server'
import { isOpeningOpen } from './openings.server'
import { insertResume, type NewResume, type ResumeSummary } from './resumes.server'
import type { Database, JobApplicationRow } from './schema.server'

/** The seventeen fields an applicant fills in, and the hashed address (kept for abuse checks only). */
export type NewJobApplication = Omit<
  JobApplicationRow,
  'id' | 'status' | 'createdAt' | 'openingId' | 'openingTitle'
> &
  Partial<Pick<JobApplicationRow, 'openingId' | 'openingTitle'>>

/** An application as the admin reads it: everything but the hashed address, with its resume's summary. */
export type JobApplication = Omit<JobApplicationRow, 'ipHash'> & { resume: ResumeSummary | null }

/** The columns of the admin's applications table (the list and the dashboard's newest). */
const ROW_COLUMNS = [
  'a.id',
  'a.fullName',
  'a.email',
  'a.phone',
  'a.position',
  'a.skills',
  'a.yearsOfExperience',
  'a.currentCtc',
  'a.expectedCtc',
  'a.coverLetter',
  'a.status',
  'a.createdAt',
] as const

type RowField = (typeof ROW_COLUMNS)[number] extends `a.${infer F}` ? F : never

/** An application as a row of the admin's applications table shows it: nothing else reaches the browser. */
export type ApplicationRow = Pick<JobApplication, RowField | 'resume'>

/**
 * Which columns a list reads: `record` (everything: the CSV export, GET /api/job-application)
 * or `row` (the admin table's columns: the list page and the dashboard).
 */
export type ApplicationView = 'record' | 'row'

const SEARCHED = ['fullName', 'email', 'position', 'skills', 'coverLetter'] as const

/** The opening an application was sent for stopped taking applications before it was stored. */
export class OpeningClosedError extends Error {
  constructor() {
    super('the opening is no longer open')
    this.name = 'OpeningClosedError'
  }
}

export interface CreateJobApplicationOptions {
  /** The answers to the opening's screening questions, in the order asked. */
  answers?: readonly ApplicationAnswer[]
  /** A visitor's application: refused (OpeningClosedError) when its opening is no longer open. */
  requireOpenOpening?: boolean
}

/**
 * Stores an application, its resume bytes, its screening answers and the e-mails about it in one
 * transaction: all of them, or none. `emailsFor` receives the new id (the reference quoted in the
 * e-mails). With `requireOpenOpening`, throws OpeningClosedError, storing nothing, when the
 * opening it names stopped taking applications before the transaction.
 */
export async function createJobApplication(
  input: NewJobApplication,
  resume: NewResume | null,
  emailsFor: (id: number) => OutgoingEmail[],
  { answers = [], requireOpenOpening = false }: CreateJobApplicationOptions = {},
): Promise<number> {
  return getDb()
    .transaction()
    .execute(async (trx: Transaction<Database>) => {
      if (requireOpenOpening && input.openingId != null && !(await isOpeningOpen(trx, input.openingId))) {
        throw new OpeningClosedError()
      }
      const { id } = await trx
        .insertInto('job_applications')
        .values({ ...input, createdAt: nowIso() })
        .returning('id')
        .executeTakeFirstOrThrow()
      if (resume) await insertResume(trx, id, resume)
      await insertApplicationAnswers(trx, id, answers)
      await queueEmails(trx, emailsFor(id), { jobApplicationId: id })
      return id
    })
}

function filtered({ q, status, from, to, opening }: Partial<ListQuery<ApplicationStatus>>) {
  let query = getDb().selectFrom('job_applications as a')
  const term = q?.trim()
  const { start, end } = dayBounds({ from, to })
  if (status) query = query.where('a.status', '=', status)
  if (opening === GENERAL_APPLICATION) query = query.where('a.openingId', 'is', null)
  else if (opening) query = query.where('a.openingId', '=', Number(opening))
  if (start) query = query.where('a.createdAt', '>=', start)
  if (end) query = query.where('a.createdAt', '<', end)
  if (term)
    query = query.where((eb) => eb.or(SEARCHED.map((c) => containsInsensitive(eb.ref(`a.${c}`), term))))
  return query
}

/** The filtered applications joined with their resume's summary columns. */
function withResumeColumns(query: ReturnType<typeof filtered>) {
  return query
    .leftJoin('resumes as r', 'r.applicationId', 'a.id')
    .select(['r.fileName', 'r.originalName', 'r.contentType', 'r.size'])
}

interface ResumeColumns {
  fileName: string | null
  originalName: string | null
  contentType: string | null
  size: number | null
}

/** Folds the joined resume columns into `resume` (null when the application has none). */
function nestResume<T extends ResumeColumns>({
  fileName,
  originalName,
  contentType,
  size,
  ...application
}: T) {
  const resume: ResumeSummary | null =
    fileName && originalName && contentType && size !== null
      ? { fileName, originalName, contentType, size: Number(size) }
      : null
  return { ...application, resume }
}

function toRecord(row: JobApplicationRow & ResumeColumns): JobApplication {
  const { ipHash: _ipHash, ...application } = nestResume(row)
  return application
}

/**
 * The one list of applications: search, status and day range, newest first, a page at a time.
 * The admin list and the dashboard read the `row` view; the CSV export (one page of
 * EXPORT_LIMIT) and GET /api/job-application read the whole `record`.
 */
export async function listJobApplications(
  query?: Partial<ListQuery<ApplicationStatus>>,
  options?: PageSize & { view?: 'record' },
): Promise<ListPage<JobApplication>>
export async function listJobApplications(
  query: Partial<ListQuery<ApplicationStatus>>,
  options: PageSize & { view: 'row' },
): Promise<ListPage<ApplicationRow>>
export async function listJobApplications(
  query: Partial<ListQuery<ApplicationStatus>> = {},
  { view = 'record', pageSize }: PageSize & { view?: ApplicationView } = {},
): Promise<ListPage<JobApplication | ApplicationRow>> {
  const window = pageWindow(query.page, pageSize)
  const page = withResumeColumns(filtered(query))
    .orderBy('a.createdAt', 'desc')
    .orderBy('a.id', 'desc')
    .limit(window.limit)
    .offset(window.offset)
  return readPage<JobApplication | ApplicationRow>(
    countMatches(filtered(query)),
    view === 'row'
      ? page
          .select(ROW_COLUMNS)
          .execute()
          .then((rows) => rows.map(nestResume))
      : page
          .selectAll('a')
          .execute()
          .then((rows) => rows.map(toRecord)),
    window,
  )
}

export async function getJobApplication(id: number): Promise<JobApplication | undefined> {
  const row = await withResumeColumns(filtered({})).selectAll('a').where('a.id', '=', id).executeTakeFirst()
  return row && toRecord(row)
}

/** Every application from an address, whatever its case, newest first (privacy requests). */
export async function findJobApplicationsByEmail(email: string): Promise<JobApplication[]> {
  const rows = await withResumeColumns(filtered({}))
    .selectAll('a')
    .where((eb) => sameAddress(eb.ref('a.email'), email))
    .orderBy('a.createdAt', 'desc')
    .execute()
  return rows.map(toRecord)
}

/** False when there is no such application. */
export function updateApplicationStatus(id: number, status: ApplicationStatus): Promise<boolean> {
  return updateStatus('job_applications', id, status)
}

export async function countJobApplications(): Promise<number> {
  return countMatches(filtered({}))
}

export function countApplicationsByStatus(): Promise<Record<ApplicationStatus, number>> {
  return countByStatus('job_applications', APPLICATION_STATUSES)
}

/** When each application since `sinceIso` arrived (for the per-week chart). */
export function listApplicationTimesSince(sinceIso: string): Promise<string[]> {
  return listTimesSince('job_applications', sinceIso)
}

/** Inside the erasure's transaction: the applications, their resumes and notes. Returns the counts. */
export async function deleteJobApplicationsByEmail(
  executor: Kysely<Database> | Transaction<Database>,
  email: string,
): Promise<{ applications: number; resumes: number; notes: number }> {
  const ids = executor
    .selectFrom('job_applications')
    .select('id')
    .where((eb) => sameAddress(eb.ref('email'), email))
  const notes = await executor
    .deleteFrom('application_notes')
    .where('applicationId', 'in', ids)
    .executeTakeFirst()
  const resumes = await executor.deleteFrom('resumes').where('applicationId', 'in', ids).executeTakeFirst()
  const applications = await executor
    .deleteFrom('job_applications')
    .where((eb) => sameAddress(eb.ref('email'), email))
    .executeTakeFirst()
  return {
    applications: Number(applications.numDeletedRows),
    resumes: Number(resumes.numDeletedRows),
    notes: Number(notes.numDeletedRows),
  }
}

/**
 * Retention: applications received before `iso`. Delete their resumes, notes and e-mails first
 * (see those modules) so each is counted. Returns how many.
 */
export async function deleteJobApplicationsReceivedBefore(
  executor: Kysely<Database> | Transaction<Database>,
  iso: string,
): Promise<number> {
  const result = await executor.deleteFrom('job_applications').where('createdAt', '<', iso).executeTakeFirst()
  return Number(result.numDeletedRows)
}
