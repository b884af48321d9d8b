import { Panel } from '~/components/admin/detail-list'
import { formatDateTime } from '~/components/admin/format'

export interface RetentionStatus {
  contactMonths: number
  applicationsMonths: number
  briefsMonths: number
  last: { at: string; counts: string } | null
  nextAt: string | null
}

/** What the automatic purge keeps to: the policy's periods, its last run and the next. */
export function RetentionPanel({ status }: { status: RetentionStatus }) {
  return (
    <div className="mt-8 max-w-2xl">
      <Panel title="Automatic deletion" id="retention-heading">
        <ul className="list-disc space-y-1 pl-5 text-sm">
          <li>Contact messages are deleted {status.contactMonths} months after they were received.</li>
          <li>
            Job applications, with their resumes, notes and e-mails, are deleted {status.applicationsMonths}{' '}
            months after they were received.
          </li>
          <li>
            Hiring briefs, with their notes and e-mails, are deleted {status.briefsMonths} months after they
            were received.
          </li>
        </ul>
        <p className="mt-3 text-sm text-slate-600">
          {status.last
            ? `Last purge ${formatDateTime(status.last.at)}: deleted ${status.last.counts}.`
            : 'No purge has run yet.'}{' '}
          {status.nextAt
            ? `Next purge ${formatDateTime(status.nextAt)}, and at every start of the server.`
            : 'The server purges at its next start, then daily.'}
        </p>
      </Panel>
    </div>
  )
}
