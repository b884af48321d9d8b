import { Link } from 'react-router'
import { formatDate } from '~/components/admin/format'
import { ResumeLink } from '~/features/applications'
import { StatusBadge } from '~/components/admin/status-badge'
import { RESUME_TEXT_STATUS_LABELS } from '~/contracts/candidates'
import { GENERAL_APPLICATION_TITLE } from '~/contracts/positions'
import type { CandidateApplication } from '../contract'

/** An application as the candidate's page lists it: its owner by display name too (null for nobody). */
export type CandidateApplicationView = CandidateApplication & { ownerName: string | null }

/**
 * Every application the candidate sent, newest first, each with its stage and resume; their notes,
 * stage changes and e-mails are on the person's timeline, labelled with the application.
 */
export function CandidateApplications({
  applications,
  owner,
}: {
  applications: CandidateApplicationView[]
  owner: string
}) {
  return (
    <section aria-labelledby="applications-heading">
      <h2 id="applications-heading" className="text-lg font-semibold tracking-tight">
        Applications ({applications.length})
      </h2>
      <p className="mt-0.5 mb-3 text-sm text-slate-600">
        Their notes, stage changes and e-mails are on the timeline below.
      </p>
      <ol className="space-y-4">
        {applications.map((a) => (
          <li key={a.id} className="rounded-card border border-slate-200 bg-white p-5 shadow-soft">
            <div className="flex flex-wrap items-start justify-between gap-3">
              <div>
                <h3 className="font-semibold">
                  <Link to={`/admin/applications/${a.id}`} className="underline-offset-2 hover:underline">
                    {a.appliedFor ?? GENERAL_APPLICATION_TITLE}
                  </Link>
                </h3>
                <p className="mt-0.5 text-sm text-slate-600">
                  Application <span className="font-mono">{a.reference}</span> ·{' '}
                  <time dateTime={a.createdAt}>{formatDate(a.createdAt)}</time> · from{' '}
                  <span className="break-all">{a.email}</span> ·{' '}
                  {a.ownerName ? `Owner: ${a.ownerName}` : 'No owner yet'}
                </p>
              </div>
              <StatusBadge status={a.status} />
            </div>
            <div className="mt-3 flex flex-wrap items-center gap-3 text-sm">
              <ResumeLink resume={a.resume} owner={owner} compact />
              {a.resume?.text ? (
                <span className="text-slate-600">{RESUME_TEXT_STATUS_LABELS[a.resume.text]}</span>
              ) : null}
            </div>
          </li>
        ))}
      </ol>
    </section>
  )
}
