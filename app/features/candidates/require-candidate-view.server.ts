import { data } from 'react-router'
import { ACCESS_DENIED_MESSAGE, candidateView, type CandidateView } from '~/contracts/permissions'
import { requirePermission, type StaffSession } from '~/server/auth/staff-session.server'
import { isOnAnyShortlist } from '~/server/db/shortlist-entries.server'

/**
 * For a candidate's page: the member and what their role sees of candidates (CANDIDATE_VIEWS),
 * when they may see this one; a 403 page otherwise. A role that sees only shortlisted candidates
 * (Sales) sees one while they are on some brief's shortlist.
 */
export async function requireCandidateView(
  request: Request,
  candidateId: number,
): Promise<{ staff: StaffSession; view: CandidateView }> {
  const staff = await requirePermission(request, 'shortlisted-candidates.read')
  const view = candidateView(staff.role)
  if (view.candidates === 'every' || (await isOnAnyShortlist(candidateId))) return { staff, view }
  throw data({ message: ACCESS_DENIED_MESSAGE }, { status: 403, headers: { 'Cache-Control': 'no-store' } })
}
