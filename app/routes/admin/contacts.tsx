import type { SubmissionResult } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { data, redirect } from 'react-router'
import { PageHeading } from '~/components/admin/admin-header'
import { BulkActionBar } from '~/components/admin/bulk-actions'
import { ContactBulkStatusForm, ContactsTable } from '~/features/contacts'
import { ActionButton, Notice } from '~/components/admin/controls'
import { replyErrors } from '~/components/admin/form-reply'
import { humanize } from '~/components/admin/format'
import { ListFilters } from '~/components/admin/list-filters'
import { listSearch, parseListQuery } from '~/contracts/list-query'
import { Pagination } from '~/components/admin/pagination'
import { CONTACT_STATUSES } from '~/lib/constants'
import { countOf } from '~/lib/plural'
import { bulkOutcome, withBulkOutcome } from '~/server/admin/bulk.server'
import { requirePermission } from '~/server/auth/staff-session.server'
import { requireSameOrigin } from '~/server/auth/same-origin.server'
import { listContactSubmissions, updateContactStatuses } from '~/features/contacts/index.server'
import type { Route } from './+types/contacts'

export const meta = () => [{ title: 'Contacts | Brightpath admin' }]

export async function loader({ request }: Route.LoaderArgs) {
  await requirePermission(request, 'contacts.read')
  const query = parseListQuery(request.url, CONTACT_STATUSES)
  return {
    query,
    list: await listContactSubmissions(query),
    bulk: bulkOutcome(request.url, CONTACT_STATUSES),
  }
}

/** The bulk actions: mark the ticked messages as handled or spam (or new again). */
export async function action({ request }: Route.ActionArgs) {
  const admin = await requirePermission(request, 'contacts.update')
  requireSameOrigin(request)
  const submission = parseWithZod(await request.formData(), {
    schema: ContactBulkStatusForm,
    disableAutoCoercion: true,
  })
  if (submission.status !== 'success') return data(submission.reply(), { status: 400 })
  const { ids, status } = submission.value
  const changes = await updateContactStatuses(ids, status, admin.username)
  throw redirect(withBulkOutcome(request.url, { count: changes.length, status }))
}

export default function Contacts({ loaderData, actionData }: Route.ComponentProps) {
  const { query, list, bulk } = loaderData
  const reply: SubmissionResult<string[]> | undefined = actionData
  // The rows ticked (none, or not rows of the list) and the status asked for (only a tampered post).
  const problems = replyErrors(reply, null, ['ids', 'status'])
  return (
    <>
      <PageHeading
        title="Contact submissions"
        description="Newest first. Open one to read it, write back and see its timeline; tick several to mark them at once."
      />
      <ListFilters
        query={query}
        statuses={CONTACT_STATUSES}
        searchHint="Reference, name, email, subject or message"
        exportHref={`/admin/contacts/export.csv${listSearch({ ...query, page: 1 })}`}
      />
      <div className="mt-6 space-y-4">
        {bulk ? (
          <Notice tone="success">
            {countOf(bulk.count, 'message')} marked as {humanize(bulk.status).toLowerCase()}.
          </Notice>
        ) : null}
        {problems.length ? <Notice tone="error">{problems.join(' ')}</Notice> : null}
        <BulkActionBar label="Change the ticked messages">
          <ActionButton name="status" value="handled">
            Mark as handled
          </ActionButton>
          <ActionButton name="status" value="spam" tone="secondary">
            Mark as spam
          </ActionButton>
        </BulkActionBar>
        <Pagination query={query} {...list} label="Contact submissions" />
        <ContactsTable rows={list.items} caption="Contact submissions" selectable />
        {list.pageCount > 1 ? (
          <Pagination query={query} {...list} label="Contact submissions, bottom" />
        ) : null}
      </div>
    </>
  )
}
