import { parseWithZod } from '@conform-to/zod/v4'
import { data, redirect } from 'react-router'
import { PageHeading } from '~/components/admin/admin-header'
import { Notice } from '~/components/admin/controls'
import { OutboxTable, Retried, RetryEmailForm } from '~/features/outbox'
import { Pagination } from '~/components/admin/pagination'
import { StatusTabs } from '~/components/admin/status-tabs'
import { parseListQuery } from '~/contracts/list-query'
import { OUTBOX_STATES } from '~/lib/constants'
import { requirePermission } from '~/server/auth/staff-session.server'
import { requireSameOrigin } from '~/server/auth/same-origin.server'
import { countEmailsByState, listOutboxEmails, retryEmail } from '~/features/outbox/index.server'
import type { Route } from './+types/outbox'

export const meta = () => [{ title: 'Outbox | Brightpath admin' }]

export async function loader({ request }: Route.LoaderArgs) {
  await requirePermission(request, 'outbox.manage')
  const { page, status } = parseListQuery(request.url, OUTBOX_STATES)
  const retried = Retried.parse(new URL(request.url).searchParams.get('retried') ?? undefined)
  const query = { page, status, retried }
  const [list, counts] = await Promise.all([listOutboxEmails(query), countEmailsByState()])
  return { query, counts, list }
}

export async function action({ request }: Route.ActionArgs) {
  const admin = await requirePermission(request, 'outbox.manage')
  requireSameOrigin(request)
  // The id is a hidden field: a form that does not parse was not sent by this page.
  const submission = parseWithZod(await request.formData(), { schema: RetryEmailForm })
  if (submission.status !== 'success') throw data({ message: 'Bad request' }, { status: 400 })
  const { id } = submission.value
  const retried = await retryEmail(id, admin.username)
  const url = new URL(request.url)
  url.searchParams.set('retried', retried ? '1' : '0')
  throw redirect(`${url.pathname}${url.search}`)
}

export default function Outbox({ loaderData }: Route.ComponentProps) {
  const { query, counts, list } = loaderData
  return (
    <>
      <PageHeading
        title="Outbox"
        description="Every e-mail the site sends goes through here, including those staff write from a record. Scheduled ones wait for their time; failed ones can be sent again."
      />
      <div className="space-y-4">
        <StatusTabs statuses={OUTBOX_STATES} current={query.status} counts={counts} label="E-mail states" />
        {query.retried === '1' ? (
          <Notice tone="success">The e-mail is queued again and goes out shortly.</Notice>
        ) : null}
        {query.retried === '0' ? (
          <Notice tone="error">
            That e-mail cannot be sent again: it is no longer failed, or its link was removed.
          </Notice>
        ) : null}
        <Pagination query={{ status: query.status }} {...list} label="Outbox" />
        <OutboxTable rows={list.items} />
      </div>
    </>
  )
}
