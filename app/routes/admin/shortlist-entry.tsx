import type { SubmissionResult } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { data, Link, redirect } from 'react-router'
import { PageHeading } from '~/components/admin/admin-header'
import { Notice } from '~/components/admin/controls'
import { BackLink } from '~/components/admin/detail-list'
import {
  briefBudgetText,
  ConsentPanel,
  EntryForm,
  EntryStagePanel,
  rateDefaults,
  replyTo,
  SHORTLIST_PROBLEMS,
  ShortlistEntryAction,
  ShortlistStageBadge,
  STAFF_STAGE_MOVES,
  type EntryFormValues,
  type ShortlistNoticeCode,
} from '~/features/shortlists'
import { ACCESS_DENIED_MESSAGE, roleCan, type StaffRole } from '~/contracts/permissions'
import { notFound, parseId } from '~/server/admin/form-data.server'
import { requireSameOrigin } from '~/server/auth/same-origin.server'
import { requirePermission } from '~/server/auth/staff-session.server'
import { getHireBrief } from '~/features/hire-briefs/index.server'
import { getEntryInterview } from '~/features/interviews/index.server'
import {
  askCandidate,
  getCandidateTerms,
  overrideConsent,
  getShortlistEntry,
  moveShortlistStage,
  placeCandidate,
  removeFromShortlist,
  updateShortlistEntry,
} from '~/features/shortlists/index.server'
import type { Route } from './+types/shortlist-entry'

export const meta = ({ loaderData }: Route.MetaArgs) => [
  {
    title: `${loaderData ? `${loaderData.entry.fullName} on ${loaderData.brief.reference}` : 'Shortlist entry'} | Brightpath admin`,
  },
]

/** Putting a candidate forward without their answer is an owner's call: those who may share shortlists. */
const mayOverride = (role: StaffRole) => roleCan(role, 'shortlists.share')

/** Naming the company to the candidate: the brief's owner, or a member who may share shortlists. */
const mayNameCompany = (staff: { username: string; role: StaffRole }, assignedTo: string | null) =>
  staff.username === assignedTo || mayOverride(staff.role)

async function load(briefParam: string | undefined, entryParam: string | undefined) {
  const briefId = parseId(briefParam)
  const [brief, entry] = await Promise.all([
    getHireBrief(briefId),
    getShortlistEntry(briefId, parseId(entryParam)),
  ])
  if (!brief || !entry) notFound()
  return { brief, entry }
}

export async function loader({ request, params }: Route.LoaderArgs) {
  const staff = await requirePermission(request, 'shortlists.manage')
  const { brief, entry } = await load(params.id, params.entryId)
  // What the candidate asked for, as far as the member's role sees it (Sales: no pay).
  const terms = await getCandidateTerms(entry.candidateId, staff.role)
  // The client's offer after the interview, while it waits to be recorded (the placement).
  const outcome = (await getEntryInterview(entry.id, null))?.outcome
  const offer = outcome?.answer === 'offer' && entry.stage === 'interviewing' ? { note: outcome.note } : null
  return {
    brief: {
      id: brief.id,
      reference: brief.reference,
      company: brief.company,
      budget: briefBudgetText(brief),
      rateDefaults: rateDefaults(brief),
      country: brief.country,
    },
    entry,
    terms,
    offer,
    consentRights: {
      mayNameCompany: mayNameCompany(staff, brief.assignedTo),
      mayOverride: mayOverride(staff.role),
    },
    added: new URL(request.url).searchParams.get('added') === '1',
  }
}

