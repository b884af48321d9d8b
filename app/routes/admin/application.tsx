import type { SubmissionResult } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { data, Link, redirect } from 'react-router'
import { z } from '~/lib/zod'
import { PageHeading } from '~/components/admin/admin-header'
import {
  ApplicationAssignForm,
  ApplicationStageForm,
  ApplicationShortlists,
  ApplicationStatusForm,
  ASSIGN_NOT_A_MEMBER,
  heldByShortlistMessage,
  ResumeLink,
} from '~/features/applications'
import { AssignmentPanel } from '~/components/admin/assignment-panel'
import { EmailLink } from '~/components/admin/email-link'
import { Notice } from '~/components/admin/controls'
import { replyErrors } from '~/components/admin/form-reply'
import { BackLink, DetailList, Panel } from '~/components/admin/detail-list'
import { formatDateTime, humanize } from '~/components/admin/format'
import { LinkifiedText } from '~/components/admin/linkify'
import { StageEmailForm, StageEmailOffer } from '~/features/email'
import { StatusBadge } from '~/components/admin/status-badge'
import { canEmailRecord, recordEmailPath, TIMELINE_ANCHOR } from '~/contracts/records'
import { notFound, parseId } from '~/server/admin/form-data.server'
import { requirePermission } from '~/server/auth/staff-session.server'
import { requireSameOrigin } from '~/server/auth/same-origin.server'
import { applicantStageLabel } from '~/contracts/applicant-stages'
import { GENERAL_APPLICATION_TITLE } from '~/contracts/positions'
import type { ApplicationStatus } from '~/lib/constants'
import { roleCan } from '~/contracts/permissions'
import {
  assignApplication,
  getJobApplication,
  listApplicationAnswers,
  listShortlistsOfApplication,
  moveApplicationStage,
} from '~/features/applications/index.server'
import { runStageEmailForm } from '~/features/email/index.server'
import { stageOfferFor } from '~/features/email/index.server'
import { RecordTimeline, TimelineCancelForm, TimelineNoteForm } from '~/features/timeline'
import { runTimelineForm, timelineFor } from '~/features/timeline/index.server'
import type { Route } from './+types/application'
import { RemindMeForm } from '~/features/my-work'
import { getRemindMe } from '~/features/my-work/index.server'
import { getOwnerPanel } from '~/features/team/index.server'
import { CameFrom } from '~/features/traffic'
import { getVisitSource } from '~/features/traffic/index.server'

export const meta = ({ loaderData }: Route.MetaArgs) => [
  {
    title: `${loaderData ? `Application ${loaderData.application.reference}` : 'Application'} | Brightpath admin`,
  },
]

export async function loader({ request, params }: Route.LoaderArgs) {
  // What the candidate applied with (phone, pay, resume…): for the roles that see it (CANDIDATE_VIEWS).
  const staff = await requirePermission(request, 'applications.read')
  const id = parseId(params.id)
  const application = await getJobApplication(id)
  if (!application) notFound()
  const search = new URL(request.url).searchParams
  const saved = search.get('saved')
  const record = { kind: 'application', id } as const
  const [timeline, answers, owners, shortlists, offer, remindMe] = await Promise.all([
    timelineFor(record, staff),
    listApplicationAnswers(id),
    getOwnerPanel(application.assignedTo),
    listShortlistsOfApplication(id),
    // Right after a move to a stage with a template: the offer to send it (never sent unasked).
    saved === 'status' && canEmailRecord(staff.role, 'application')
      ? stageOfferFor(application.status, [id], staff)
      : null,
    getRemindMe(record, staff),
  ])
  return {
    application,
    timeline,
    answers,
    shortlists,
    saved,
    shown: saved === 'shown' || (saved === 'status' && search.get('shown') === '1'),
    offer,
    remindMe,
    assignment: { me: staff.username, ...owners, canAssign: roleCan(staff.role, 'applications.update') },
    candidateLink: roleCan(staff.role, 'candidates.read') ? application.candidateId : null,
    source: await getVisitSource('application', id),
  }
}

/** The page's forms: the stage, the assignment, the stage's e-mail offered after a move, the timeline's. */
const ApplicationAction = z.discriminatedUnion('intent', [
  ApplicationStageForm,
  ApplicationAssignForm,
  StageEmailForm,
  TimelineNoteForm,
  TimelineCancelForm,
])

export async function action({ request, params }: Route.ActionArgs) {
  const admin = await requirePermission(request, 'applications.update')
  requireSameOrigin(request)
  const id = parseId(params.id)
  const submission = parseWithZod(await request.formData(), {
    schema: ApplicationAction,
    disableAutoCoercion: true,
  })
  if (submission.status !== 'success') return data(submission.reply(), { status: 400 })
  const form = submission.value
  const record = { kind: 'application', id } as const
  if (form.intent === 'status') {
    const { changes, held, shown } = await moveApplicationStage([id], form.status, admin.username, {
      showOnStatusPage: form.showOnStatusPage,
    })
    if (held.length) {
      return data(submission.reply({ formErrors: [heldByShortlistMessage(held)] }), { status: 409 })
    }
    if (!changes.length && !shown.length && !(await getJobApplication(id))) notFound()
    // Left where it was and only shown: no move to tell of, and no stage e-mail to offer again.
    if (!changes.length && shown.length) throw redirect(`/admin/applications/${id}?saved=shown`)
    throw redirect(`/admin/applications/${id}?saved=status${shown.length ? '&shown=1' : ''}`)
  }
  if (form.intent === 'assign') {
    const to = form.to === 'me' ? admin.username : form.to || null
    const assigned = await assignApplication(id, to, admin.username)
    if (assigned === 'not-a-member') {
      return data(submission.reply({ fieldErrors: { to: [ASSIGN_NOT_A_MEMBER] } }), { status: 400 })
    }
    if (assigned === 'not-found') notFound()
    throw redirect(`/admin/applications/${id}?saved=assign`)
  }
  if (form.intent === 'stage-email') {
    return runStageEmailForm(
      [id],
      submission,
      form,
      admin,
      ({ sent, notBefore }) =>
        `/admin/applications/${id}?saved=${sent === 0 ? 'not-sent' : notBefore ? 'scheduled' : 'email'}#${TIMELINE_ANCHOR}`,
    )
  }
  return runTimelineForm(record, submission, form, admin)
}

