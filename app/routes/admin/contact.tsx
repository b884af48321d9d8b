import type { SubmissionResult } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { data, Form, redirect } from 'react-router'
import { z } from '~/lib/zod'
import { PageHeading } from '~/components/admin/admin-header'
import { EmailLink } from '~/components/admin/email-link'
import { buttonClass, Notice } from '~/components/admin/controls'
import { replyErrors } from '~/components/admin/form-reply'
import { BackLink, DetailList, Panel } from '~/components/admin/detail-list'
import { formatDateTime, humanize } from '~/components/admin/format'
import { LinkifiedText } from '~/components/admin/linkify'
import { StatusBadge } from '~/components/admin/status-badge'
import { CONTACT_STATUSES } from '~/lib/constants'
import { notFound, parseId } from '~/server/admin/form-data.server'
import { requirePermission } from '~/server/auth/staff-session.server'
import { requireSameOrigin } from '~/server/auth/same-origin.server'
import { ContactStatusForm } from '~/features/contacts'
import { RemindMeForm } from '~/features/my-work'
import { getRemindMe } from '~/features/my-work/index.server'
import { getContactSubmission, updateContactStatuses } from '~/features/contacts/index.server'
import { RecordTimeline, TimelineCancelForm, TimelineNoteForm } from '~/features/timeline'
import { runTimelineForm, timelineFor } from '~/features/timeline/index.server'
import type { Route } from './+types/contact'
import { CameFrom } from '~/features/traffic'
import { getVisitSource } from '~/features/traffic/index.server'

export const meta = ({ loaderData }: Route.MetaArgs) => [
  { title: `${loaderData ? `Contact ${loaderData.contact.reference}` : 'Contact'} | Brightpath admin` },
]

export async function loader({ request, params }: Route.LoaderArgs) {
  const staff = await requirePermission(request, 'contacts.read')
  const id = parseId(params.id)
  const contact = await getContactSubmission(id)
  if (!contact) notFound()
  const record = { kind: 'contact', id } as const
  const [timeline, source, remindMe] = await Promise.all([
    timelineFor(record, staff),
    getVisitSource('contact', id),
    getRemindMe(record, staff),
  ])
  return { contact, timeline, saved: new URL(request.url).searchParams.get('saved'), source, remindMe }
}

/** The page's forms: the triage's status buttons and the timeline's. */
const ContactAction = z.discriminatedUnion('intent', [
  ContactStatusForm,
  TimelineNoteForm,
  TimelineCancelForm,
])

export async function action({ request, params }: Route.ActionArgs) {
  const admin = await requirePermission(request, 'contacts.update')
  requireSameOrigin(request)
  const id = parseId(params.id)
  const submission = parseWithZod(await request.formData(), {
    schema: ContactAction,
    disableAutoCoercion: true,
  })
  if (submission.status !== 'success') return data(submission.reply(), { status: 400 })
  const form = submission.value
  if (form.intent !== 'status') return runTimelineForm({ kind: 'contact', id }, submission, form, admin)
  const [change] = await updateContactStatuses([id], form.status, admin.username)
  if (!change && !(await getContactSubmission(id))) notFound()
  throw redirect(`/admin/contacts/${id}?saved=status`)
}

export default function ContactDetail({ loaderData, actionData }: Route.ComponentProps) {
  const { contact, timeline, saved, remindMe } = loaderData
  const reply: SubmissionResult<string[]> | undefined = actionData
  // Only a tampered post gets the status wrong: the buttons offer the statuses there are.
  const statusErrors = replyErrors(reply, 'status', ['status'])
  return (
    <>
      <BackLink to="/admin/contacts">All contact submissions</BackLink>
      <PageHeading
        title={contact.name}
        description={`Contact ${contact.reference} · received ${formatDateTime(contact.createdAt)}`}
      >
        <StatusBadge status={contact.status} className="text-sm" />
      </PageHeading>
      <CameFrom source={loaderData.source} />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="min-w-0 space-y-6">
          <DetailList
            items={[
              { label: 'Name', value: contact.name },
              { label: 'Email', value: <EmailLink email={contact.email} /> },
              { label: 'Phone', value: contact.phone },
              { label: 'Subject', value: contact.subject },
              { label: 'Message', value: <LinkifiedText text={contact.message} /> },
            ]}
          />
          <RecordTimeline {...timeline} saved={saved} reply={reply} />
        </div>
        <div className="space-y-6">
          <Panel title="Triage" id="triage">
            {saved === 'status' ? (
              <Notice tone="success">Status saved: {humanize(contact.status)}.</Notice>
            ) : null}
            {statusErrors.length ? (
              <div id="status-error">
                <Notice tone="error">{statusErrors.join(' ')}</Notice>
              </div>
            ) : null}
            <Form method="post" className="mt-3 flex flex-wrap gap-2">
              <input type="hidden" name="intent" value="status" />
              {CONTACT_STATUSES.map((status) => (
                <button
                  key={status}
                  type="submit"
                  name="status"
                  value={status}
                  disabled={status === contact.status}
                  aria-pressed={status === contact.status}
                  aria-describedby={statusErrors.length ? 'status-error' : undefined}
                  className={buttonClass(
                    status === 'spam' ? 'secondary' : 'primary',
                    'aria-pressed:bg-slate-200 aria-pressed:text-slate-700',
                  )}
                >
                  {status === 'new' ? 'Mark as new' : `Mark as ${status}`}
                </button>
              ))}
            </Form>
          </Panel>
          {remindMe ? <RemindMeForm record={{ kind: 'contact', id: contact.id }} {...remindMe} /> : null}
        </div>
      </div>
    </>
  )
}
