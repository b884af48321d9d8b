import { Link } from 'react-router'
import { GENERAL_APPLICATION_TITLE } from '~/contracts/positions'
import type { ApplicationRow } from '~/server/db/job-applications.server'
import { formatDateTime } from './format'
import { Cell, EmptyRow, ResponsiveTable, Row } from './responsive-table'
import { StatusBadge } from './status-badge'

/** What a recruiter scans in a list of applications; everything else is on the application's page. */
export const APPLICATION_COLUMNS = ['Name', 'Opening', 'Stage', 'Assigned to', 'Received']

export function ApplicationsTable({ rows, caption }: { rows: ApplicationRow[]; caption: string }) {
  return (
    <ResponsiveTable caption={caption} columns={APPLICATION_COLUMNS} minWidth="md:min-w-[44rem]">
      {rows.length === 0 ? (
        <EmptyRow colSpan={APPLICATION_COLUMNS.length}>No job applications match.</EmptyRow>
      ) : null}
      {rows.map((row) => (
        <Row key={row.id}>
          <Cell label="Name" header className="md:w-[30%]">
            <Link
              to={`/admin/applications/${row.id}`}
              className="text-navy-900 underline-offset-2 hover:underline"
            >
              {row.fullName}
            </Link>
          </Cell>
          <Cell label="Opening">{row.openingTitle ?? row.position ?? GENERAL_APPLICATION_TITLE}</Cell>
          <Cell label="Stage">
            <StatusBadge status={row.status} />
          </Cell>
          <Cell label="Assigned to">{row.assignedTo ?? <span className="text-slate-600">Nobody</span>}</Cell>
          <Cell label="Received" className="whitespace-nowrap">
            <time dateTime={row.createdAt}>{formatDateTime(row.createdAt)}</time>
          </Cell>
        </Row>
      ))}
    </ResponsiveTable>
  )
}
