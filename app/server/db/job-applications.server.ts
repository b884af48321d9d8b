import type { ListPage, ListQuery } from '~/contracts/list-query'
import { GENERAL_APPLICATION } from '~/contracts/positions'
import type { ApplicationRow } from '~/features/applications'
import type { CandidateApplication } from '~/features/candidates'
import { APPLICATION_STATUSES, type ApplicationStatus } from '~/lib/constants'
import { containsInsensitive, getDb, sameAddress } from './client.server'
import {
  countMatches,
  dayBounds,
  pageWindow,
  readPage,
  countByStatus,
  listTimesSince,
  type PageSize,
} from './list-page.server'
import { randomReference, type SavedRecord } from './references.server'
import type { ResumeSummary } from './resumes.server'
import type { JobApplicationRow } from './schema.server'
import type { DbExecutor } from './transaction.server'

/** The seventeen fields an applicant fills in, and the hashed address (kept for abuse checks only). */
export type NewJobApplication = Omit<
  JobApplicationRow,
  | 'id'
  | 'reference'
  | 'status'
  | 'createdAt'
  | 'openingId'
  | 'openingTitle'
  | 'candidateId'
  | 'assignedTo'
  | 'announcedStatus'
  | 'announcedAt'
> &
  Partial<Pick<JobApplicationRow, 'openingId' | 'openingTitle'>>

/** An application as the admin reads it: everything but the hashed address, with its resume's summary. */
export type JobApplication = Omit<JobApplicationRow, 'ipHash'> & { resume: ResumeSummary | null }

/**
 * The columns of the admin's applications table (the list and the dashboard's newest): what a
 * recruiter scans. Everything else is on the application's page.
 */
const ROW_COLUMNS = [
  'a.id',
  'a.reference',
  'a.fullName',
  'a.position',
  'a.openingTitle',
  'a.status',
  'a.assignedTo',
  'a.createdAt',
  'a.candidateId',
] as const

/**
 * Which columns a list reads: `record` (everything: the CSV export, GET /api/job-application)
 * or `row` (the admin table's columns: the list page and the dashboard).
 */
export type ApplicationView = 'record' | 'row'

const SEARCHED = ['reference', 'fullName', 'email', 'position', 'skills', 'coverLetter'] as const

/**
 * Inside the submission's transaction (see submitApplication in app/features/applications): the
 * application's row, with a new reference. Returns its id and reference.
 */
