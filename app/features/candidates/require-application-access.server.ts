import { data } from 'react-router'
import { ACCESS_DENIED_MESSAGE, roleCan } from '~/contracts/permissions'
import {
  requirePermission,
  requirePermissionApi,
  type StaffSession,
} from '~/server/auth/staff-session.server'
import { getApplicationCandidateId, getResumeCandidateId } from '~/server/db/job-applications.server'
import { isOnAnyShortlist } from '~/server/db/shortlist-entries.server'

/*
 * Sales open an application only through a brief's shortlist: 'applications.read' opens any, and
 * 'shortlisted-applications.read' one whose candidate is on some brief's shortlist.
 */

async function isShortlisted(candidateId: number | null | undefined): Promise<boolean> {
  return candidateId !== null && candidateId !== undefined && (await isOnAnyShortlist(candidateId))
}

/** For the application's page: the member, when they may open this application; a 403 page otherwise. */
export async function requireApplicationAccess(
  request: Request,
  applicationId: number,
): Promise<StaffSession> {
  const staff = await requirePermission(request, 'shortlisted-applications.read')
  if (roleCan(staff.role, 'applications.read')) return staff
  if (await isShortlisted(await getApplicationCandidateId(applicationId))) return staff
  throw data({ message: ACCESS_DENIED_MESSAGE }, { status: 403, headers: { 'Cache-Control': 'no-store' } })
}

/** For a resume's download: as the application's page, with 'resumes.download' for any resume; 403 JSON otherwise. */
export async function requireResumeAccess(request: Request, fileName: string): Promise<StaffSession> {
  const staff = await requirePermissionApi(request, 'shortlisted-applications.read')
  if (roleCan(staff.role, 'resumes.download')) return staff
  if (await isShortlisted(await getResumeCandidateId(fileName))) return staff
  throw Response.json(
    { error: { code: 'forbidden', message: `${ACCESS_DENIED_MESSAGE}.` } },
    { status: 403, headers: { 'Cache-Control': 'no-store' } },
  )
}
