import type { ReactNode } from 'react'
import { Form, Link } from 'react-router'
import { applicantStageLabel } from '~/contracts/applicant-stages'
import type { RecordEventKind } from '~/contracts/record-events'
import { APPLICATION_STATUSES, type ApplicationStatus } from '~/lib/constants'
import type { TimelineEmail, TimelineEntry as Entry, TimelineSource } from '../contract'
import { cn } from '~/lib/cn'
import { buttonClass } from '~/components/admin/controls'
import { formatDateTime, humanize } from '~/components/admin/format'
import { NoteText } from './note-text'
import { StatusBadge } from '~/components/admin/status-badge'

/** Each kind of event's mark on the line: a colour, and a letter for those who cannot tell colours apart. */
const MARKS: Record<RecordEventKind, string> = {
  received: 'bg-sky-100 text-sky-800 ring-sky-700/30',
  status: 'bg-violet-100 text-violet-800 ring-violet-700/30',
  note: 'bg-amber-100 text-amber-800 ring-amber-700/30',
  email: 'bg-emerald-100 text-emerald-800 ring-emerald-700/30',
  shortlist: 'bg-indigo-100 text-indigo-800 ring-indigo-700/30',
  'client-answer': 'bg-teal-100 text-teal-800 ring-teal-700/30',
  withdrawn: 'bg-slate-200 text-slate-800 ring-slate-500/40',
  'resume-replaced': 'bg-sky-100 text-sky-800 ring-sky-700/30',
  'email-skipped': 'bg-amber-100 text-amber-900 ring-amber-700/30',
  shown: 'bg-sky-100 text-sky-900 ring-sky-700/30',
}

const LETTERS: Record<RecordEventKind, string> = {
  received: 'R',
  status: 'S',
  note: 'N',
  email: '@',
  shortlist: 'L',
  'client-answer': 'C',
  withdrawn: 'W',
  'resume-replaced': 'R',
  'email-skipped': '!',
  shown: 'P',
}

/** Who made an event when no member did. */
function nobody(entry: Entry): string {
  if (entry.kind === 'received') return 'from the website'
  if (entry.kind === 'client-answer') return 'by the client'
  // The candidate's answer to a request to put them forward, from their status page.
  if (entry.kind === 'shortlist' && entry.data.consent && entry.data.consent !== 'asked')
    return 'by the candidate'
  if (entry.kind === 'withdrawn' || entry.kind === 'resume-replaced') return 'by the applicant'
  return 'automatically'
}

function EmailBody({ email, canCancel }: { email: TimelineEmail; canCancel: boolean }) {
  return (
    <div className="mt-2 space-y-2">
      <p className="flex flex-wrap items-center gap-2 text-xs text-slate-600">
        <StatusBadge status={email.state} />
        <span className="break-all">to {email.to}</span>
        {email.state === 'scheduled' && email.notBefore ? (
          <span>· leaves {formatDateTime(email.notBefore)}</span>
        ) : null}
        {email.sentAt ? <span>· sent {formatDateTime(email.sentAt)}</span> : null}
        {email.cancelledAt ? (
          <span>
            · cancelled{' '}
            {email.cancelledBy === 'system'
              ? 'when the stage changed'
              : `by ${email.cancelledByName ?? email.cancelledBy}`}
          </span>
        ) : null}
      </p>
      {email.state === 'failed' && email.lastError ? (
        <p className="text-xs text-danger-700">Not delivered: {email.lastError}</p>
      ) : null}
      <details className="group rounded-xl border border-slate-200 bg-white">
        <summary className="min-h-11 cursor-pointer rounded-xl px-3.5 py-2.5 text-sm font-semibold text-accent-700 hover:bg-slate-50">
          Read the e-mail
        </summary>
        <div className="border-t border-slate-200 px-3.5 py-3 text-sm break-words whitespace-pre-line">
          {email.text}
        </div>
      </details>
      {canCancel && (email.state === 'scheduled' || email.state === 'queued') ? (
        <Form method="post" preventScrollReset>
          <input type="hidden" name="intent" value="cancel-email" />
          <input type="hidden" name="emailId" value={email.outboxId} />
          <button type="submit" className={buttonClass('secondary', 'min-h-10')}>
            Cancel<span className="sr-only"> the e-mail “{email.subject}”</span>
          </button>
        </Form>
      ) : null}
    </div>
  )
}

/** How a stage reads on the applicant's status page (a stage that is no status of ours: as stored). */
const isApplicationStatus = (status: string): status is ApplicationStatus =>
  (APPLICATION_STATUSES as readonly string[]).includes(status)

const shownAs = (status: string) => (isApplicationStatus(status) ? applicantStageLabel(status) : status)

const linkClass = 'text-accent-700 hover:underline'

/**
 * Who or what a shortlist event is about, as a link: on a brief's timeline the candidate (a link
 * for members who may open candidates), on the candidate's timeline the brief.
 */
function shortlistSubject(
  entry: Extract<Entry, { kind: 'shortlist' | 'client-answer' }>,
  canOpenCandidates: boolean,
): ReactNode {
  const { briefId, briefReference, candidateId, candidateName } = entry.data
  if (entry.recordKind !== 'brief') {
    return (
      <Link to={`/admin/hire-briefs/${briefId}`} className={linkClass}>
        {briefReference}
      </Link>
    )
  }
  return canOpenCandidates ? (
    <Link to={`/admin/candidates/${candidateId}`} className={linkClass}>
      {candidateName}
    </Link>
  ) : (
    candidateName
  )
}

