import { PageHeading } from '~/components/admin/admin-header'
import { ContactsTable } from '~/components/admin/contacts-table'
import { ListFilters } from '~/components/admin/list-filters'
import { listSearch, parseListQuery } from '~/contracts/list-query'
import { Pagination } from '~/components/admin/pagination'
import { CONTACT_STATUSES } from '~/lib/constants'
import { requirePermission } from '~/server/auth/staff-session.server'
import { listContactSubmissions } from '~/server/db/contact-submissions.server'
import type { Route } from './+types/contacts'

export const meta = () => [{ title: 'Contacts | Brightpath admin' }]

export async function loader({ request }: Route.LoaderArgs) {
  await requirePermission(request, 'contacts.read')
  const query = parseListQuery(request.url, CONTACT_STATUSES)
  return { query, list: await listContactSubmissions(query) }
}

export default function Contacts({ loaderData }: Route.ComponentProps) {
  const { query, list } = loaderData
  return (
    <>
      <PageHeading
        title="Contact submissions"
        description="Newest first. Open one to mark it handled or spam."
      />
      <ListFilters
        query={query}
        statuses={CONTACT_STATUSES}
        searchHint="Name, email, subject or message"
        exportHref={`/admin/contacts/export.csv${listSearch({ ...query, page: 1 })}`}
      />
      <div className="mt-6 space-y-4">
        <Pagination query={query} {...list} label="Contact submissions" />
        <ContactsTable rows={list.items} caption="Contact submissions" />
        {list.pageCount > 1 ? (
          <Pagination query={query} {...list} label="Contact submissions, bottom" />
        ) : null}
      </div>
    </>
  )
}
