import { Link } from 'react-router'
import { EmailLink } from '~/components/admin/email-link'
import { SelectAllCheckbox, SelectCell } from '~/components/admin/bulk-actions'
import { formatDateTime } from '~/components/admin/format'
import { LinkifiedText } from '~/components/admin/linkify'
import { Cell, Clamp, EmptyRow, ResponsiveTable, Row } from '~/components/admin/responsive-table'
import { StatusBadge } from '~/components/admin/status-badge'
import type { ContactSubmission } from '../contract'

/** The columns staff read first (Name, Email, Phone, Subject, Message), then status and arrival. */
export const CONTACT_COLUMNS = ['Name', 'Email', 'Phone', 'Subject', 'Message', 'Status', 'Received']

export function ContactsTable({
  rows,
  caption,
  selectable = false,
  filtered = false,
}: {
  rows: ContactSubmission[]
  caption: string
  /** Each row gets a checkbox for the list's bulk actions. */
  selectable?: boolean
  /** Whether filters chose the rows: an empty list then says nothing matched, not that there is nothing yet. */
  filtered?: boolean
}) {
  return (
    <ResponsiveTable
      caption={caption}
      columns={CONTACT_COLUMNS}
      minWidth="md:min-w-[60rem]"
      leading={selectable ? <SelectAllCheckbox /> : undefined}
    >
      {rows.length === 0 ? (
        <EmptyRow colSpan={CONTACT_COLUMNS.length + (selectable ? 1 : 0)}>
          {filtered
            ? 'No contact submissions match.'
            : 'Nothing yet. Messages arrive here from the contact form.'}
        </EmptyRow>
      ) : null}
      {rows.map((row) => (
        <Row key={row.id}>
          {/* Named with the reference too: two messages may come from one person. */}
          {selectable ? <SelectCell id={row.id} label={`${row.name}, ${row.reference}`} /> : null}
          <Cell label="Name" header className="md:w-44">
            <Link
              to={`/admin/contacts/${row.id}`}
              className="text-navy-900 underline-offset-2 hover:underline"
            >
              {row.name}
            </Link>
          </Cell>
          <Cell label="Email" className="md:whitespace-nowrap">
            <EmailLink email={row.email} />
          </Cell>
          <Cell label="Phone" className="whitespace-nowrap">
            {row.phone ?? '—'}
          </Cell>
          <Cell label="Subject" className="md:w-48">
            <Clamp lines={2}>{row.subject}</Clamp>
          </Cell>
          <Cell label="Message" className="md:min-w-72">
            <Clamp>
              <LinkifiedText text={row.message} className="" />
            </Clamp>
          </Cell>
          <Cell label="Status">
            <StatusBadge status={row.status} />
          </Cell>
          <Cell label="Received" className="whitespace-nowrap text-slate-600">
            {formatDateTime(row.createdAt)}
            <span className="block font-mono text-xs">{row.reference}</span>
          </Cell>
        </Row>
      ))}
    </ResponsiveTable>
  )
}
