import type { Kysely, Transaction } from 'kysely'
import type { ApplicationStatus } from '~/lib/constants'
import { containsInsensitive, getDb } from './client.server'
import { toJobApplication, type JobApplication } from './job-applications.server'
import { pageWindow, toListPage, type ListPage } from './list-page.server'
import type { Database } from './schema.server'
import { dayBounds, EXPORT_LIMIT, sameAddress, type TriageFilter } from './triage.server'

const TRIAGE_SEARCHED = ['full_name', 'email', 'position', 'skills', 'cover_letter'] as const

function filteredApplications({ q, status, from, to }: TriageFilter<ApplicationStatus>) {
  let query = getDb().selectFrom('job_applications as a')
  const term = q?.trim()
  const { start, end } = dayBounds(from, to)
  if (status) query = query.where('a.status', '=', status)
  if (start) query = query.where('a.created_at', '>=', start)
  if (end) query = query.where('a.created_at', '<', end)
  if (term)
    query = query.where((eb) =>
      eb.or(TRIAGE_SEARCHED.map((c) => containsInsensitive(eb.ref(`a.${c}`), term))),
    )
  return query
}

function withResume(query: ReturnType<typeof filteredApplications>) {
  return query
    .leftJoin('resumes as r', 'r.application_id', 'a.id')
    .selectAll('a')
    .select(['r.file_name', 'r.original_name', 'r.content_type', 'r.size'])
}

/** The admin list: search, status, day range; newest first, ADMIN_PAGE_SIZE a page. */
export async function searchJobApplications(
  filter: TriageFilter<ApplicationStatus> & { page?: number },
): Promise<ListPage<JobApplication>> {
  const window = pageWindow(filter.page)
  const [count, rows] = await Promise.all([
    filteredApplications(filter)
      .select((eb) => eb.fn.countAll<string | number>().as('n'))
      .executeTakeFirstOrThrow(),
    withResume(filteredApplications(filter))
      .orderBy('a.created_at', 'desc')
      .orderBy('a.id', 'desc')
      .limit(window.limit)
      .offset(window.offset)
      .execute(),
  ])
  return toListPage(rows.map(toJobApplication), Number(count.n), window.page)
}

/** Everything the filter matches (at most EXPORT_LIMIT rows), newest first: for the CSV export. */
export async function exportJobApplications(
  filter: TriageFilter<ApplicationStatus>,
): Promise<JobApplication[]> {
  const rows = await withResume(filteredApplications(filter))
    .orderBy('a.created_at', 'desc')
    .orderBy('a.id', 'desc')
    .limit(EXPORT_LIMIT)
    .execute()
  return rows.map(toJobApplication)
}

export async function getJobApplication(id: number): Promise<JobApplication | undefined> {
  const row = await withResume(filteredApplications({})).where('a.id', '=', id).executeTakeFirst()
  return row ? toJobApplication(row) : undefined
}

/** False when there is no such application. */
export async function updateApplicationStatus(id: number, status: ApplicationStatus): Promise<boolean> {
  const result = await getDb()
    .updateTable('job_applications')
    .set({ status })
    .where('id', '=', id)
    .executeTakeFirst()
  return Number(result.numUpdatedRows) > 0
}

export async function countApplicationsByStatus(): Promise<Record<ApplicationStatus, number>> {
  const rows = await getDb()
    .selectFrom('job_applications')
    .select(['status', (eb) => eb.fn.countAll<string | number>().as('n')])
    .groupBy('status')
    .execute()
  const counts: Record<ApplicationStatus, number> = {
    new: 0,
    reviewing: 0,
    shortlisted: 0,
    interview: 0,
    offer: 0,
    hired: 0,
    rejected: 0,
  }
  for (const row of rows) counts[row.status] = Number(row.n)
  return counts
}

/** When each application since `sinceIso` arrived (for the per-week chart). */
export async function listApplicationTimesSince(sinceIso: string): Promise<string[]> {
  const rows = await getDb()
    .selectFrom('job_applications')
    .select('created_at')
    .where('created_at', '>=', sinceIso)
    .execute()
  return rows.map((r) => r.created_at)
}

export async function findJobApplicationsByEmail(email: string): Promise<JobApplication[]> {
  const rows = await withResume(filteredApplications({}))
    .where((eb) => sameAddress(eb.ref('a.email'), email))
    .orderBy('a.created_at', 'desc')
    .execute()
  return rows.map(toJobApplication)
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
    .where('application_id', 'in', ids)
    .executeTakeFirst()
  const resumes = await executor.deleteFrom('resumes').where('application_id', 'in', ids).executeTakeFirst()
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
