import { parseListQuery } from '~/contracts/list-query'
import { CONTACT_STATUSES } from '~/lib/constants'
import { requirePermissionApi } from '~/server/auth/staff-session.server'
import { listContactSubmissions } from '~/features/contacts/index.server'
import { contactForm } from '~/server/submissions/contact.server'
import { readContactBody } from '~/server/submissions/read-body.server'
import { formApiAction } from '~/server/submissions/responses.server'
import type { Route } from './+types/contact'

/** POST /api/contact: a contact submission as JSON or form data, with the same rules as the form. */
export async function action(args: Route.ActionArgs) {
  return formApiAction(contactForm, args, readContactBody)
}

/** GET /api/contact?page=&q=&status=&from=&to=: the submissions, newest first, for a signed-in admin. */
export async function loader({ request }: Route.LoaderArgs) {
  await requirePermissionApi(request, 'contacts.read')
  const list = await listContactSubmissions(parseListQuery(request.url, CONTACT_STATUSES))
  return Response.json(list, { headers: { 'Cache-Control': 'no-store' } })
}