export async function insertJobApplication(
  executor: DbExecutor,
  input: NewJobApplication & { createdAt: string; candidateId: number; assignedTo: string | null },
): Promise<SavedRecord> {
  return executor
    .insertInto('job_applications')
    .values({ ...input, reference: randomReference('application') })
    .returning(['id', 'reference'])
    .executeTakeFirstOrThrow()
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
      ? filtered(query)
          .select(ROW_COLUMNS)
          .orderBy('a.createdAt', 'desc')
          .orderBy('a.id', 'desc')
          .limit(window.limit)
          .offset(window.offset)
          .execute()
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

/** The reference and status of applications (a stage move reads them first), by id. */
export async function readApplicationStatuses(executor: DbExecutor, ids: readonly number[]) {
  return executor
    .selectFrom('job_applications')
    .select(['id', 'reference', 'status'])
    .where('id', 'in', ids)
    .orderBy('id')
    .execute()
}

export async function writeApplicationStatus(
  executor: DbExecutor,
  id: number,
  status: ApplicationStatus,
): Promise<void> {
  await executor.updateTable('job_applications').set({ status }).where('id', '=', id).execute()
}

/**
 * Inside the caller's transaction: the stage an application's applicant has now been told (see
 * app/features/status-page for when), and when.
 */
export async function writeAnnouncedStatus(
  executor: DbExecutor,
  id: number,
  status: ApplicationStatus,
  at: string,
): Promise<void> {
  await executor
    .updateTable('job_applications')
    .set({ announcedStatus: status, announcedAt: at })
    .where('id', '=', id)
    .execute()
}

/** An application as its applicant sees it on /careers/status. */
export interface ApplicantView {
  id: number
  reference: string
  title: string | null
  /** Where staff have it: never shown to the applicant as such. */
  status: ApplicationStatus
  /** The stage the applicant was last told. */
  announcedStatus: ApplicationStatus
  createdAt: string
  resumeName: string | null
}

/** The applications sent from an address (any case), newest first, as their applicant sees them. */
export async function listApplicationsOfApplicant(email: string): Promise<ApplicantView[]> {
  const rows = await getDb()
    .selectFrom('job_applications as a')
    .leftJoin('resumes as r', 'r.applicationId', 'a.id')
    .select([
      'a.id',
      'a.reference',
      'a.openingTitle',
      'a.position',
      'a.status',
      'a.announcedStatus',
      'a.createdAt',
      'r.originalName',
    ])
    .where((eb) => sameAddress(eb.ref('a.email'), email))
    .orderBy('a.createdAt', 'desc')
    .orderBy('a.id', 'desc')
    .execute()
  return rows.map((row) => ({
    id: row.id,
    reference: row.reference,
    title: row.openingTitle ?? row.position,
    status: row.status,
    announcedStatus: row.announcedStatus,
    createdAt: row.createdAt,
    resumeName: row.originalName,
  }))
}

/**
 * An application with this id sent from this address (any case), with the stage its applicant was
 * last told, for something its applicant does to it (see app/features/status-page); undefined when
 * there is none.
 */
export async function findApplicantApplication(executor: DbExecutor, email: string, id: number) {
  return executor
    .selectFrom('job_applications as a')
    .select([
      'a.id',
      'a.reference',
      'a.fullName',
      'a.email',
      'a.openingTitle',
      'a.position',
      'a.status',
      'a.announcedStatus',
    ])
    .where('a.id', '=', id)
    .where((eb) => sameAddress(eb.ref('a.email'), email))
    .executeTakeFirst()
}

export type ApplicantApplication = NonNullable<Awaited<ReturnType<typeof findApplicantApplication>>>

/** Assigns an application to a member (by username), or to nobody with null; false when there is none. */
export async function assignJobApplication(id: number, member: string | null): Promise<boolean> {
  const result = await getDb()
    .updateTable('job_applications')
    .set({ assignedTo: member })
    .where('id', '=', id)
    .executeTakeFirst()
  return Number(result.numUpdatedRows) > 0
}

/** The candidate an application belongs to; undefined when there is no such application. */
export async function getApplicationCandidateId(id: number): Promise<number | null | undefined> {
  const row = await getDb()
    .selectFrom('job_applications')
    .select('candidateId')
    .where('id', '=', id)
    .executeTakeFirst()
  return row?.candidateId
}

/** A merge of candidates: one candidate's applications become another's. */
export async function moveApplicationsToCandidate(executor: DbExecutor, fromId: number, toId: number) {
  await executor
    .updateTable('job_applications')
    .set({ candidateId: toId })
    .where('candidateId', '=', fromId)
    .execute()
}

/** A candidate's newest application: its id, reference and the pay they expect (staff's view of their terms). */
export async function getLatestApplicationOf(
  candidateId: number,
): Promise<{ id: number; reference: string; expectedCtc: string | null } | undefined> {
  return getDb()
    .selectFrom('job_applications')
    .select(['id', 'reference', 'expectedCtc'])
    .where('candidateId', '=', candidateId)
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .executeTakeFirst()
}

/** The education a candidate gave in their newest application that gives any (drafting the profile for clients). */
export async function getLatestEducationOf(
  candidateId: number,
): Promise<{ recentEducation: string | null; collegeName: string | null } | undefined> {
  return getDb()
    .selectFrom('job_applications')
    .select(['recentEducation', 'collegeName'])
    .where('candidateId', '=', candidateId)
    .where((eb) => eb.or([eb('recentEducation', 'is not', null), eb('collegeName', 'is not', null)]))
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .executeTakeFirst()
}

/** A candidate's applications, newest first. */
export async function listApplicationsOfCandidate(candidateId: number): Promise<CandidateApplication[]> {
  const rows = await getDb()
    .selectFrom('job_applications as a')
    .leftJoin('resumes as r', 'r.applicationId', 'a.id')
    .leftJoin('resume_texts as t', 't.resumeId', 'r.id')
    .select([
      'a.id',
      'a.reference',
      'a.email',
      'a.position',
      'a.openingTitle',
      'a.status',
      'a.assignedTo',
      'a.createdAt',
      'r.id as resumeId',
      'r.fileName',
      'r.originalName',
      'r.contentType',
      'r.size',
      't.status as textStatus',
    ])
    .where('a.candidateId', '=', candidateId)
    .orderBy('a.createdAt', 'desc')
    .orderBy('a.id', 'desc')
    .execute()
  return rows.map(({ resumeId, textStatus, position, openingTitle, ...row }) => {
    const { resume, ...application } = nestResume(row)
    return {
      ...application,
      appliedFor: openingTitle ?? position,
      resume: resume && resumeId !== null ? { ...resume, id: resumeId, text: textStatus } : null,
    }
  })
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

/** The ids of the applications sent from an address (erasure deletes their timelines and e-mails too). */
export async function listApplicationIdsByEmail(executor: DbExecutor, email: string): Promise<number[]> {
  const rows = await applicationIds(executor)
    .where((eb) => sameAddress(eb.ref('email'), email))
    .execute()
  return rows.map((row) => row.id)
}

/** The candidates whose applications a deletion is about to take (to settle them after it). */
async function candidatesOf(executor: DbExecutor, ids: ReturnType<typeof applicationIds>): Promise<number[]> {
  const rows = await executor
    .selectFrom('job_applications')
    .select('candidateId')
    .distinct()
    .where('id', 'in', ids)
    .execute()
  return rows.map((r) => r.candidateId).filter((id): id is number => id !== null)
}

const applicationIds = (executor: DbExecutor) => executor.selectFrom('job_applications').select('id')

/**
 * Inside the erasure's transaction: the applications and their resumes (and the resumes' text).
 * Returns the counts, and the candidates they belonged to (see settleCandidatesAfterDeletion).
 */
export async function deleteJobApplicationsByEmail(
  executor: DbExecutor,
  email: string,
): Promise<{ applications: number; resumes: number; candidateIds: number[] }> {
  const ids = applicationIds(executor).where((eb) => sameAddress(eb.ref('email'), email))
  const candidateIds = await candidatesOf(executor, ids)
  const resumes = await executor.deleteFrom('resumes').where('applicationId', 'in', ids).executeTakeFirst()
  const applications = await executor
    .deleteFrom('job_applications')
    .where((eb) => sameAddress(eb.ref('email'), email))
    .executeTakeFirst()
  return {
    applications: Number(applications.numDeletedRows),
    resumes: Number(resumes.numDeletedRows),
    candidateIds,
  }
}

/**
 * Retention: applications received before `iso`. Delete their resumes, timelines and e-mails
 * first (see those modules) so each is counted. Returns how many, and the candidates they belonged to.
 */
export async function deleteJobApplicationsReceivedBefore(
  executor: DbExecutor,
  iso: string,
): Promise<{ applications: number; candidateIds: number[] }> {
  const candidateIds = await candidatesOf(executor, applicationIds(executor).where('createdAt', '<', iso))
  const result = await executor.deleteFrom('job_applications').where('createdAt', '<', iso).executeTakeFirst()
  return { applications: Number(result.numDeletedRows), candidateIds }
}

/** The reference and stage of a candidate's applications, oldest first (in the caller's transaction). */
export async function readCandidateApplicationStatuses(executor: DbExecutor, candidateId: number) {
  return executor
    .selectFrom('job_applications')
    .select(['id', 'reference', 'status'])
    .where('candidateId', '=', candidateId)
    .orderBy('id')
    .execute()
}
