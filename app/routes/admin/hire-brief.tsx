import type { SubmissionResult } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { data, redirect } from 'react-router'
import { PageHeading } from '~/components/admin/admin-header'
import { AssignmentPanel } from '~/components/admin/assignment-panel'
import {
  BRIEF_MESSAGES,
  BriefAssignForm,
  BriefLostForm,
  BriefPaceSteps,
  BriefStages,
  BriefStatusForm,
  staffBriefSections,
} from '~/features/hire-briefs'
import { EmailLink } from '~/components/admin/email-link'
import { Notice } from '~/components/admin/controls'
import { replyErrors, replyValue } from '~/components/admin/form-reply'
import { BackLink, DetailList, Panel } from '~/components/admin/detail-list'
import { formatDateTime } from '~/components/admin/format'
import { BriefWorkNotices, ShortlistPanel } from '~/features/shortlists'
import {
  describeBrief,
  HIRE_BRIEF_STATUS_LABELS,
  type HireBrief,
  type HireBriefStatus,
} from '~/contracts/hire-brief'
import { ACCESS_DENIED_MESSAGE, roleCan } from '~/contracts/permissions'
import { z } from '~/lib/zod'
import { notFound, parseId } from '~/server/admin/form-data.server'
import { requirePermission } from '~/server/auth/staff-session.server'
import { requireSameOrigin } from '~/server/auth/same-origin.server'
import {
  assignBrief,
  getBriefPace,
  getHireBrief,
  updateBriefStatus,
} from '~/features/hire-briefs/index.server'
import { RecordTimeline, TimelineCancelForm, TimelineNoteForm } from '~/features/timeline'
import { runTimelineForm, timelineFor } from '~/features/timeline/index.server'
import { loadBriefWork } from '~/features/shortlists/index.server'
import type { Route } from './+types/hire-brief'
import { RemindMeForm } from '~/features/my-work'
import { getRemindMe } from '~/features/my-work/index.server'
import { getOwnerPanel } from '~/features/team/index.server'
import { CameFrom } from '~/features/traffic'
import { getVisitSource } from '~/features/traffic/index.server'

export const meta = ({ loaderData }: Route.MetaArgs) => [
  { title: `${loaderData ? `Brief ${loaderData.brief.reference}` : 'Hiring brief'} | Brightpath admin` },
]

export async function loader({ request, params }: Route.LoaderArgs) {
  const admin = await requirePermission(request, 'briefs.read')
  const brief = await getHireBrief(parseId(params.id))
  if (!brief) notFound()
  const search = new URL(request.url).searchParams
  const record = { kind: 'brief', id: brief.id } as const
  const [timeline, owners, work, remindMe, pace] = await Promise.all([
    timelineFor(record, admin),
    getOwnerPanel(brief.assignedTo),
    // The shortlist, the link the client opens, and the stage history (features of their own).
    loadBriefWork(brief, admin.role, search),
    getRemindMe(record, admin),
    getBriefPace(brief),
  ])
  const source = await getVisitSource('brief', brief.id)
  return {
    brief,
    timeline,
    me: admin.username,
    owners,
    remindMe,
    // A member who reads briefs but may not move or assign them (a Recruiter) sees both, without the forms.
    canUpdate: roleCan(admin.role, 'briefs.update'),
    saved: search.get('saved'),
    ...work,
    source,
    pace,
  }
}

/** The page's forms: the pipeline's stages and "Mark as lost", the assignment, the timeline's. */
const HireBriefAction = z.discriminatedUnion('intent', [
  BriefStatusForm,
  BriefAssignForm,
  TimelineNoteForm,
  TimelineCancelForm,
])

export async function action({ request, params }: Route.ActionArgs) {
  // Whoever reads briefs may add a note ('briefs.note', a Recruiter too); everything else on the
  // page (stages, assignment, cancelling an e-mail) moves the brief and asks 'briefs.update'.
  const admin = await requirePermission(request, 'briefs.note')
  requireSameOrigin(request)
  const id = parseId(params.id)
  const formData = await request.formData()
  if (formData.get('intent') !== 'note' && !roleCan(admin.role, 'briefs.update')) {
    throw data({ message: ACCESS_DENIED_MESSAGE }, { status: 403 })
  }
  const submission = parseWithZod(formData, { schema: HireBriefAction, disableAutoCoercion: true })
  if (submission.status !== 'success') return data(submission.reply(), { status: 400 })
  const form = submission.value
  if (form.intent === 'note' || form.intent === 'cancel-email') {
    return runTimelineForm({ kind: 'brief', id }, submission, form, admin)
  }
  const brief = await getHireBrief(id)
  if (!brief) notFound()
  if (form.intent === 'status') {
    if (!(await updateBriefStatus(id, form.status, admin.username, form.lostReason))) notFound()
    throw redirect(`/admin/hire-briefs/${id}?saved=status`)
  }
  const to = form.to === 'me' ? admin.username : form.to || null
  const assigned = await assignBrief(brief, to, admin.username)
  if (assigned === 'not-staff') {
    return data(submission.reply({ fieldErrors: { to: [BRIEF_MESSAGES.notAnAdmin] } }), { status: 400 })
  }
  if (assigned === 'not-found') notFound()
  throw redirect(`/admin/hire-briefs/${id}?saved=assign`)
}

