import type { SubmissionResult } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { useState } from 'react'
import { data, redirect } from 'react-router'
import { PageHeading } from '~/components/admin/admin-header'
import { BackLink } from '~/components/admin/detail-list'
import { EmailPreview } from '~/features/email'
import {
  ClientPagePreview,
  emailTextWithNote,
  SHORTLIST_PROBLEMS,
  ShareForm,
  ShareNotices,
  ShareShortlistForm,
} from '~/features/shortlists'
import { notFound, parseId } from '~/server/admin/form-data.server'
import { requireSameOrigin } from '~/server/auth/same-origin.server'
import { requirePermission } from '~/server/auth/staff-session.server'
import { previewShare, shareShortlist } from '~/features/shortlists/index.server'
import type { Route } from './+types/shortlist-share'

export const meta = ({ loaderData }: Route.MetaArgs) => [
  {
    title: `Share the shortlist${loaderData ? ` of ${loaderData.preview.brief.reference}` : ''} | Brightpath admin`,
  },
]

/**
 * "Share shortlist": first the preview (to whom, the e-mail as it will arrive with the member's
 * note, the client's page as the client will see it), then "Send" shares (shortlists.share).
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  const staff = await requirePermission(request, 'shortlists.share')
  const preview = await previewShare(parseId(params.id), staff.username)
  if (!preview) notFound()
  return { preview }
}

export async function action({ request, params }: Route.ActionArgs) {
  const staff = await requirePermission(request, 'shortlists.share')
  requireSameOrigin(request)
  const id = parseId(params.id)
  const submission = parseWithZod(await request.formData(), {
    schema: ShareShortlistForm,
    disableAutoCoercion: true,
  })
  if (submission.status !== 'success') return data(submission.reply(), { status: 400 })
  // "Update preview" (without JavaScript): the page draws the e-mail again with the note as posted.
  if (submission.value.intent === 'preview') return submission.reply()
  const shared = await shareShortlist(id, staff.username, { note: submission.value.note })
  if (shared.ok) {
    throw redirect(
      `/admin/hire-briefs/${id}?shortlist=${shared.becameOwner ? 'shared-owner' : 'shared'}#shortlist`,
    )
  }
  if (shared.code === 'not-found') notFound()
  const problem =
    shared.code === 'incomplete'
      ? SHORTLIST_PROBLEMS.incomplete(shared.names)
      : shared.code === 'awaiting-candidates'
        ? SHORTLIST_PROBLEMS.awaitingCandidates
        : SHORTLIST_PROBLEMS.nothingToShare
  return data(submission.reply({ formErrors: [problem] }), { status: 409 })
}

export default function ShareShortlistPage({ loaderData, actionData }: Route.ComponentProps) {
  const { preview } = loaderData
  const result: SubmissionResult<string[]> | undefined = actionData
  const posted = result?.initialValue?.note
  const [note, setNote] = useState(typeof posted === 'string' ? posted : '')
  const updated = preview.answeredAt !== null
  return (
    <>
      <BackLink to={`/admin/hire-briefs/${preview.brief.id}#shortlist`}>
        Back to {preview.brief.reference}
      </BackLink>
      <PageHeading
        title={updated ? 'Share the updated shortlist' : 'Share the shortlist'}
        description={`${preview.brief.reference}, ${preview.brief.company}. Check the e-mail and the page ${preview.recipient.name} will get, add a note if you like, then send.`}
      />
      <ShareNotices
        answeredAt={preview.answeredAt}
        liveLink={preview.liveLink}
        becomesOwner={preview.becomesOwner}
        refusal={preview.refusal}
        briefId={preview.brief.id}
        awaitingNames={preview.awaitingNames}
      />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,24rem)_minmax(0,1fr)] lg:items-start">
        <ShareForm
          // A refused send or a posted preview redraws the form with what was typed.
          key={result ? 'posted' : 'new'}
          recipient={preview.recipient}
          owner={preview.owner}
          lastResult={result}
          canSend={preview.email !== null}
          onNoteChange={setNote}
        />
        {preview.email ? (
          <EmailPreview
            from={preview.email.from}
            replyTo={preview.email.replyTo}
            to={preview.email.to}
            subject={preview.email.subject}
            body={emailTextWithNote(preview.email, note)}
          />
        ) : null}
      </div>
      <ClientPagePreview {...preview.page} />
    </>
  )
}
