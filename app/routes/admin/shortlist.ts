import { data, redirect } from 'react-router'
import { ACCESS_DENIED_MESSAGE, roleCan } from '~/contracts/permissions'
import type { ShortlistNoticeCode } from '~/contracts/shortlists'
import { z } from '~/lib/zod'
import { notFound, parseForm, parseId } from '~/server/admin/form-data.server'
import { requireSameOrigin } from '~/server/auth/same-origin.server'
import { requirePermission } from '~/server/auth/staff-session.server'
import { getHireBrief } from '~/features/hire-briefs/index.server'
import { moveShortlistEntry, revokeShortlist, shareShortlist } from '~/features/shortlists/index.server'
import type { Route } from './+types/shortlist'

const ShortlistAction = z.discriminatedUnion('intent', [
  z.object({ intent: z.enum(['up', 'down']), entry: z.coerce.number().int().positive() }),
  z.object({ intent: z.enum(['share', 'revoke']) }),
])

const back = (id: number, code: ShortlistNoticeCode) =>
  redirect(`/admin/hire-briefs/${id}?shortlist=${code}#shortlist`)

/**
 * The shortlist's buttons on a brief's page: reorder (shortlists.manage), share with the client
 * and revoke the link (shortlists.share). Each answers with the brief's page and what happened.
 */
export async function action({ request, params }: Route.ActionArgs) {
  const admin = await requirePermission(request, 'shortlists.manage')
  requireSameOrigin(request)
  const id = parseId(params.id)
  const form = await parseForm(request, ShortlistAction)
  const brief = await getHireBrief(id)
  if (!brief) notFound()
  if (form.intent === 'up' || form.intent === 'down') {
    if (!(await moveShortlistEntry(id, form.entry, form.intent))) notFound()
    throw back(id, 'moved')
  }
  if (!roleCan(admin.role, 'shortlists.share'))
    throw data({ message: ACCESS_DENIED_MESSAGE }, { status: 403 })
  if (form.intent === 'revoke') {
    throw back(id, (await revokeShortlist(id, brief.reference, admin.username)) ? 'revoked' : 'not-shared')
  }
  const shared = await shareShortlist(id, admin.username)
  if (shared.ok) throw back(id, 'shared')
  if (shared.code === 'not-found') notFound()
  throw back(id, shared.code)
}
