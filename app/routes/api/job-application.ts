import { parseListQuery } from '~/contracts/list-query'
import { FORM_MESSAGES } from '~/contracts/messages'
import { APPLICATION_STATUSES } from '~/lib/constants'
import { requireAdminApi } from '~/server/auth/require-admin.server'
import { listJobApplications } from '~/server/db/job-applications.server'
import { getClientIp } from '~/server/security/client-ip.server'
import { submitApplication } from '~/server/submissions/application.server'
import { readApplicationBody } from '~/server/submissions/read-body.server'
import { createdResponse, methodNotAllowed, problemResponse } from '~/server/submissions/responses.server'
import type { Route } from './+types/job-application'

/** POST /api/job-application: multipart form data with an optional `resume` file (PDF, DOC, DOCX, 5 MB). */
export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== 'POST') return methodNotAllowed('GET, POST')
  const body = await readApplicationBody(request)
  if (!body.ok) return problemResponse(body.problem)
  const { outcome } = await submitApplication(body.fields, getClientIp(context))
  return outcome.ok
    ? createdResponse(outcome.id, FORM_MESSAGES.applicationSuccess)
    : problemResponse(outcome.problem)
}

/** GET /api/job-application?page=&q=&status=&from=&to=: the applications, newest first, for a signed-in admin. */
export async function loader({ request }: Route.LoaderArgs) {
  await requireAdminApi(request)
  const list = await listJobApplications(parseListQuery(request.url, APPLICATION_STATUSES))
  return Response.json(list, { headers: { 'Cache-Control': 'no-store' } })
}
