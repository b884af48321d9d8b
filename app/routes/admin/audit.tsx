import { Form, Link } from 'react-router'
import { z } from '~/lib/zod'
import { PageHeading } from '~/components/admin/admin-header'
import { AUDIT_ACTIONS, AUDIT_LABELS, isAuditAction } from '~/contracts/audit-actions'
import { pageNumber, pageParam, searchFrom } from '~/contracts/list-query'
import { buttonClass, Label, SelectInput } from '~/components/admin/controls'
import { formatDateTime } from '~/components/admin/format'
import { Cell, EmptyRow, ResponsiveTable, Row } from '~/components/admin/responsive-table'
import { requirePermission } from '~/server/auth/staff-session.server'
import { listAuditLog } from '~/server/db/audit-log.server'
import type { Route } from './+types/audit'
import { countOf } from '~/lib/plural'

export const meta = () => [{ title: 'Audit log | Brightpath admin' }]

// The audit log filters by action, not status, so only the page rule is the lists' own.
const AuditQuery = z.object({
  action: z.enum(AUDIT_ACTIONS).optional().catch(undefined),
  page: pageNumber,
})

export async function loader({ request }: Route.LoaderArgs) {
  await requirePermission(request, 'audit.read')
  const params = new URL(request.url).searchParams
  const query = AuditQuery.parse({
    action: params.get('action') || undefined,
    page: params.get('page') ?? undefined,
  })
  return { query, list: await listAuditLog(query) }
}

const COLUMNS = ['When', 'Who', 'What', 'Details']

function pageLink(action: string | undefined, page: number) {
  return {
    search: searchFrom([
      ['action', action],
      ['page', pageParam(page)],
    ]),
  }
}

export default function Audit({ loaderData }: Route.ComponentProps) {
  const { query, list } = loaderData
  return (
    <>
      <PageHeading
        title="Audit log"
        description="Who did what in the admin, and when (times in IST, the company’s zone). Newest first."
      />
      <Form method="get" className="mb-4 flex flex-wrap items-end gap-3">
        <div className="min-w-56">
          <Label htmlFor="action">Action</Label>
          <SelectInput id="action" name="action" defaultValue={query.action ?? ''}>
            <option value="">Every action</option>
            {AUDIT_ACTIONS.map((a) => (
              <option key={a} value={a}>
                {AUDIT_LABELS[a]}
              </option>
            ))}
          </SelectInput>
        </div>
        <button type="submit" className={buttonClass('primary')}>
          Show
        </button>
      </Form>
      <ResponsiveTable caption="Audit log" columns={COLUMNS} minWidth="md:min-w-[48rem]">
        {list.items.length === 0 ? <EmptyRow colSpan={COLUMNS.length}>Nothing recorded yet.</EmptyRow> : null}
        {list.items.map((entry) => (
          <Row key={entry.id}>
            <Cell
              label="When"
              header
              className="font-normal whitespace-nowrap text-slate-600 max-md:text-sm md:w-56"
            >
              {formatDateTime(entry.at)}
            </Cell>
            <Cell label="Who" className="font-semibold break-all md:w-48">
              {entry.actor}
            </Cell>
            <Cell label="What" className="md:w-72">
              {isAuditAction(entry.action) ? AUDIT_LABELS[entry.action] : entry.action}
            </Cell>
            <Cell label="Details" className="break-words text-slate-700">
              {entry.target ?? '—'}
            </Cell>
          </Row>
        ))}
      </ResponsiveTable>
      <nav aria-label="Audit log pages" className="mt-4 flex items-center justify-between gap-3 text-sm">
        <p className="text-slate-600">
          {countOf(list.total, { one: 'entry', other: 'entries' })} · page {list.page} of {list.pageCount}
        </p>
        <div className="flex gap-2">
          {list.page > 1 ? (
            <Link to={pageLink(query.action, list.page - 1)} className={buttonClass('secondary')}>
              ← Newer
            </Link>
          ) : null}
          {list.page < list.pageCount ? (
            <Link to={pageLink(query.action, list.page + 1)} className={buttonClass('secondary')}>
              Older →
            </Link>
          ) : null}
        </div>
      </nav>
    </>
  )
}
