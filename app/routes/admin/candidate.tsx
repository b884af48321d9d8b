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
  saveCandidateProfile,
} from '~/features/candidates/index.server'
import { ACCESS_DENIED_MESSAGE, roleCan } from '~/contracts/permissions'
import { z } from '~/lib/zod'
import { notFound, parseId } from '~/server/admin/form-data.server'
import { requireSameOrigin } from '~/server/auth/same-origin.server'
import { requirePermission } from '~/server/auth/staff-session.server'
import { RecordTimeline, TimelineCancelForm, TimelineCursor, TimelineNoteForm } from '~/features/timeline'
import { personTimelineFor, runTimelineForm } from '~/features/timeline/index.server'
import type { Route } from './+types/candidate'

export const meta = ({ loaderData }: Route.MetaArgs) => [
  { title: `${loaderData ? loaderData.candidate.fullName : 'Candidate'} | Brightpath admin` },
]

export async function loader({ request, params }: Route.LoaderArgs) {
  const staff = await requirePermission(request, 'candidates.read')
  const id = parseId(params.id)
  const candidate = await getCandidate(id)
  if (!candidate) notFound()
  // A record merged into another shows that one.
  if (candidate.mergedInto !== null) throw redirect(`/admin/candidates/${candidate.mergedInto}`)
  const url = new URL(request.url)
  const search = url.searchParams
  const { merged, applications, entries } = await getCandidateRecord(id)
  // One timeline for the person: the candidate record's and every application's, newest first.
  const timeline = await personTimelineFor(id, applications, staff, {
    before: TimelineCursor.safeParse(search.get('before') ?? undefined).data,
    path: url.pathname,
  })
  return {
    candidate,
    timeline,
    addresses: [candidate.emailNormalized, ...merged.map((m) => m.emailNormalized)],
    applications,
    entries,
    profile: {
      headline: candidate.headline ?? '',
      yearsOfExperience: candidate.yearsOfExperience === null ? '' : String(candidate.yearsOfExperience),
      skills: normalizeSkills(candidate.skills),
      profileSummary: candidate.profileSummary ?? '',
      education: candidate.education ?? '',
      languages: candidate.languages ?? '',
    },
    canDraft: applications.some((a) => a.resume?.text === 'done'),
    canUpdate: roleCan(staff.role, 'candidates.update'),
    canMerge: roleCan(staff.role, 'candidates.merge'),
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
    profile,
    canDraft,
    canUpdate,
    canMerge,
    saved,
    mergedId,
  } = loaderData
  const reply: SubmissionResult<string[]> | undefined = actionData
  const placements = entries.filter((e) => e.stage === 'placed')
  return (
    <>
      <BackLink to="/admin/candidates">All candidates</BackLink>
      <PageHeading
        title={candidate.fullName}
        description={`Candidate #${candidate.id} · first applied ${formatDate(candidate.createdAt)} · last applied ${formatDate(candidate.lastAppliedAt)}`}
      />
      <div className="mb-4 space-y-2 empty:hidden">
        {saved === 'profile' ? <Notice tone="success">Profile saved.</Notice> : null}
        {mergedId ? <Notice tone="success">{CANDIDATE_MESSAGES.merged(mergedId)}</Notice> : null}
      </div>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_24rem]">
        <div className="min-w-0 space-y-6">
          <CandidateShortlists entries={entries} placements={placements} />
          <ClientProfilePanel
            values={profile}
            latestPosition={applications[0]?.appliedFor ?? null}
            editable={canUpdate}
            canDraft={canDraft}
            lastResult={reply}
          />
          <CandidateApplications applications={applications} owner={candidate.fullName} />
          <RecordTimeline {...timeline} saved={saved} reply={reply} />
        </div>
        <div className="space-y-6">
          <CandidateContactPanel addresses={addresses} />
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
