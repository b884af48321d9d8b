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
  CandidateMergeForm,
  CandidateMergeSchema,
  CandidateProfilePanel,
  CandidateProfileSchema,
  CandidateShortlists,
  normalizeSkills,
} from '~/features/candidates'
import {
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
import {
  RecordTimeline,
  TimelineCancelForm,
  TimelineNoteForm,
  type TimelineErrors,
} from '~/features/timeline'
import { runTimelineForm, timelineFor } from '~/features/timeline/index.server'
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
  const [{ merged, applications, entries }, timeline] = await Promise.all([
    getCandidateRecord(id),
    timelineFor({ kind: 'candidate', id }, staff),
  ])
  const search = new URL(request.url).searchParams
  return {
    candidate,
    timeline,
    addresses: [candidate.emailNormalized, ...merged.map((m) => m.emailNormalized)],
    applications,
    entries,
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

const CandidateAction = z.discriminatedUnion('intent', [
  z.object({
    intent: z.literal('profile'),
    headline: z.string().max(1000),
    skills: z.string().max(5000),
    yearsOfExperience: z.string().max(20),
  }),
  CandidateMergeSchema.extend({ other: z.string().max(1000) }),
  TimelineNoteForm,
  TimelineCancelForm,
])

type ActionErrors = { profileError?: string; merge?: SubmissionResult<string[]> } & TimelineErrors

export async function action({ request, params }: Route.ActionArgs) {
  const admin = await requirePermission(request, 'candidates.update')
  requireSameOrigin(request)
  const id = parseId(params.id)
  const formData = await request.formData()
  const form = CandidateAction.safeParse(Object.fromEntries(formData))
  if (!form.success) throw data({ message: 'Bad request' }, { status: 400 })
  const candidate = await getCandidate(id)
  if (!candidate || candidate.mergedInto !== null) notFound()

  if (form.data.intent === 'note' || form.data.intent === 'cancel-email') {
    return runTimelineForm({ kind: 'candidate', id }, form.data, admin)
  }
  if (form.data.intent === 'profile') {
    const profile = CandidateProfileSchema.safeParse(form.data)
    if (!profile.success) {
      return data<ActionErrors>({ profileError: profile.error.issues[0]?.message }, { status: 400 })
    }
    await saveCandidateProfile(id, profile.data, admin.username)
    throw redirect(`/admin/candidates/${id}?saved=profile`)
  }

  if (!roleCan(admin.role, 'candidates.merge')) {
    throw data({ message: ACCESS_DENIED_MESSAGE }, { status: 403 })
  }
  // The merge form posts through Conform: its reply puts a refusal at the field.
  const submission = parseWithZod(formData, { schema: CandidateMergeSchema })
  if (submission.status !== 'success') {
    return data<ActionErrors>({ merge: submission.reply() }, { status: 400 })
  }
  const merged = await mergeCandidateInto(id, submission.value.other, admin.username)
  if (!merged.ok) {
    return data<ActionErrors>(
      { merge: submission.reply({ fieldErrors: { other: [merged.message] } }) },
      { status: 400 },
    )
  }
  throw redirect(`/admin/candidates/${id}?merged=${merged.mergedId}`)
}

export default function CandidateDetail({ loaderData, actionData }: Route.ComponentProps) {
  const { candidate, timeline, addresses, applications, entries, canUpdate, canMerge, saved, mergedId } =
    loaderData
  const errors: ActionErrors = actionData ?? {}
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
          <CandidateApplications applications={applications} owner={candidate.fullName} />
          <RecordTimeline
            {...timeline}
            saved={saved}
            noteError={errors.noteError}
            cancelError={errors.cancelError}
          />
        </div>
        <div className="space-y-6">
          <CandidateProfilePanel
            profile={{
              headline: candidate.headline,
              skills: normalizeSkills(candidate.skills),
              yearsOfExperience: candidate.yearsOfExperience,
              latestPosition: applications[0]?.appliedFor ?? null,
            }}
            addresses={addresses}
            editable={canUpdate}
            error={errors.profileError}
          />
          {canMerge ? <CandidateMergeForm candidateId={candidate.id} lastResult={errors.merge} /> : null}
        </div>
      </div>
    </>
  )
}
