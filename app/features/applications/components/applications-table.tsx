import { Link } from 'react-router'
import { GENERAL_APPLICATION_TITLE } from '~/contracts/positions'
import type { ApplicationListRow } from '../contract'
import { SelectAllCheckbox, SelectCell } from '~/components/admin/bulk-actions'
import { formatDateTime } from '~/components/admin/format'
import { Cell, EmptyRow, ResponsiveTable, Row } from '~/components/admin/responsive-table'
import { StatusBadge } from '~/components/admin/status-badge'

/** What a recruiter scans in a list of applications; everything else is on the application's page. */
export const APPLICATION_COLUMNS = ['Name', 'Opening', 'Stage', 'Owner', 'Received']

export function ApplicationsTable({
  rows,
  caption,
  selectable = false,
  filtered = false,
}: {
  rows: ApplicationListRow[]
  caption: string
  /** Each row gets a checkbox for the list's bulk actions. */
  selectable?: boolean
  /** Whether filters chose the rows: an empty list then says nothing matched, not that there is nothing yet. */
  filtered?: boolean
}) {
  return (
    <ResponsiveTable
      caption={caption}
      columns={APPLICATION_COLUMNS}
      minWidth="md:min-w-[44rem]"
      leading={selectable ? <SelectAllCheckbox /> : undefined}
    >
      {rows.length === 0 ? (
        <EmptyRow colSpan={APPLICATION_COLUMNS.length + (selectable ? 1 : 0)}>
          {filtered
            ? 'No job applications match.'
            : 'Nothing yet. Applications arrive here from the careers pages.'}
        </EmptyRow>
      ) : null}
      {rows.map((row) => (
        <Row key={row.id}>
          {/* Named with the reference too: two applicants may share a name. */}
          {selectable ? <SelectCell id={row.id} label={`${row.fullName}, ${row.reference}`} /> : null}
          <Cell label="Name" header className="md:w-[30%]">
            <Link
              to={`/admin/applications/${row.id}`}
              className="text-navy-900 underline-offset-2 hover:underline"
            >
              {row.fullName}
            </Link>
            <span className="mt-0.5 block font-mono text-xs font-normal text-slate-600">{row.reference}</span>
          </Cell>
          <Cell label="Opening">{row.openingTitle ?? row.position ?? GENERAL_APPLICATION_TITLE}</Cell>
          <Cell label="Stage">
            <StatusBadge status={row.status} />
          </Cell>
          <Cell label="Owner">{row.ownerName ?? <span className="text-slate-600">Nobody</span>}</Cell>
          <Cell label="Received" className="whitespace-nowrap">
            <time dateTime={row.createdAt}>{formatDateTime(row.createdAt)}</time>
          </Cell>
        </Row>
      ))}
    </ResponsiveTable>
  )
}
