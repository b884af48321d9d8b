import type { SubmissionResult } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { data, redirect } from 'react-router'
import { PageHeading } from '~/components/admin/admin-header'
import { Notice } from '~/components/admin/controls'
import { BackLink } from '~/components/admin/detail-list'
import { formatDate } from '~/components/admin/format'
import {
  CANDIDATE_MESSAGES,
  CandidateApplications,
  CandidateContactPanel,
  CandidateMergeForm,
  CandidateMergeSchema,
  CandidateProfileDraftForm,
  CandidateProfileForm,
  CandidateShortlists,
  ClientProfilePanel,
  normalizeSkills,
  PROFILE_MESSAGES,
} from '~/features/candidates'
import {
  draftCandidateProfile,
  getCandidate,
  getCandidateRecord,
  mergeCandidateInto,
  requireCandidateView,
  saveCandidateProfile,
} from '~/features/candidates/index.server'
import { ACCESS_DENIED_MESSAGE, roleCan, type CandidateField } from '~/contracts/permissions'
import { z } from '~/lib/zod'
import { notFound, parseId } from '~/server/admin/form-data.server'
import { requireSameOrigin } from '~/server/auth/same-origin.server'
import { requirePermission } from '~/server/auth/staff-session.server'
import { RemindMeForm } from '~/features/my-work'
import { getRemindMe } from '~/features/my-work/index.server'
import { RecordTimeline, TimelineCancelForm, TimelineCursor, TimelineNoteForm } from '~/features/timeline'
import { personTimelineFor, runTimelineForm } from '~/features/timeline/index.server'
import type { Route } from './+types/candidate'

export const meta = ({ loaderData }: Route.MetaArgs) => [
  { title: `${loaderData ? loaderData.candidate.fullName : 'Candidate'} | Brightpath admin` },
]

export async function loader({ request, params }: Route.LoaderArgs) {
  const id = parseId(params.id)
  // Every candidate for Owners and Recruiters; for Sales one on some brief's shortlist (CANDIDATE_VIEWS).
  const { staff, view } = await requireCandidateView(request, id)
  const candidate = await getCandidate(id)
  if (!candidate) notFound()
  // A record merged into another shows that one.
  if (candidate.mergedInto !== null) throw redirect(`/admin/candidates/${candidate.mergedInto}`)
  const sees = (field: CandidateField) => view.fields.includes(field)
  const url = new URL(request.url)
  const search = url.searchParams
  const { merged, applications, entries } = await getCandidateRecord(id)
  // One timeline for the person: the candidate record's and every application's, newest first.
  const [timeline, remindMe] = await Promise.all([
    sees('timeline')
      ? personTimelineFor(id, applications, staff, {
          before: TimelineCursor.safeParse(search.get('before') ?? undefined).data,
          path: url.pathname,
        })
      : null,
    getRemindMe({ kind: 'candidate', id }, staff),
  ])
  // Only what the member's role sees of a candidate leaves the server.
  return {
    candidate: {
      id: candidate.id,
      fullName: candidate.fullName,
      headline: sees('headline') ? candidate.headline : null,
      skills: sees('skills') ? candidate.skills : null,
      yearsOfExperience: sees('experience') ? candidate.yearsOfExperience : null,
      // The headline the shortlist shows when staff wrote none: the latest application's opening.
      latestPosition: sees('headline') ? (applications[0]?.appliedFor ?? null) : null,
      applied: sees('applications') ? { first: candidate.createdAt, last: candidate.lastAppliedAt } : null,
    },
    timeline,
    addresses: sees('email') ? [candidate.emailNormalized, ...merged.map((m) => m.emailNormalized)] : null,
    applications: sees('applications') ? applications : null,
    entries: sees('shortlists') ? entries : [],
    canList: roleCan(staff.role, 'candidates.read'),
    // The profile staff write for clients: a reader sees of it what the client would.
    profile: {
      headline: sees('headline') ? (candidate.headline ?? '') : '',
      yearsOfExperience:
        sees('experience') && candidate.yearsOfExperience !== null ? String(candidate.yearsOfExperience) : '',
      skills: sees('skills') ? normalizeSkills(candidate.skills) : '',
      profileSummary: sees('profile') ? (candidate.profileSummary ?? '') : '',
      education: sees('profile') ? (candidate.education ?? '') : '',
      languages: sees('profile') ? (candidate.languages ?? '') : '',
    },
    // A draft reads the resume's text: only for a role that sees resumes.
    canDraft: sees('resume') && applications.some((a) => a.resume?.text === 'done'),
    canUpdate: roleCan(staff.role, 'candidates.update'),
    canMerge: roleCan(staff.role, 'candidates.merge'),
    remindMe,
    saved: search.get('saved'),
    mergedId:
      z.coerce
        .number()
        .int()
        .positive()
        .safeParse(search.get('merged') ?? undefined).data ?? null,
  }
}