function describe(
  entry: Entry,
  statusLabel: (status: string) => string,
  canOpenCandidates: boolean,
): { title: ReactNode; body?: ReactNode } {
  switch (entry.kind) {
    case 'received':
      // On a person's timeline the label names the application already.
      if (entry.source?.kind === 'application') return { title: 'Application received' }
      return { title: entry.data.reference ? `Received as ${entry.data.reference}` : 'Received' }
    case 'status':
      return {
        // Applications and briefs move through stages; a contact message is only marked.
        title: `${entry.recordKind === 'contact' ? 'Status' : 'Stage'}: ${statusLabel(entry.data.from)} → ${statusLabel(entry.data.to)}`,
        body: entry.data.reason ? <p className="mt-1 text-sm">Reason: {entry.data.reason}</p> : undefined,
      }
    case 'note':
      return {
        title: 'Note',
        body: (
          <p className="mt-1.5 text-sm">
            <NoteText text={entry.data.body} mentioned={entry.mentioned ?? []} />
          </p>
        ),
      }
    case 'email':
      return { title: `E-mail: ${entry.data.subject}` }
    case 'shortlist':
      return {
        title:
          // On a person's timeline the entry's label names the brief already.
          entry.source?.kind === 'brief' ? (
            `Shortlist: ${entry.data.change}`
          ) : entry.recordKind === 'brief' ? (
            <>
              Shortlist · {shortlistSubject(entry, canOpenCandidates)}: {entry.data.change}
            </>
          ) : (
            <>
              Shortlist of {shortlistSubject(entry, canOpenCandidates)}: {entry.data.change}
            </>
          ),
      }
    case 'client-answer':
      return {
        title: (
          <>
            Client’s answer
            {entry.source?.kind === 'brief' ? null : (
              <> on {shortlistSubject(entry, canOpenCandidates)}</>
            )}: {entry.data.answer === 'interview' ? 'asks for an interview' : 'declined'}
          </>
        ),
        body: entry.data.note ? <p className="mt-1 text-sm">“{entry.data.note}”</p> : undefined,
      }
    case 'withdrawn':
      return { title: entry.data.by === 'applicant' ? 'Withdrawn by the applicant' : 'Marked as withdrawn' }
    case 'resume-replaced':
      return { title: `New resume: ${entry.data.originalName}` }
    case 'email-skipped':
      return {
        title: `E-mail not sent: ${entry.data.template ? `“${entry.data.template}”` : 'the e-mail'} for ${statusLabel(entry.data.stage)}`,
        body: <p className="mt-1 text-sm">Why: {entry.data.reason}</p>,
      }
    case 'shown':
      return {
        title: `Shown on the status page: ${statusLabel(entry.data.status)}`,
        body: <p className="mt-1 text-sm">The applicant’s page reads “{shownAs(entry.data.status)}”.</p>,
      }
  }
}

/** What a person's timeline entry belongs to, as a link: the application (reference and opening) or the brief. */
function SourceLabel({ source }: { source: TimelineSource }) {
  const [href, text] =
    source.kind === 'application'
      ? [`/admin/applications/${source.id}`, `${source.reference} · ${source.title}`]
      : [`/admin/hire-briefs/${source.id}`, `${source.reference} · hiring brief`]
  return (
    <p className="mb-0.5 text-xs">
      <Link
        to={href}
        className="inline-flex max-w-full items-center rounded-pill bg-slate-100 px-2 py-0.5 font-medium break-words text-slate-700 hover:bg-slate-200 hover:text-accent-700"
      >
        {text}
      </Link>
    </p>
  )
}

export function TimelineEntry({
  entry,
  canCancel,
  canOpenCandidates = false,
  statusLabel = humanize,
}: {
  entry: Entry
  canCancel: boolean
  canOpenCandidates?: boolean
  statusLabel?: (status: string) => string
}) {
  const { title, body } = describe(entry, statusLabel, canOpenCandidates)
  return (
    <li className="relative pb-6 pl-10 last:pb-1">
      <span
        aria-hidden="true"
        className={cn(
          'absolute top-0 left-0 grid size-7 place-items-center rounded-full text-xs font-bold ring-1 ring-inset',
          MARKS[entry.kind],
        )}
      >
        {LETTERS[entry.kind]}
      </span>
      {entry.source ? <SourceLabel source={entry.source} /> : null}
      <p className="text-sm font-semibold break-words text-navy-900">{title}</p>
      <p className="mt-0.5 text-xs text-slate-600">
        {entry.actorName ? `by ${entry.actorName}` : nobody(entry)} ·{' '}
        <time dateTime={entry.at}>{formatDateTime(entry.at)}</time>
      </p>
      {body}
      {entry.kind === 'email' ? (
        entry.email ? (
          <EmailBody email={entry.email} canCancel={canCancel} />
        ) : (
          <p className="mt-1 text-xs text-slate-600">The e-mail itself is no longer kept.</p>
        )
      ) : null}
    </li>
  )
}
