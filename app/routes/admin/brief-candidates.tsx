import type { SubmissionResult } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { data, Form, Link, redirect } from 'react-router'
import { PageHeading } from '~/components/admin/admin-header'
import { buttonClass, Notice } from '~/components/admin/controls'
import { BackLink } from '~/components/admin/detail-list'
import { Pagination } from '~/components/admin/pagination'
import { CandidateSearchForm, CandidateTable } from '~/features/candidates'
import { AddToShortlistForm, SHORTLIST_PROBLEMS } from '~/features/shortlists'
import { candidateSearch, parseCandidateQuery } from '~/contracts/candidates'
import { ACCESS_DENIED_MESSAGE, roleCan } from '~/contracts/permissions'
import { notFound, parseId } from '~/server/admin/form-data.server'
import { requireSameOrigin } from '~/server/auth/same-origin.server'
import { requirePermission, type StaffSession } from '~/server/auth/staff-session.server'
import { searchCandidates } from '~/features/candidates/index.server'
import { getHireBrief } from '~/features/hire-briefs/index.server'
import { addToShortlist } from '~/features/shortlists/index.server'
import type { Route } from './+types/brief-candidates'

export const meta = ({ loaderData }: Route.MetaArgs) => [
  { title: `Add candidates${loaderData ? ` to ${loaderData.brief.reference}` : ''} | Brightpath admin` },
]

/** Adding to a shortlist searches candidates: both permissions are needed. */
async function requireShortlistSearch(request: Request): Promise<StaffSession> {
  const staff = await requirePermission(request, 'shortlists.manage')
  if (!roleCan(staff.role, 'candidates.read')) throw data({ message: ACCESS_DENIED_MESSAGE }, { status: 403 })
  return staff
}

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireShortlistSearch(request)
  const brief = await getHireBrief(parseId(params.id))
  if (!brief) notFound()
  const query = parseCandidateQuery(request.url)
  return {
    brief: { id: brief.id, reference: brief.reference, company: brief.company, skills: brief.skills },
    query,
    list: await searchCandidates(query, { pageSize: 15 }),
  }
}

export async function action({ request, params }: Route.ActionArgs) {
  const staff = await requireShortlistSearch(request)
  requireSameOrigin(request)
  const id = parseId(params.id)
  // The candidate is the button's value: no coercion of '' to a missing value.
  const submission = parseWithZod(await request.formData(), {
    schema: AddToShortlistForm,
    disableAutoCoercion: true,
  })
  if (submission.status !== 'success') return data(submission.reply(), { status: 400 })
  const brief = await getHireBrief(id)
  if (!brief) notFound()
  const added = await addToShortlist(brief.id, submission.value.candidate, staff.username)
  if (!added.ok) {
    const [problem, status] =
      added.code === 'not-found'
        ? [SHORTLIST_PROBLEMS.candidateGone, 404]
        : [SHORTLIST_PROBLEMS.alreadyListed, 409]
    return data(submission.reply({ formErrors: [problem] }), { status })
  }
  throw redirect(`/admin/hire-briefs/${id}/shortlist/${added.entryId}?added=1`)
}

export default function BriefCandidates({ loaderData, actionData }: Route.ComponentProps) {
  const { brief, query, list } = loaderData
  const result: SubmissionResult<string[]> | undefined = actionData
  // A refusal of the add, or a candidate that does not parse (the button's value, not typed).
  const problem = result?.error?.['']?.[0] ?? result?.error?.candidate?.[0]
  const briefSkills = brief.skills.join(', ')
  return (
    <>
      <BackLink to={`/admin/hire-briefs/${brief.id}#shortlist`}>Back to {brief.reference}</BackLink>
      <PageHeading
        title={`Add candidates to ${brief.reference}`}
        description={`${brief.company} asked for ${briefSkills}. Each candidate is added once; their rate, availability and pitch come next.`}
      />
      {problem ? (
        <div className="mb-4">
          <Notice tone="error">{problem}</Notice>
        </div>
      ) : null}
      <CandidateSearchForm
        query={query}
        label="Search candidates for this brief"
        clearTo={`/admin/hire-briefs/${brief.id}/candidates`}
      />
      {!query.q && brief.skills[0] ? (
        <p className="mt-3 text-sm">
          <Link
            to={{ search: candidateSearch({ q: brief.skills.slice(0, 3).join(' OR ') }) }}
            className="font-semibold text-accent-700 underline-offset-4 hover:underline"
          >
            Search for the brief’s skills ({brief.skills.slice(0, 3).join(', ')})
          </Link>
        </p>
      ) : null}
      <div className="mt-6 space-y-4">
        <Pagination
          {...list}
          searchFor={(page) => candidateSearch(query, page)}
          label="Candidates found"
          previous={query.q ? '← Better matches' : undefined}
          next={query.q ? 'More matches →' : undefined}
        />
        <CandidateTable
          rows={list.items}
          caption={`Candidates for ${brief.reference}`}
          action={{
            label: 'This brief',
            render: (row) =>
              row.shortlists.some((s) => s.briefId === brief.id) ? (
                <span className="text-sm font-semibold text-success-700">On the shortlist</span>
              ) : (
                <Form method="post">
                  <input type="hidden" name="intent" value="add" />
                  <button
                    type="submit"
                    name="candidate"
                    value={row.id}
                    className={buttonClass('secondary', 'min-h-10 px-4')}
                  >
                    Add<span className="sr-only"> {row.fullName}</span>
                  </button>
                </Form>
              ),
          }}
        />
      </div>
    </>
  )
}
