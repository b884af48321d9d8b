import type { SubmissionResult } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { data, redirect } from 'react-router'
import { PageHeading } from '~/components/admin/admin-header'
import { Notice } from '~/components/admin/controls'
import { BackLink } from '~/components/admin/detail-list'
import { site } from '~/content/site'
import {
  CancelInterviewForm,
  CancelInterviewSchema,
  InterviewStatus,
  proposeSlotsSchema,
  SlotForm,
} from '~/features/interviews'
import { cancelInterview, getEntryInterview, proposeInterviewSlots } from '~/features/interviews/index.server'
import { getHireBrief } from '~/features/hire-briefs/index.server'
import { getShortlistEntry } from '~/features/shortlists/index.server'
import { notFound, parseId } from '~/server/admin/form-data.server'
import { requireSameOrigin } from '~/server/auth/same-origin.server'
import { requirePermission } from '~/server/auth/staff-session.server'
import type { Route } from './+types/shortlist-interview'

export const meta = ({ loaderData }: Route.MetaArgs) => [
  { title: `${loaderData ? `Interview: ${loaderData.entry.fullName}` : 'Interview'} | Brightpath admin` },
]

async function load(briefParam: string | undefined, entryParam: string | undefined) {
  const briefId = parseId(briefParam)
  const [brief, entry] = await Promise.all([
    getHireBrief(briefId),
    getShortlistEntry(briefId, parseId(entryParam)),
  ])
  if (!brief || !entry) notFound()
  return { brief, entry }
}

const SAVED = {
  proposed: 'Times sent: the client picks one on their shortlist page.',
  cancelled: 'Interview cancelled. Invitations already sent were cancelled in the calendars.',
} as const

export async function loader({ request, params }: Route.LoaderArgs) {
  await requirePermission(request, 'shortlists.manage')
  const { brief, entry } = await load(params.id, params.entryId)
  const url = new URL(request.url)
  const saved = url.searchParams.get('saved')
  return {
    brief: {
      id: brief.id,
      reference: brief.reference,
      company: brief.company,
      closed: brief.status === 'won' || brief.status === 'lost',
    },
    entry: { id: entry.id, fullName: entry.fullName, stage: entry.stage },
    interview: await getEntryInterview(entry.id, url.searchParams.get('zone')),
    saved: saved === 'proposed' || saved === 'cancelled' ? SAVED[saved] : null,
  }
}

const REFUSED = {
  'not-found': ['This candidate is no longer on the shortlist.', 404],
  'not-allowed': ['Times can be proposed once the client has asked to interview this candidate.', 409],
  closed: ['This hiring brief is closed: its interviews can no longer be arranged.', 409],
} as const

export async function action({ request, params }: Route.ActionArgs) {
  const staff = await requirePermission(request, 'shortlists.manage')
  requireSameOrigin(request)
  const { brief, entry } = await load(params.id, params.entryId)
  const formData = await request.formData()
  const back = (saved: keyof typeof SAVED) =>
    redirect(`/admin/hire-briefs/${brief.id}/shortlist/${entry.id}/interview?saved=${saved}`)
  if (formData.get('intent') === 'cancel') {
    const submission = parseWithZod(formData, { schema: CancelInterviewSchema, disableAutoCoercion: true })
    if (submission.status !== 'success') return data(submission.reply(), { status: 400 })
    const interview = await getEntryInterview(entry.id, null)
    if (!interview) return data(submission.reply({ formErrors: [REFUSED['not-found'][0]] }), { status: 404 })
    const outcome = await cancelInterview(
      { side: 'owner', username: staff.username },
      interview.id,
      submission.value.note,
    )
    if (!outcome.ok) {
      return data(submission.reply({ formErrors: ['This interview was already cancelled.'] }), {
        status: 409,
      })
    }
    throw back('cancelled')
  }
  const submission = parseWithZod(formData, { schema: proposeSlotsSchema(), disableAutoCoercion: true })
  if (submission.status !== 'success') return data(submission.reply(), { status: 400 })
  const outcome = await proposeInterviewSlots(brief.id, entry.id, submission.value, staff.username)
  if (!outcome.ok) {
    const [message, status] = REFUSED[outcome.code]
    return data(submission.reply({ formErrors: [message] }), { status })
  }
  throw back('proposed')
}

export default function ShortlistInterviewPage({ loaderData, actionData }: Route.ComponentProps) {
  const { brief, entry, interview, saved } = loaderData
  const reply: SubmissionResult<string[]> | undefined = actionData
  const canPropose =
    !brief.closed && (entry.stage === 'interview-requested' || entry.stage === 'interviewing')
  return (
    <>
      <BackLink to={`/admin/hire-briefs/${brief.id}/shortlist/${entry.id}`}>
        Back to {entry.fullName}
      </BackLink>
      <PageHeading
        title={`Interview: ${entry.fullName}`}
        description={`On the shortlist of ${brief.reference} (${brief.company})`}
      />
      {saved ? (
        <div className="mb-4" role="status">
          <Notice tone="success">{saved}</Notice>
        </div>
      ) : null}
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start">
        <div className="space-y-6">
          {canPropose ? (
            <SlotForm
              // A new proposal draws an empty form: the times sent are listed beside it.
              key={interview ? interview.slots.map((slot) => slot.id).join('-') : 'first'}
              zone={interview?.zone ?? site.timeZone.id}
              reply={reply}
              again={interview !== null}
            />
          ) : (
            <Notice tone="error">{brief.closed ? REFUSED.closed[0] : REFUSED['not-allowed'][0]}</Notice>
          )}
        </div>
        <div className="space-y-6">
          {interview ? <InterviewStatus interview={interview} /> : null}
          {interview && interview.state !== 'cancelled' ? <CancelInterviewForm reply={reply} /> : null}
        </div>
      </div>
    </>
  )
}
