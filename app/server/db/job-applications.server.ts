import type { Kysely, Transaction } from 'kysely'
import type { ApplicationStatus } from '~/lib/constants'
import { nowIso } from '~/lib/time'
import { containsInsensitive, getDb } from './client.server'
import { queueEmails, type OutgoingEmail } from './email-outbox.server'
import { pageWindow, toListPage, type ListPage, type ListQuery } from './list-page.server'
import { insertResume, type NewResume, type ResumeSummary } from './resumes.server'
import type { Database, JobApplicationRow, ResumeRow } from './schema.server'

export interface NewJobApplication {
  fullName: string
  email: string
  phone: string | null
  address: string | null
  position: string | null
  skills: string | null
  yearsOfExperience: string | null
  currentCtc: string | null
  expectedCtc: string | null
  recentEducation: string | null
  collegeName: string | null
  idNumber: string | null
  percentage: string | null
  github: string | null
  linkedin: string | null
  coverLetter: string | null
  ipHash: string | null
}

export interface JobApplication extends Omit<NewJobApplication, 'ipHash'> {
  id: number
  status: ApplicationStatus
  createdAt: string
  resume: ResumeSummary | null
}

/**
 * Stores an application, its resume bytes and the e-mails about it in one transaction: all of
 * them, or none. `emailsFor` receives the new id (the reference quoted in the e-mails).
 */
export async function createJobApplication(
  input: NewJobApplication,
  resume: NewResume | null,
  emailsFor: (id: number) => OutgoingEmail[],
): Promise<number> {
  return getDb()
    .transaction()
    .execute(async (trx: Transaction<Database>) => {
      const { id } = await trx
        .insertInto('job_applications')
        .values({
          full_name: input.fullName,
          email: input.email,
          phone: input.phone,
          address: input.address,
          position: input.position,
          skills: input.skills,
          years_of_experience: input.yearsOfExperience,
          current_ctc: input.currentCtc,
          expected_ctc: input.expectedCtc,
          recent_education: input.recentEducation,
          college_name: input.collegeName,
          id_number: input.idNumber,
          percentage: input.percentage,
          github: input.github,
          linkedin: input.linkedin,
          cover_letter: input.coverLetter,
          ip_hash: input.ipHash,
          created_at: nowIso(),
        })
        .returning('id')
        .executeTakeFirstOrThrow()
      if (resume) await insertResume(trx, id, resume)
      await queueEmails(trx, emailsFor(id), { jobApplicationId: id })
      return id
    })
}

const SEARCHED = ['full_name', 'email', 'position', 'skills', 'cover_letter'] as const

/** Newest first, ADMIN_PAGE_SIZE a page, optionally filtered by status and a search term. */
export async function listJobApplications({ page, q, status }: ListQuery<ApplicationStatus> = {}): Promise<
  ListPage<JobApplication>
> {
  const term = q?.trim()
  let filtered = getDb().selectFrom('job_applications as a')
  if (status) filtered = filtered.where('a.status', '=', status)
  if (term) {
    filtered = filtered.where((eb) => eb.or(SEARCHED.map((c) => containsInsensitive(eb.ref(`a.${c}`), term))))
  }
  const window = pageWindow(page)
  const [count, rows] = await Promise.all([
    filtered.select((eb) => eb.fn.countAll<string | number>().as('n')).executeTakeFirstOrThrow(),
    filtered
      .leftJoin('resumes as r', 'r.application_id', 'a.id')
      .select([
        'a.id',
        'a.full_name',
        'a.email',
        'a.phone',
        'a.address',
        'a.position',
        'a.skills',
        'a.years_of_experience',
        'a.current_ctc',
        'a.expected_ctc',
        'a.recent_education',
        'a.college_name',
        'a.id_number',
        'a.percentage',
        'a.github',
        'a.linkedin',
        'a.cover_letter',
        'a.status',
        'a.created_at',
        'r.file_name',
        'r.original_name',
        'r.content_type',
        'r.size',
      ])
      .orderBy('a.created_at', 'desc')
      .orderBy('a.id', 'desc')
      .limit(window.limit)
      .offset(window.offset)
      .execute(),
  ])
  const items = rows.map(toJobApplication)
  return toListPage(items, Number(count.n), window.page)
}

export async function countJobApplications(): Promise<number> {
  const row = await getDb()
    .selectFrom('job_applications')
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .executeTakeFirstOrThrow()
  return Number(row.n)
}

/** An application row joined with its resume's columns (null when there is none). */
export type JobApplicationWithResumeRow = Omit<JobApplicationRow, 'ip_hash'> & {
  [K in 'file_name' | 'original_name' | 'content_type' | 'size']: ResumeRow[K] | null
}

/** Maps a row (joined with its resume) to what the app shows; shared by the admin queries. */
export function toJobApplication(row: JobApplicationWithResumeRow): JobApplication {
  return {
    id: Number(row.id),
    fullName: row.full_name,
    email: row.email,
    phone: row.phone,
    address: row.address,
    position: row.position,
    skills: row.skills,
    yearsOfExperience: row.years_of_experience,
    currentCtc: row.current_ctc,
    expectedCtc: row.expected_ctc,
    recentEducation: row.recent_education,
    collegeName: row.college_name,
    idNumber: row.id_number,
    percentage: row.percentage,
    github: row.github,
    linkedin: row.linkedin,
    coverLetter: row.cover_letter,
    status: row.status,
    createdAt: row.created_at,
    resume:
      row.file_name && row.original_name && row.content_type && row.size !== null
        ? {
            fileName: row.file_name,
            originalName: row.original_name,
            contentType: row.content_type,
            size: Number(row.size),
          }
        : null,
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
  const result = await executor
    .deleteFrom('job_applications')
    .where('created_at', '<', iso)
    .executeTakeFirst()
  return Number(result.numDeletedRows)
}
