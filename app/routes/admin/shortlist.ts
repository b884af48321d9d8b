import { parseWithZod } from '@conform-to/zod/v4'
import { data, redirect } from 'react-router'
import { SHORTLIST_PROBLEMS, ShortlistPanelAction } from '~/features/shortlists'
import { notFound, parseId } from '~/server/admin/form-data.server'
import { requireSameOrigin } from '~/server/auth/same-origin.server'
import { requirePermission } from '~/server/auth/staff-session.server'
import { getHireBrief } from '~/features/hire-briefs/index.server'
import { moveShortlistEntry } from '~/features/shortlists/index.server'
import type { Route } from './+types/shortlist'

/**
 * The shortlist's arrows on a brief's page (shortlists.manage): reorder, answered with the brief's
 * page; a refused move answers the panel (which posts with a fetcher) with the reason. Sharing and
 * revoking have their own pages: shortlist-share.tsx (the preview) and shortlist-revoke.tsx.
 */
export async function action({ request, params }: Route.ActionArgs) {
  await requirePermission(request, 'shortlists.manage')
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
  const moved = await moveShortlistEntry(id, form.entry, form.intent)
  if (moved.ok) throw redirect(`/admin/hire-briefs/${id}?shortlist=moved#shortlist`)
  const [problem, status] =
    moved.code === 'not-found' ? [SHORTLIST_PROBLEMS.notOnShortlist, 404] : [SHORTLIST_PROBLEMS.atTheEnd, 409]
  return data(submission.reply({ formErrors: [problem] }), { status })
}
