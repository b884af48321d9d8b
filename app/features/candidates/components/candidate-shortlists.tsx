import { Link } from 'react-router'
import { formatDate } from '~/components/admin/format'
import { availabilityText, rateText, SHORTLIST_STAGE_LABELS, type RatePeriod } from '~/contracts/shortlists'
import type { CandidateShortlistEntry } from '../contract'

export type CandidateEntryView = CandidateShortlistEntry

const rateOf = (amount: number | null, currency: string | null, period: RatePeriod | null) =>
  amount !== null && currency && period ? rateText(amount, currency, period) : '—'

/**
 * The candidate's placements, then every shortlist they are on: the stage, the rate, availability
 * and pitch written for the client, and the client's word.
 */
export function CandidateShortlists({
  entries,
  placements,
}: {
  entries: CandidateEntryView[]
  placements: CandidateEntryView[]
}) {
  return (
    <section
      aria-labelledby="shortlists-heading"
      className="rounded-card border border-slate-200 bg-white p-5 shadow-soft"
    >
      <h2 id="shortlists-heading" className="text-lg font-semibold tracking-tight">
        Placements and shortlists
      </h2>
      {placements.length ? (
        <ul className="mt-3 space-y-2" aria-label="Placements">
          {placements.map((p) => (
            <li key={p.id} className="rounded-xl bg-emerald-50 px-4 py-3 text-sm text-success-700">
              <strong className="font-semibold">Placed with {p.company}</strong> ({p.reference}), starting{' '}
              {p.placedOn ? formatDate(`${p.placedOn}T00:00:00Z`) : '—'} at{' '}
              {rateOf(p.placedRateAmount, p.placedRateCurrency, p.placedRatePeriod)}
            </li>
          ))}
        </ul>
      ) : null}
      {entries.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">Not on any shortlist yet.</p>
      ) : (
        <ul className="mt-3 divide-y divide-slate-100">
          {entries.map((e) => (
            <li key={e.id} className="grid gap-1 py-3 text-sm sm:grid-cols-[10rem_minmax(0,1fr)] sm:gap-4">
              <Link
                to={`/admin/hire-briefs/${e.briefId}#shortlist`}
                className="font-mono font-semibold text-accent-700 underline-offset-2 hover:underline"
              >
                {e.reference}
              </Link>
              <div>
                <p>
                  <span className="font-semibold">{e.company}</span> · {SHORTLIST_STAGE_LABELS[e.stage]}
                </p>
                <p className="text-slate-600">
                  {rateOf(e.rateAmount, e.rateCurrency, e.ratePeriod)} ·{' '}
                  {availabilityText(e.availableOn, e.noticeWeeks)}
                </p>
                {e.pitch ? <p className="mt-1 whitespace-pre-line text-navy-900">{e.pitch}</p> : null}
                {e.clientNote ? (
                  <p className="mt-1 whitespace-pre-line text-slate-600">Client: “{e.clientNote}”</p>
                ) : null}
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
