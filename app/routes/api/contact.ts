import { parseListQuery } from '~/contracts/list-query'
import { CONTACT_STATUSES } from '~/lib/constants'
import { requireAdminApi } from '~/server/auth/require-admin.server'
import { listContactSubmissions } from '~/server/db/contact-submissions.server'
import { getClientIp } from '~/server/security/client-ip.server'
import { contactApiReply } from '~/server/submissions/contact-api.server'
import { readContactBody } from '~/server/submissions/read-body.server'
import { methodNotAllowed, toResponse } from '~/server/submissions/responses.server'
import type { Route } from './+types/contact'

/**
 * POST /api/contact: a contact submission as JSON or form data, with the same rules as the form.
 * In production the Express server answers JSON posts before they reach the router
 * (answerContactJson); this action takes the rest, and every JSON post in development.
 */
export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== 'POST') return methodNotAllowed('GET, POST')
  return toResponse(await contactApiReply(await readContactBody(request), getClientIp(context)))
}

/** GET /api/contact?page=&q=&status=&from=&to=: the submissions, newest first, for a signed-in admin. */
export async function loader({ request }: Route.LoaderArgs) {
  await requireAdminApi(request)
  const list = await listContactSubmissions(parseListQuery(request.url, CONTACT_STATUSES))
  return Response.json(list, { headers: { 'Cache-Control': 'no-store' } })
}
