import { requirePermissionApi } from '~/server/auth/staff-session.server'
import { hireBriefForm } from '~/server/submissions/hire-brief.server'
import { readHireBriefBody } from '~/server/submissions/read-hire-brief-body.server'
import { formApiAction } from '~/server/submissions/responses.server'
import { parseHireBriefQuery } from '~/features/hire-briefs'
import { searchHireBriefs } from '~/features/hire-briefs/index.server'
import type { Route } from './+types/hire-brief'

/**
 * POST /api/hire-brief: a hiring brief as JSON (skills as a list of strings) or form data, with
 * the same rules as /hire/brief; 201 with `{ id, reference, message }`.
 */
export async function action(args: Route.ActionArgs) {
  return formApiAction(hireBriefForm, args, readHireBriefBody)
}

/** GET /api/hire-brief?page=&q=&status=&role=&engagement=&from=&to=: the briefs, newest first, for a signed-in admin. */
export async function loader({ request }: Route.LoaderArgs) {
  const admin = await requirePermissionApi(request, 'briefs.read')
  const query = parseHireBriefQuery(request.url)
  const list = await searchHireBriefs({ ...query, assignedTo: query.mine ? admin.username : undefined })
  return Response.json(list, { headers: { 'Cache-Control': 'no-store' } })
}
