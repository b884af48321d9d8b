import { Form, Link } from 'react-router'
import { buttonClass, Label, SelectInput } from '~/components/admin/controls'
import { formatDateTime } from '~/components/admin/format'
import { Cell, EmptyRow, ResponsiveTable, Row } from '~/components/admin/responsive-table'
import type { ListPage } from '~/contracts/list-query'
import { pageParam, searchFrom } from '~/contracts/list-query'
import { countOf } from '~/lib/plural'
import { AUDIT_ACTIONS, AUDIT_LABELS, isAuditAction, type AuditLine, type AuditQuery } from '../contract'

const COLUMNS = ['When', 'Who', 'What', 'Details']

function pageLink(action: string | undefined, page: number) {
  return {
    search: searchFrom([
      ['action', action],
      ['page', pageParam(page)],
    ]),
  }
}

export function AuditLog({ query, list }: { query: AuditQuery; list: ListPage<AuditLine> }) {
  return (
    <>
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
            <Cell label="Who" className="font-semibold break-words md:w-48">
              {entry.actorName}
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
