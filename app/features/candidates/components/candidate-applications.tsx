import { Link } from 'react-router'
import { formatDate, formatDateTime } from '~/components/admin/format'
import { LinkifiedText } from '~/components/admin/linkify'
import { ResumeLink } from '~/features/applications'
import { StatusBadge } from '~/components/admin/status-badge'
import { RESUME_TEXT_STATUS_LABELS } from '~/contracts/candidates'
import { GENERAL_APPLICATION_TITLE } from '~/contracts/positions'
import type { ApplicationNote, CandidateApplication } from '../contract'

export type CandidateApplicationView = CandidateApplication & { notes: ApplicationNote[] }

/** Every application the candidate sent, newest first, each with its resume and the team's notes. */
export function CandidateApplications({
  applications,
  owner,
}: {
  applications: CandidateApplicationView[]
  owner: string
}) {
  return (
    <section aria-labelledby="applications-heading">
      <h2 id="applications-heading" className="mb-3 text-lg font-semibold tracking-tight">
        Applications ({applications.length})
      </h2>
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
                  {a.assignedTo ? `assigned to ${a.assignedTo}` : 'unassigned'}
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
            {a.notes.length ? (
              <ol
                className="mt-4 space-y-2 border-t border-slate-100 pt-3"
                aria-label={`Notes on application ${a.reference}`}
              >
                {a.notes.map((note) => (
                  <li key={note.id} className="rounded-xl bg-slate-50 p-3 text-sm">
                    <p className="text-xs text-slate-600">
                      <strong className="font-semibold text-navy-900">{note.author ?? 'Someone'}</strong> ·{' '}
                      {formatDateTime(note.createdAt)}
                    </p>
                    <p className="mt-1">
                      <LinkifiedText text={note.body} />
                    </p>
                  </li>
                ))}
              </ol>
            ) : (
              <p className="mt-3 text-sm text-slate-600">No notes on this application.</p>
            )}
          </li>
        ))}
      </ol>
    </section>
  )
}
