import { parseWithZod } from '@conform-to/zod/v4'
import { data, redirect } from 'react-router'
import { ACCESS_DENIED_MESSAGE, roleCan } from '~/contracts/permissions'
import { SHORTLIST_PROBLEMS, ShortlistPanelAction, type ShortlistNoticeCode } from '~/features/shortlists'
import { notFound, parseId } from '~/server/admin/form-data.server'
import { requireSameOrigin } from '~/server/auth/same-origin.server'
import { requirePermission } from '~/server/auth/staff-session.server'
import { getHireBrief } from '~/features/hire-briefs/index.server'
import { moveShortlistEntry, revokeShortlist, shareShortlist } from '~/features/shortlists/index.server'
import type { Route } from './+types/shortlist'

const back = (id: number, code: ShortlistNoticeCode) =>
  redirect(`/admin/hire-briefs/${id}?shortlist=${code}#shortlist`)

/**
 * The shortlist's buttons on a brief's page: reorder (shortlists.manage), share with the client
 * and revoke the link (shortlists.share). Each answers with the brief's page and what happened;
 * a refused reorder answers the panel (which posts with a fetcher) with the reason.
 */
export async function action({ request, params }: Route.ActionArgs) {
  const admin = await requirePermission(request, 'shortlists.manage')
  requireSameOrigin(request)
  const id = parseId(params.id)
  // Every field is a button's value or hidden: no coercion of '' to a missing value.
  const submission = parseWithZod(await request.formData(), {
    schema: ShortlistPanelAction,
    disableAutoCoercion: true,
  })
  if (submission.status !== 'success') return data(submission.reply(), { status: 400 })
  const form = submission.value
  const brief = await getHireBrief(id)
  if (!brief) notFound()
  if (form.intent === 'up' || form.intent === 'down') {
    const moved = await moveShortlistEntry(id, form.entry, form.intent)
    if (moved.ok) throw back(id, 'moved')
    const [problem, status] =
      moved.code === 'not-found'
        ? [SHORTLIST_PROBLEMS.notOnShortlist, 404]
        : [SHORTLIST_PROBLEMS.atTheEnd, 409]
    return data(submission.reply({ formErrors: [problem] }), { status })
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
