import type { ListPage, ListQuery } from '~/contracts/list-query'
import { withOwnerNames } from '~/features/team/index.server'
import type { ApplicationStatus } from '~/lib/constants'
import { listJobApplications } from '~/server/db/job-applications.server'
import type { ApplicationListRow } from './contract'

/**
 * A page of the applications table (the admin's list, the dashboard's newest): what a recruiter
 * scans, each application's owner by name.
 */
export async function listApplicationRows(
  query: Partial<ListQuery<ApplicationStatus>>,
  pageSize?: number,
): Promise<ListPage<ApplicationListRow>> {
  const page = await listJobApplications(query, { view: 'row', pageSize })
  return { ...page, items: await withOwnerNames(page.items) }
}
