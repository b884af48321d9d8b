import { Link } from 'react-router'
import type { ApplicationRow } from '~/server/db/job-applications.server'
import { EmailLink } from './contacts-table'
import { SelectAllCheckbox, SelectCell } from './bulk-actions'
import { formatDate } from './format'
import { LinkifiedText } from './linkify'
import { ResumeLink } from './resume-link'
import { Cell, Clamp, EmptyRow, ResponsiveTable, Row } from './responsive-table'
import { StatusBadge } from './status-badge'

/** The columns staff read first, then the status; the arrival time sits under the name. */
export const APPLICATION_COLUMNS = [
  'Full Name',
  'Email',
  'Phone',
  'Position',
  'Skills',
  'Years of Experience',
  'Current CTC',
  'Expected CTC',
  'Cover Letter',
  'Download Resume',
  'Status',
]

const dash = (value: string | null) => value || '—'

export function ApplicationsTable({
  rows,
  caption,
  selectable = false,
}: {
  rows: ApplicationRow[]
  caption: string
  /** Each row gets a checkbox for the list's bulk actions. */
  selectable?: boolean
}) {
  return (
    <ResponsiveTable
      caption={caption}
      columns={APPLICATION_COLUMNS}
      minWidth="md:min-w-[72rem]"
      leading={selectable ? <SelectAllCheckbox /> : undefined}
    >
      {rows.length === 0 ? (
        <EmptyRow colSpan={APPLICATION_COLUMNS.length + (selectable ? 1 : 0)}>
          No job applications match.
        </EmptyRow>
      ) : null}
      {rows.map((row) => (
        <Row key={row.id}>
          {selectable ? <SelectCell id={row.id} label={row.fullName} /> : null}
          <Cell label="Full Name" header className="md:w-44">
            <Link
              to={`/admin/applications/${row.id}`}
              className="text-navy-900 underline-offset-2 hover:underline"
            >
              {row.fullName}
            </Link>
            <span className="mt-0.5 block text-xs font-normal text-slate-600">
              <span className="font-mono">{row.reference}</span> ·{' '}
              <time dateTime={row.createdAt}>{formatDate(row.createdAt)}</time>
            </span>
          </Cell>
          <Cell label="Email" className="md:whitespace-nowrap">
            <EmailLink email={row.email} />
          </Cell>
          <Cell label="Phone" className="whitespace-nowrap">
            {dash(row.phone)}
          </Cell>
          <Cell label="Position" className="md:min-w-32">
            {dash(row.position)}
          </Cell>
          <Cell label="Skills" className="md:min-w-40">
            <Clamp lines={2}>{dash(row.skills)}</Clamp>
          </Cell>
          <Cell label="Years of Experience">{dash(row.yearsOfExperience)}</Cell>
          <Cell label="Current CTC">{dash(row.currentCtc)}</Cell>
          <Cell label="Expected CTC">{dash(row.expectedCtc)}</Cell>
          <Cell label="Cover Letter" className="md:min-w-48">
            <Clamp>{row.coverLetter ? <LinkifiedText text={row.coverLetter} className="" /> : '—'}</Clamp>
          </Cell>
          <Cell label="Download Resume">
            <ResumeLink resume={row.resume} owner={row.fullName} compact />
          </Cell>
          <Cell label="Status">
            <StatusBadge status={row.status} />
          </Cell>
        </Row>
      ))}
    </ResponsiveTable>
  )
}