/** What the stage panel says once a stage was shown on the applicant's status page. */
const SHOWN_NOTICE = (announced: ApplicationStatus) =>
  `The applicant’s status page reads “${applicantStageLabel(announced)}” now.`

const link = (href: string | null) => (href ? <LinkifiedText text={href} /> : null)

export default function ApplicationDetail({ loaderData, actionData }: Route.ComponentProps) {
  const {
    application: a,
    timeline,
    answers,
    shortlists,
    saved,
    shown,
    offer,
    assignment,
    candidateLink,
    remindMe,
  } = loaderData
  const reply: SubmissionResult<string[]> | undefined = actionData
  const stageEmailProblems = replyErrors(reply, 'stage-email', ['', 'stage'])
  // The title it was sent for, kept as it was even if the opening was renamed or closed since.
  const appliedFor = a.openingTitle ?? a.position ?? GENERAL_APPLICATION_TITLE
  return (
    <>
      <BackLink to="/admin/applications">All job applications</BackLink>
      <PageHeading
        title={a.fullName}
        description={`Application ${a.reference} · received ${formatDateTime(a.createdAt)}`}
      >
        <div className="flex flex-wrap items-center gap-3">
          {candidateLink ? (
            <Link
              to={`/admin/candidates/${candidateLink}`}
              className="text-sm font-semibold text-accent-700 underline-offset-4 hover:underline"
            >
              Candidate record
            </Link>
          ) : null}
          <StatusBadge status={a.status} className="text-sm" />
        </div>
      </PageHeading>
      <CameFrom source={loaderData.source} />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_24rem]">
        <div className="min-w-0 space-y-6">
          <DetailList
            items={[
              { label: 'Full name', value: a.fullName },
              { label: 'Email', value: <EmailLink email={a.email} /> },
              { label: 'Phone', value: a.phone },
              {
                label: 'Opening',
                value:
                  a.openingId === null ? (
                    appliedFor
                  ) : (
                    <Link
                      to={`/admin/openings/${a.openingId}`}
                      className="font-semibold text-accent-700 underline-offset-4 hover:underline"
                    >
                      {appliedFor}
                    </Link>
                  ),
              },
              { label: 'Skills', value: a.skills },
              { label: 'Years of experience', value: a.yearsOfExperience },
              { label: 'Current CTC', value: a.currentCtc },
              { label: 'Expected CTC', value: a.expectedCtc },
              { label: 'Address', value: a.address },
              { label: 'Recent education', value: a.recentEducation },
              { label: 'College', value: a.collegeName },
              { label: 'ID number', value: a.idNumber },
              { label: 'Percentage / CGPA', value: a.percentage },
              { label: 'GitHub', value: link(a.github) },
              { label: 'LinkedIn', value: link(a.linkedin) },
              { label: 'Cover letter', value: a.coverLetter ? <LinkifiedText text={a.coverLetter} /> : null },
              { label: 'Resume', value: <ResumeLink resume={a.resume} owner={a.fullName} /> },
            ]}
          />
          {answers.length ? (
            <Panel title="Screening questions" id="answers-heading">
              <dl className="divide-y divide-slate-100">
                {answers.map((answer, index) => (
                  <div key={index} className="grid gap-1 py-3 first:pt-0 last:pb-0">
                    <dt className="text-sm font-semibold text-slate-600">{answer.questionLabel}</dt>
                    <dd className="min-w-0 break-words whitespace-pre-line">{answer.answer}</dd>
                  </div>
                ))}
              </dl>
            </Panel>
          ) : null}
          <RecordTimeline {...timeline} saved={saved} reply={reply} />
        </div>
        <div className="space-y-6">
          <Panel title="Stage" id="status-heading">
            {saved === 'status' || saved === 'shown' ? (
              <Notice tone="success">
                {saved === 'status' ? `Moved to ${humanize(a.status)}.` : null}
                {shown ? `${saved === 'status' ? ' ' : ''}${SHOWN_NOTICE(a.announcedStatus)}` : null}
              </Notice>
            ) : null}
            <ApplicationShortlists shortlists={shortlists} />
            <div className="mt-3">
              <ApplicationStatusForm
                key={`${a.status}-${a.announcedStatus}`}
                status={a.status}
                announced={a.announcedStatus}
                // A refused move (held by a shortlist) is the form's own error.
                errors={replyErrors(reply, 'status', ['', 'status'])}
              />
            </div>
          </Panel>
          {stageEmailProblems.length ? <Notice tone="error">{stageEmailProblems.join(' ')}</Notice> : null}
          {offer ? (
            <StageEmailOffer
              offer={offer}
              composeHref={`${recordEmailPath({ kind: 'application', id: a.id })}?template=${offer.templateId}&stage=${offer.stage}`}
            />
          ) : null}
          <AssignmentPanel
            {...assignment}
            saved={saved === 'assign'}
            error={replyErrors(reply, 'assign', ['to']).join(' ') || undefined}
          />
          {remindMe ? <RemindMeForm record={{ kind: 'application', id: a.id }} {...remindMe} /> : null}
        </div>
      </div>
    </>
  )
}