type StoredBrief = NonNullable<Awaited<ReturnType<typeof getHireBrief>>>

/** The stored row as the brief the company sent, to be read back the way they answered it. */
function asBrief(row: StoredBrief): HireBrief {
  const given = <T,>(value: T | null) => value ?? undefined
  return {
    role: row.role as HireBrief['role'],
    skills: row.skills,
    seniority: row.seniority as HireBrief['seniority'],
    headcount: row.headcount,
    engagement: row.engagement as HireBrief['engagement'],
    duration: row.duration as HireBrief['duration'],
    start: row.start as HireBrief['start'],
    startDate: given(row.startDate),
    arrangement: row.arrangement as HireBrief['arrangement'],
    city: given(row.city),
    overlapHours: given(row.overlapHours),
    timezone: given(row.timezone) as HireBrief['timezone'],
    budgetFrom: given(row.budgetFrom),
    budgetTo: given(row.budgetTo),
    budgetCurrency: given(row.budgetCurrency) as HireBrief['budgetCurrency'],
    budgetPeriod: given(row.budgetPeriod) as HireBrief['budgetPeriod'],
    name: row.name,
    email: row.email,
    company: row.company,
    jobTitle: given(row.jobTitle),
    phone: given(row.phone),
    country: row.country,
    details: given(row.details),
  }
}

const SAVED: Record<string, string> = {
  status: 'Stage saved.',
  assign: 'Assignment saved.',
}

export default function HireBriefDetail({ loaderData, actionData }: Route.ComponentProps) {
  const {
    brief,
    timeline,
    me,
    owners,
    remindMe,
    canUpdate,
    saved,
    shortlist,
    stages,
    duplicateOf,
    can,
    shortlistNotice,
    placed,
    pace,
  } = loaderData
  const reply: SubmissionResult<string[]> | undefined = actionData
  // Only a tampered post names a stage there is not: the buttons offer the stages there are.
  const stageErrors = replyErrors(reply, 'status', ['status'])
  const sections = staffBriefSections(describeBrief(asBrief(brief)))
  return (
    <>
      <BackLink to="/admin/hire-briefs">All hiring briefs</BackLink>
      <PageHeading
        title={`${brief.company}: ${brief.headcount} × ${sections[0]?.lines[0]?.value ?? brief.role}`}
        description={`Brief ${brief.reference} · received ${formatDateTime(brief.createdAt)}`}
      >
        <span className="rounded-pill bg-slate-100 px-3 py-1 text-sm font-semibold">
          {HIRE_BRIEF_STATUS_LABELS[brief.status]}
        </span>
      </PageHeading>
      <CameFrom source={loaderData.source} />
      {saved && SAVED[saved] ? (
        <div className="mb-4">
          <Notice tone="success">{SAVED[saved]}</Notice>
        </div>
      ) : null}
      <BriefWorkNotices duplicateOf={duplicateOf} placed={placed} status={brief.status} />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="min-w-0 space-y-6">
          <ShortlistPanel
            briefId={brief.id}
            entries={shortlist.entries}
            link={shortlist.link}
            can={can}
            notice={shortlistNotice}
          />
          {sections.map((section) => (
            <section key={section.id} aria-labelledby={`brief-${section.id}`}>
              <h2 id={`brief-${section.id}`} className="mb-3 text-lg font-semibold tracking-tight">
                {section.title}
              </h2>
              <DetailList
                items={section.lines.map((line) => ({
                  label: line.label,
                  value:
                    line.label === 'Work email' ? (
                      <EmailLink email={line.value} />
                    ) : (
                      <span className="whitespace-pre-line">{line.value}</span>
                    ),
                }))}
              />
            </section>
          ))}
          <RecordTimeline
            {...timeline}
            saved={saved}
            reply={reply}
            statusLabel={(status) => HIRE_BRIEF_STATUS_LABELS[status as HireBriefStatus] ?? status}
          />
        </div>
        <div className="space-y-6">
          <Panel title="Pipeline" id="pipeline">
            <BriefStages
              status={brief.status}
              history={stages}
              receivedAt={brief.createdAt}
              readOnly={!canUpdate}
            />
            {stageErrors.length ? (
              <div className="mt-3">
                <Notice tone="error">{stageErrors.join(' ')}</Notice>
              </div>
            ) : null}
            {canUpdate ? (
              <BriefLostForm
                lostReason={brief.lostReason}
                errors={replyErrors(reply, 'status', ['lostReason'])}
                typed={replyValue(reply, 'status', 'lostReason')}
              />
            ) : brief.lostReason ? (
              <p className="mt-3 text-sm">Lost because: {brief.lostReason}</p>
            ) : null}
          </Panel>
          {pace ? (
            <Panel title="Pace" id="pace">
              <BriefPaceSteps pace={pace} />
            </Panel>
          ) : null}
          <AssignmentPanel
            {...owners}
            me={me}
            canAssign={canUpdate}
            error={replyErrors(reply, 'assign', ['to']).join(' ') || undefined}
          />
          {remindMe ? <RemindMeForm record={{ kind: 'brief', id: brief.id }} {...remindMe} /> : null}
        </div>
      </div>
    </>
  )
}
