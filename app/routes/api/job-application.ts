import { parseApplicationListQuery } from '~/contracts/list-query'
import { APPLICATION_STATUSES } from '~/lib/constants'
import { requirePermissionApi } from '~/server/auth/staff-session.server'
import { listJobApplications } from '~/features/applications/index.server'
import { loadApplicationForm } from '~/server/submissions/application.server'
import { readApplicationBody } from '~/server/submissions/read-body.server'
import { formApiAction } from '~/server/submissions/responses.server'
import type { Route } from './+types/job-application'

/** POST /api/job-application: multipart form data with an optional `resume` file (PDF, DOC, DOCX, 5 MB). */
export async function action(args: Route.ActionArgs) {
  return formApiAction(await loadApplicationForm(), args, readApplicationBody)
}

/** GET /api/job-application?page=&q=&status=&from=&to=&opening=: the applications, newest first, for a signed-in admin. */
export async function loader({ request }: Route.LoaderArgs) {
  await requirePermissionApi(request, 'applications.read')
  const list = await listJobApplications(parseApplicationListQuery(request.url, APPLICATION_STATUSES))
  return Response.json(list, { headers: { 'Cache-Control': 'no-store' } })
}
