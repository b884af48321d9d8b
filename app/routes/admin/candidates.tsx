import { PageHeading } from '~/components/admin/admin-header'
import { Pagination } from '~/components/admin/pagination'
import { CandidateSearchForm, CandidateTable } from '~/features/candidates'
import { searchCandidates } from '~/features/candidates/index.server'
import { candidateSearch, parseCandidateQuery } from '~/contracts/candidates'
import { isFiltered } from '~/contracts/list-query'
import { requirePermission } from '~/server/auth/staff-session.server'
import type { Route } from './+types/candidates'

export const meta = () => [{ title: 'Candidates | Brightpath admin' }]

export async function loader({ request }: Route.LoaderArgs) {
  await requirePermission(request, 'candidates.read')
  const query = parseCandidateQuery(request.url)
  return { query, list: await searchCandidates(query) }
}

export default function Candidates({ loaderData }: Route.ComponentProps) {
  const { query, list } = loaderData
  const ranked = Boolean(query.q)
  return (
    <>
      <PageHeading
        title="Candidates"
        description="One record per person, whatever address case they applied with. Search finds words in resumes, cover letters and notes too."
      />
      <CandidateSearchForm query={query} />
      <div className="mt-6 space-y-4">
        <Pagination
          {...list}
          searchFor={(page) => candidateSearch(query, page)}
          label="Candidates"
          previous={ranked ? '← Better matches' : undefined}
          next={ranked ? 'More matches →' : undefined}
        />
        <CandidateTable
          rows={list.items}
          empty={
            isFiltered(candidateSearch(query, 1))
              ? 'No candidates match.'
              : 'Nothing yet. Each person who applies becomes a candidate here.'
          }
          caption={
            ranked
              ? `Candidates matching “${query.q}”, best match first`
              : 'Candidates, newest applicant first'
          }
        />
      </div>
    </>
  )
}
