import type { SubmissionResult } from '@conform-to/react'
import { Link, useFetcher, type FetcherWithComponents } from 'react-router'
import { buttonClass, Notice } from '~/components/admin/controls'
import { formatDateTime } from '~/components/admin/format'
import { availabilityText, rateText } from '~/contracts/shortlists'
import type { ShortlistEntry, ShortlistLinkSummary, ShortlistLinkView } from '../contract'
import { ConsentBadge } from './consent-badge'
import { ShortlistStageBadge } from './stage-badge'

export type ShortlistEntryView = ShortlistEntry

export interface ShortlistPermissions {
  /** Add, edit, reorder, remove (shortlists.manage, and candidates.read to search). */
  manage: boolean
  addCandidates: boolean
  /** Share and revoke the client's link (shortlists.share). */
  share: boolean
  /** Open each candidate's page, as far as the role sees candidates (shortlisted-candidates.read). */
  openCandidates: boolean
}

const LINK_STATES: Record<ShortlistLinkView['state'], string> = {
  live: 'Live',
  expired: 'Expired',
  revoked: 'Revoked',
  replaced: 'Replaced by a newer link',
}

/** "not opened yet", "opened once, last …", "opened 3 times, last …": this link's own openings. */
function viewsText(link: ShortlistLinkView): string {
  if (link.views === 0) return 'not opened yet'
  const times = link.views === 1 ? 'once' : `${link.views} times`
  return `opened ${times}${link.lastViewedAt ? `, last ${formatDateTime(link.lastViewedAt)}` : ''}`
}

function LinkStatus({ link }: { link: ShortlistLinkSummary | null }) {
  if (!link) return <p className="text-sm text-slate-600">Not shared with the client yet.</p>
  return (
    <div className="text-sm text-slate-600">
      <p>
        <span className="font-semibold text-navy-900">Client link: {LINK_STATES[link.state]}</span> · shared
        by {link.createdBy} {formatDateTime(link.createdAt)}
        {link.state === 'live' ? ` · valid until ${formatDateTime(link.expiresAt)}` : null} ·{' '}
        <span data-testid="link-views">{viewsText(link)}</span>
      </p>
      {link.earlier.length ? (
        <details className="mt-1.5">
          <summary className="inline-flex min-h-9 cursor-pointer items-center font-semibold text-accent-700">
            Earlier links ({link.earlier.length})
          </summary>
          <ol aria-label="Earlier links" className="mt-1 space-y-1 border-l-2 border-slate-200 pl-3">
            {link.earlier.map((earlier) => (
              <li key={earlier.createdAt}>
                Shared by {earlier.createdBy} {formatDateTime(earlier.createdAt)} ·{' '}
                {LINK_STATES[earlier.state]}
                {earlier.endedAt ? ` ${formatDateTime(earlier.endedAt)}` : ''} · {viewsText(earlier)}
              </li>
            ))}
          </ol>
        </details>
      ) : null}
    </div>
  )
}

function Chevron({ up = false }: { up?: boolean }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 20 20"
      className="size-4"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
    >
      <path d={up ? 'm5 12 5-5 5 5' : 'm5 8 5 5 5-5'} strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  )
}

const arrowButton =
  'inline-flex size-9 items-center justify-center rounded-full border border-slate-300 bg-white text-sm font-semibold hover:border-navy-900/50 disabled:opacity-40'

/** The panel's buttons post with one fetcher: a refusal comes back to the panel, beside them. */
type PanelFetcher = FetcherWithComponents<SubmissionResult<string[]>>

function MoveButtons({
  briefId,
  entry,
  first,
  last,
  fetcher,
}: {
  briefId: number
  entry: ShortlistEntryView
  first: boolean
  last: boolean
  fetcher: PanelFetcher
}) {
  return (
    <fetcher.Form method="post" action={`/admin/hire-briefs/${briefId}/shortlist`} className="flex gap-1.5">
      <input type="hidden" name="entry" value={entry.id} />
      <button type="submit" name="intent" value="up" disabled={first} className={arrowButton}>
        <Chevron up />
        <span className="sr-only">Move {entry.fullName} up</span>
      </button>
      <button type="submit" name="intent" value="down" disabled={last} className={arrowButton}>
        <Chevron />
        <span className="sr-only">Move {entry.fullName} down</span>
      </button>
    </fetcher.Form>
  )
}

/** Why the shortlist's action refused a button: its own reason, or the button's value that did not parse. */
function problemOf(result: SubmissionResult<string[]> | undefined): string | undefined {
  const errors = result?.error
  return errors?.['']?.[0] ?? errors?.entry?.[0]
}

const rateOf = (e: ShortlistEntryView) =>
  e.rateAmount !== null && e.rateCurrency && e.ratePeriod
    ? rateText(e.rateAmount, e.rateCurrency, e.ratePeriod)
    : null

/**
 * A brief's shortlist: each candidate in the client's order, with the rate, availability and
 * pitch the client sees and what the client answered, and the link the client opens.
 */