/** The page's forms: the profile (save, or draft from the resume), merge a duplicate into this record, the timeline's. */
const CandidateAction = z.discriminatedUnion('intent', [
  CandidateProfileForm,
  CandidateProfileDraftForm,
  CandidateMergeSchema,
  TimelineNoteForm,
  TimelineCancelForm,
])

export async function action({ request, params }: Route.ActionArgs) {
  const admin = await requirePermission(request, 'candidates.update')
  requireSameOrigin(request)
  const id = parseId(params.id)
  const submission = parseWithZod(await request.formData(), {
    schema: CandidateAction,
    disableAutoCoercion: true,
  })
  if (submission.status !== 'success') return data(submission.reply(), { status: 400 })
  const form = submission.value
  const candidate = await getCandidate(id)
  if (!candidate || candidate.mergedInto !== null) notFound()

  if (form.intent === 'note' || form.intent === 'cancel-email') {
    return runTimelineForm({ kind: 'candidate', id }, submission, form, admin)
  }
  if (form.intent === 'profile') {
    const { intent: _intent, ...profile } = form
    await saveCandidateProfile(id, profile, admin.username)
    throw redirect(`/admin/candidates/${id}?saved=profile`)
  }
  if (form.intent === 'profile-draft') {
    const drafted = await draftCandidateProfile(id, form)
    if (!drafted.ok) {
      return data(submission.reply({ formErrors: [PROFILE_MESSAGES.noResumeText] }), { status: 409 })
    }
    // The draft goes back as the form's values (Conform's initialValue); nothing is stored.
    const values = new FormData()
    for (const [name, value] of Object.entries({ ...form, ...drafted.draft })) values.set(name, value ?? '')
    values.set('draftedFrom', drafted.applicationReference)
    return parseWithZod(values, { schema: CandidateProfileDraftForm }).reply()
  }

  if (!roleCan(admin.role, 'candidates.merge')) {
    throw data({ message: ACCESS_DENIED_MESSAGE }, { status: 403 })
  }
  // A refusal (no such record, this record, both on one shortlist) shows at the field.
  const merged = await mergeCandidateInto(id, form.other, admin.username)
  if (!merged.ok) {
    return data(submission.reply({ fieldErrors: { other: [merged.message] } }), { status: 400 })
  }
  throw redirect(`/admin/candidates/${id}?merged=${merged.mergedId}`)
}

export default function CandidateDetail({ loaderData, actionData }: Route.ComponentProps) {
  const {
    candidate,
    timeline,
    addresses,
    applications,
    entries,
    canList,
    profile,
    canDraft,
    canUpdate,
    canMerge,
    saved,
    mergedId,
    remindMe,
  } = loaderData
  const reply: SubmissionResult<string[]> | undefined = actionData
  const placements = entries.filter((e) => e.stage === 'placed')
  const shortlistCount = `on ${entries.length} ${entries.length === 1 ? 'shortlist' : 'shortlists'}`
  return (
    <>
      {canList ? (
        <BackLink to="/admin/candidates">All candidates</BackLink>
      ) : (
        <BackLink to="/admin/hire-briefs">All hiring briefs</BackLink>
      )}
      <PageHeading
        title={candidate.fullName}
        description={
          candidate.applied
            ? `Candidate #${candidate.id} · first applied ${formatDate(candidate.applied.first)} · last applied ${formatDate(candidate.applied.last)}`
            : `Candidate #${candidate.id} · ${shortlistCount}`
        }
      />
      <div className="mb-4 space-y-2 empty:hidden">
        {saved === 'profile' ? <Notice tone="success">Profile saved.</Notice> : null}
        {mergedId ? <Notice tone="success">{CANDIDATE_MESSAGES.merged(mergedId)}</Notice> : null}
      </div>
      {applications ? null : (
        <p className="mb-4 max-w-3xl text-sm text-slate-600">
          You see this candidate as their clients do, with the rate, availability and pitch written for them.
          How to reach them, their pay and their resume stay with the recruiters.
        </p>
      )}
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_24rem]">
        <div className="min-w-0 space-y-6">
          <CandidateShortlists entries={entries} placements={placements} />
          <ClientProfilePanel
            values={profile}
            latestPosition={candidate.latestPosition}
            editable={canUpdate}
            canDraft={canDraft}
            lastResult={reply}
          />
          {applications ? (
            <CandidateApplications applications={applications} owner={candidate.fullName} />
          ) : null}
          {timeline ? <RecordTimeline {...timeline} saved={saved} reply={reply} /> : null}
        </div>
        <div className="space-y-6">
          {addresses ? <CandidateContactPanel addresses={addresses} /> : null}
          {remindMe ? <RemindMeForm record={{ kind: 'candidate', id: candidate.id }} {...remindMe} /> : null}
          {canMerge ? (
            <CandidateMergeForm
              candidateId={candidate.id}
              lastResult={reply?.initialValue?.intent === 'merge' ? reply : undefined}
            />
          ) : null}
        </div>
      </div>
    </>
  )
}
