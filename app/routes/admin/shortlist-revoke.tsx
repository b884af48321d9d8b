import type { SubmissionResult } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { data, redirect } from 'react-router'
import { PageHeading } from '~/components/admin/admin-header'
import { BackLink } from '~/components/admin/detail-list'
import { RevokeConfirm, RevokeLinkForm, SHORTLIST_PROBLEMS } from '~/features/shortlists'
import { notFound, parseId } from '~/server/admin/form-data.server'
import { requireSameOrigin } from '~/server/auth/same-origin.server'
import { requirePermission } from '~/server/auth/staff-session.server'
import { getHireBrief } from '~/features/hire-briefs/index.server'
import { getBriefShortlist, revokeShortlist } from '~/features/shortlists/index.server'
import type { Route } from './+types/shortlist-revoke'

export const meta = ({ loaderData }: Route.MetaArgs) => [
  {
    title: `Revoke the client’s link${loaderData ? ` of ${loaderData.brief.reference}` : ''} | Brightpath admin`,
  },
]

/** "Revoke link" asks to confirm on this page (shortlists.share); the post revokes it. */
export async function loader({ request, params }: Route.LoaderArgs) {
  await requirePermission(request, 'shortlists.share')
  const brief = await getHireBrief(parseId(params.id))
  if (!brief) notFound()
  const { link } = await getBriefShortlist(brief.id)
  return {
    brief: { id: brief.id, reference: brief.reference, company: brief.company },
    recipient: { name: brief.name, email: brief.email },
    link: link?.state === 'live' ? link : null,
  }
}

export async function action({ request, params }: Route.ActionArgs) {
  const staff = await requirePermission(request, 'shortlists.share')
  requireSameOrigin(request)
  const submission = parseWithZod(await request.formData(), {
    schema: RevokeLinkForm,
    disableAutoCoercion: true,
  })
  if (submission.status !== 'success') return data(submission.reply(), { status: 400 })
  const brief = await getHireBrief(parseId(params.id))
  if (!brief) notFound()
  if (!(await revokeShortlist(brief.id, brief.reference, staff.username))) {
    return data(submission.reply({ formErrors: [SHORTLIST_PROBLEMS.notShared] }), { status: 409 })
  }
  throw redirect(`/admin/hire-briefs/${brief.id}?shortlist=revoked#shortlist`)
}

export default function RevokeShortlistLink({ loaderData, actionData }: Route.ComponentProps) {
  const { brief, recipient, link } = loaderData
  const result: SubmissionResult<string[]> | undefined = actionData
  return (
    <>
      <BackLink to={`/admin/hire-briefs/${brief.id}#shortlist`}>Back to {brief.reference}</BackLink>
      <PageHeading
        title="Revoke link"
        description={`The shortlist of ${brief.reference}, ${brief.company}.`}
      />
      <RevokeConfirm
        briefId={brief.id}
        reference={brief.reference}
        recipient={recipient}
        link={link}
        lastResult={result}
      />
    </>
  )
}