export function ShortlistPanel({
  briefId,
  entries,
  link,
  can,
  notice,
}: {
  briefId: number
  entries: ShortlistEntryView[]
  link: ShortlistLinkSummary | null
  can: ShortlistPermissions
  notice?: { tone: 'success' | 'error'; text: string }
}) {
  const shortlistAction = `/admin/hire-briefs/${briefId}/shortlist`
  // Done, the action redirects here with `?shortlist=<code>` (the notice); refused, it answers the fetcher.
  const fetcher: PanelFetcher = useFetcher({ key: `shortlist-${briefId}` })
  const refusal = fetcher.state === 'idle' ? problemOf(fetcher.data) : undefined
  const shown = refusal ? { tone: 'error' as const, text: refusal } : notice
  return (
    <section
      id="shortlist"
      aria-labelledby="shortlist-heading"
      className="scroll-mt-6 rounded-card border border-slate-200 bg-white p-5 shadow-soft"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="shortlist-heading" className="text-lg font-semibold tracking-tight">
          Shortlist ({entries.length})
        </h2>
        <div className="flex flex-wrap gap-2">
          {can.addCandidates ? (
            <Link to={`/admin/hire-briefs/${briefId}/candidates`} className={buttonClass('secondary')}>
              Add candidates
            </Link>
          ) : null}
          {can.share && entries.length ? (
            <Link to={`${shortlistAction}/share`} className={buttonClass('primary')}>
              {link ? 'Share again' : 'Share shortlist'}
            </Link>
          ) : null}
          {can.share && link?.state === 'live' ? (
            <Link to={`${shortlistAction}/revoke`} className={buttonClass('caution')}>
              Revoke link
            </Link>
          ) : null}
        </div>
      </div>
      <div className="mt-2">
        <LinkStatus link={link} />
      </div>
      {shown ? (
        <div className="mt-3">
          <Notice tone={shown.tone}>{shown.text}</Notice>
        </div>
      ) : null}
      {entries.length === 0 ? (
        <p className="mt-4 rounded-xl bg-slate-50 px-4 py-6 text-center text-sm text-slate-600">
          No candidates yet.{can.addCandidates ? ' “Add candidates” searches everyone who applied.' : ''}
        </p>
      ) : (
        <ol className="mt-4 space-y-3">
          {entries.map((entry, index) => (
            <li key={entry.id} className="rounded-xl border border-slate-200 p-4">
              <div className="flex flex-wrap items-start justify-between gap-3">
                <div className="min-w-0">
                  <p className="font-semibold">
                    <span className="mr-1.5 text-slate-500 tabular-nums">{index + 1}.</span>
                    {can.openCandidates ? (
                      <Link
                        to={`/admin/candidates/${entry.candidateId}`}
                        className="underline-offset-2 hover:underline"
                      >
                        {entry.fullName}
                      </Link>
                    ) : (
                      entry.fullName
                    )}
                  </p>
                  <p className="text-sm text-slate-600">
                    {[
                      entry.headline,
                      entry.yearsOfExperience !== null ? `${entry.yearsOfExperience} years` : null,
                    ]
                      .filter(Boolean)
                      .join(' · ')}
                  </p>
                </div>
                <div className="flex flex-wrap items-center justify-end gap-2">
                  <ConsentBadge consent={entry.consent} />
                  <ShortlistStageBadge stage={entry.stage} />
                  {can.manage ? (
                    <MoveButtons
                      briefId={briefId}
                      entry={entry}
                      first={index === 0}
                      last={index === entries.length - 1}
                      fetcher={fetcher}
                    />
                  ) : null}
                </div>
              </div>
              <dl className="mt-3 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-2">
                <div className="flex gap-2">
                  <dt className="text-slate-600">Rate</dt>
                  <dd className="font-semibold">{rateOf(entry) ?? '—'}</dd>
                </div>
                <div className="flex gap-2">
                  <dt className="text-slate-600">Available</dt>
                  <dd className="font-semibold">
                    {entry.availableOn || entry.noticeWeeks !== null
                      ? availabilityText(entry.availableOn, entry.noticeWeeks)
                      : '—'}
                  </dd>
                </div>
              </dl>
              {entry.pitch ? (
                <p className="mt-2 line-clamp-3 text-sm whitespace-pre-line text-slate-700">{entry.pitch}</p>
              ) : null}
              {entry.clientNote ? (
                <p className="mt-3 rounded-xl bg-amber-50 px-3 py-2 text-sm whitespace-pre-line text-navy-900">
                  <span className="font-semibold">
                    {entry.stage === 'declined' ? 'Client’s reason' : 'Client’s note'}
                    {entry.answeredAt ? ` (${formatDateTime(entry.answeredAt)})` : ''}:
                  </span>{' '}
                  {entry.clientNote}
                </p>
              ) : null}
              {entry.consentNote && (entry.consent === 'corrected' || entry.consent === 'declined') ? (
                <p className="mt-3 rounded-xl bg-amber-50 px-3 py-2 text-sm whitespace-pre-line text-navy-900">
                  <span className="font-semibold">
                    {entry.consent === 'declined' ? 'Candidate’s reason' : 'Candidate’s note'}
                    {entry.consentAnsweredAt ? ` (${formatDateTime(entry.consentAnsweredAt)})` : ''}:
                  </span>{' '}
                  {entry.consentNote}
                </p>
              ) : null}
              <div className="mt-3 flex flex-wrap items-center gap-3 text-sm">
                {!entry.complete && entry.stage === 'proposed' ? (
                  <span className="font-semibold text-danger-700">
                    Needs its rate, availability and pitch
                  </span>
                ) : null}
                {can.manage ? (
                  <Link
                    to={`/admin/hire-briefs/${briefId}/shortlist/${entry.id}`}
                    className="font-semibold text-accent-700 underline-offset-4 hover:underline"
                  >
                    Edit, move or place<span className="sr-only"> {entry.fullName}</span>
                  </Link>
                ) : null}
              </div>
            </li>
          ))}
        </ol>
      )}
    </section>
  )
}
