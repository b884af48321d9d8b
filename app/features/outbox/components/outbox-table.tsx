import { Form, Link } from 'react-router'
import { RECORD_KIND_LABELS, recordPath } from '~/contracts/records'
import type { OutboxEntry } from '../contract'
import { buttonClass } from '~/components/admin/controls'
import { formatDateTime } from '~/components/admin/format'
import { Cell, Clamp, EmptyRow, ResponsiveTable, Row } from '~/components/admin/responsive-table'
import { StatusBadge } from '~/components/admin/status-badge'

const COLUMNS = [
  'Subject',
  'To',
  'Status',
  'From',
  'Attempts',
  'Last error',
  'Queued',
  'Sent or next try',
  'Action',
]

/** When it went, or when it is due; nothing for one that will not go. */
function sentOrNext(row: OutboxEntry): string {
  if (row.sentAt) return formatDateTime(row.sentAt)
  if (row.state === 'failed' || row.state === 'cancelled') return '—'
  if (row.state === 'scheduled' && row.notBefore) return formatDateTime(row.notBefore)
  return formatDateTime(row.nextAttemptAt)
}

export function OutboxTable({ rows }: { rows: OutboxEntry[] }) {
  return (
    <ResponsiveTable caption="E-mails in the outbox" columns={COLUMNS} minWidth="md:min-w-[72rem]">
      {rows.length === 0 ? <EmptyRow colSpan={COLUMNS.length}>No e-mails in this state.</EmptyRow> : null}
      {rows.map((row) => (
        <Row key={row.id}>
          <Cell label="Subject" header className="md:max-w-64">
            <Clamp lines={2}>{row.subject}</Clamp>
          </Cell>
          <Cell label="To" className="break-all">
            {row.to}
          </Cell>
          <Cell label="Status">
            <StatusBadge status={row.state} />
          </Cell>
          <Cell label="From" className="whitespace-nowrap">
            {row.recordKind && row.recordId !== null ? (
              <Link
                to={recordPath({ kind: row.recordKind, id: row.recordId })}
                className="text-accent-700 underline-offset-2 hover:underline"
              >
                {RECORD_KIND_LABELS[row.recordKind]}
                {row.sentBy ? `, by ${row.sentBy}` : ''}
              </Link>
            ) : (
              <span className="text-slate-600">Automatic</span>
            )}
          </Cell>
          <Cell label="Attempts" className="tabular-nums">
            {row.attempts}
          </Cell>
          <Cell label="Last error" className="md:max-w-72">
            {row.lastError ? <Clamp>{row.lastError}</Clamp> : '—'}
          </Cell>
          <Cell label="Queued" className="whitespace-nowrap text-slate-600">
            {formatDateTime(row.createdAt)}
          </Cell>
          <Cell label="Sent or next try" className="whitespace-nowrap text-slate-600">
            {sentOrNext(row)}
          </Cell>
          <Cell label="Action">
            {row.state === 'failed' && row.linkRemoved ? (
              <span className="text-slate-600">Its link was removed: the reader asks for a new one</span>
            ) : row.state === 'failed' ? (
              <Form method="post">
                <input type="hidden" name="id" value={row.id} />
                <button type="submit" className={buttonClass('secondary', 'min-h-10')}>
                  Retry<span className="sr-only"> e-mail “{row.subject}”</span>
                </button>
              </Form>
            ) : (
              '—'
            )}
          </Cell>
        </Row>
      ))}
    </ResponsiveTable>
  )
}