export async function action({ request, params }: Route.ActionArgs) {
  const staff = await requirePermission(request, 'shortlists.manage')
  requireSameOrigin(request)
  const { brief, entry } = await load(params.id, params.entryId)
  // The schema's own messages, empty fields included: no coercion of '' to a missing value.
  const submission = parseWithZod(await request.formData(), {
    schema: ShortlistEntryAction,
    disableAutoCoercion: true,
  })
  if (submission.status !== 'success') return data(submission.reply(), { status: 400 })
  const input = submission.value
  const refuse = (problem: string, status: 404 | 409) =>
    data(submission.reply({ formErrors: [problem] }), { status })
  const back = (code: ShortlistNoticeCode) =>
    redirect(`/admin/hire-briefs/${brief.id}?shortlist=${code}#shortlist`)

  if (input.intent === 'save') {
    if (!(await updateShortlistEntry(brief.id, entry.id, input.entry, staff.username))) {
      return refuse(SHORTLIST_PROBLEMS.notOnShortlist, 404)
    }
    throw back('saved')
  }
  if (input.intent === 'ask') {
    const { intent: _, ...ask } = input
    const asked = await askCandidate(brief.id, entry.id, ask, staff.username, {
      mayNameCompany: mayNameCompany(staff, brief.assignedTo),
    })
    if (asked.ok) throw back('asked')
    if (asked.code === 'not-found') return refuse(SHORTLIST_PROBLEMS.notOnShortlist, 404)
    if (asked.code === 'name-not-allowed') {
      throw data({ message: SHORTLIST_PROBLEMS.nameNotAllowed }, { status: 403 })
    }
    return refuse(
      asked.code === 'needs-terms' ? SHORTLIST_PROBLEMS.askNeedsTerms : SHORTLIST_PROBLEMS.notAskable,
      409,
    )
  }
  if (input.intent === 'override') {
    if (!mayOverride(staff.role)) throw data({ message: ACCESS_DENIED_MESSAGE }, { status: 403 })
    const done = await overrideConsent(brief.id, entry.id, input.overrideReason, staff.username)
    if (done.ok) throw back('overridden')
    return done.code === 'not-found'
      ? refuse(SHORTLIST_PROBLEMS.notOnShortlist, 404)
      : refuse(SHORTLIST_PROBLEMS.notOverridable, 409)
  }
  if (input.intent === 'stage') {
    const moved = await moveShortlistStage(brief.id, entry.id, input.stage, input.reason, staff.username)
    if (moved.ok) throw back('staged')
    if (moved.code === 'reason-required') {
      return data(submission.reply({ fieldErrors: { reason: [SHORTLIST_PROBLEMS.reasonRequired] } }), {
        status: 400,
      })
    }
    if (moved.code === 'not-allowed') return refuse(SHORTLIST_PROBLEMS.stageNotAllowed(moved.from), 409)
    return refuse(SHORTLIST_PROBLEMS.notOnShortlist, 404)
  }
  if (input.intent === 'place') {
    const { intent: _, ...placement } = input
    const placed = await placeCandidate(brief.id, entry.id, placement, staff.username)
    if (placed.ok) throw back('placed')
    return placed.code === 'not-allowed'
      ? refuse(SHORTLIST_PROBLEMS.notPlaceable, 409)
      : refuse(SHORTLIST_PROBLEMS.notOnShortlist, 404)
  }
  if (!(await removeFromShortlist(brief.id, entry.id, staff.username))) {
    return refuse(SHORTLIST_PROBLEMS.notOnShortlist, 404)
  }
  throw back('removed')
}

type PageData = Route.ComponentProps['loaderData']

/** The form's values: the entry's, and for a rate not written yet the currency and unit of the brief's budget. */
function entryValues(entry: PageData['entry'], defaults: PageData['brief']['rateDefaults']): EntryFormValues {
  return {
    rateAmount: entry.rateAmount === null ? '' : String(entry.rateAmount),
    rateCurrency: entry.rateCurrency ?? defaults.currency ?? '',
    ratePeriod: entry.ratePeriod ?? defaults.period ?? 'hour',
    availability: entry.noticeWeeks !== null ? 'notice' : 'date',
    availableOn: entry.availableOn ?? '',
    noticeWeeks: entry.noticeWeeks === null ? '' : String(entry.noticeWeeks),
    pitch: entry.pitch ?? '',
  }
}

export default function ShortlistEntryPage({ loaderData, actionData }: Route.ComponentProps) {
  const { brief, entry, terms, added, consentRights, offer } = loaderData
  const result: SubmissionResult<string[]> | undefined = actionData
  const saved = replyTo(result, 'save')
  // A refusal of the whole page's record (it left the shortlist meanwhile), from the save or the removal.
  const problem = saved?.problem ?? replyTo(result, 'remove')?.problem
  return (
    <>
      <BackLink to={`/admin/hire-briefs/${brief.id}#shortlist`}>Back to {brief.reference}</BackLink>
      <PageHeading
        title={entry.fullName}
        description={[`On the shortlist of ${brief.reference} (${brief.company})`, entry.headline]
          .filter(Boolean)
          .join(' · ')}
      >
        <ShortlistStageBadge stage={entry.stage} className="text-sm" />
      </PageHeading>
      {entry.stage === 'interview-requested' || entry.stage === 'interviewing' ? (
        <p className="mb-4">
          <Link
            to={`/admin/hire-briefs/${brief.id}/shortlist/${entry.id}/interview`}
            className="font-semibold text-accent-700 underline underline-offset-4"
          >
            Arrange the interview
          </Link>
        </p>
      ) : null}
      {added ? (
        <div className="mb-4">
          <Notice tone="success">
            Added to the shortlist. Write what the client will see: the rate, when they can start, and a
            pitch.
          </Notice>
        </div>
      ) : null}
      {problem ? (
        <div className="mb-4">
          <Notice tone="error">{problem}</Notice>
        </div>
      ) : null}
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_24rem] lg:items-start">
        <EntryForm
          key={saved ? 'refused' : 'stored'}
          values={{ ...entryValues(entry, brief.rateDefaults), ...saved?.values }}
          errors={saved?.errors ?? {}}
          terms={terms}
          budget={brief.budget}
        />
        <div className="space-y-6">
          <ConsentPanel
            entry={entry}
            company={brief.company}
            country={brief.country}
            termsWritten={
              entry.rateAmount !== null && (entry.availableOn !== null || entry.noticeWeeks !== null)
            }
            {...consentRights}
            result={result}
          />
          <EntryStagePanel
            stage={entry.stage}
            moves={STAFF_STAGE_MOVES[entry.stage]}
            result={result}
            candidateName={entry.fullName}
            rate={{ amount: entry.rateAmount, currency: entry.rateCurrency, period: entry.ratePeriod }}
            offer={offer}
          />
        </div>
      </div>
    </>
  )
}
