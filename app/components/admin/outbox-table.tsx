import { Form } from 'react-router'
import type { OutboxEntry } from '~/server/db/email-outbox.server'
import { buttonClass } from './controls'
import { formatDateTime } from './format'
import { Cell, Clamp, EmptyRow, ResponsiveTable, Row } from './responsive-table'
import { StatusBadge } from './status-badge'

const COLUMNS = ['Subject', 'To', 'Status', 'Attempts', 'Last error', 'Queued', 'Sent or next try', 'Action']

export function OutboxTable({ rows }: { rows: OutboxEntry[] }) {
  return (
    <ResponsiveTable caption="E-mails in the outbox" columns={COLUMNS} minWidth="md:min-w-[64rem]">
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
            <StatusBadge status={row.status} />
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
            {row.sentAt
              ? formatDateTime(row.sentAt)
              : row.status === 'failed'
                ? '—'
                : formatDateTime(row.nextAttemptAt)}
          </Cell>
          <Cell label="Action">
            {row.status === 'failed' ? (
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
