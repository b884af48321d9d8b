import type { CandidateTerms } from '../contract'

/**
 * Beside the rate staff write for the client: what the candidate asked for in their latest
 * application (the pay they expect, for a reader who may see pay, and their notice period) and the
 * brief's budget. Staff's eyes only: the client never sees it.
 */
export function CandidateTermsNote({
  terms,
  budget,
}: {
  terms: CandidateTerms | null
  budget: string | null
}) {
  const rows = [
    terms?.payShown ? { label: 'Expected pay', value: terms.expectedPay ?? 'Not given' } : null,
    terms ? { label: 'Notice period', value: terms.notice ?? 'Not asked' } : null,
    { label: 'Brief’s budget', value: budget ?? 'Not given' },
  ].filter((row) => row !== null)
  return (
    <aside
      aria-labelledby="terms-heading"
      className="rounded-xl border border-slate-200 bg-slate-50 px-4 py-3 text-sm"
    >
      <h3 id="terms-heading" className="font-semibold text-navy-900">
        For your eyes only
      </h3>
      <p className="mt-0.5 text-xs text-slate-600">
        {terms
          ? `From their latest application${terms.applicationReference ? `, ${terms.applicationReference}` : ''}; the client never sees these.`
          : 'No application on record; the client never sees these.'}
      </p>
      <dl className="mt-2 grid grid-cols-[7rem_minmax(0,1fr)] gap-x-3 gap-y-1">
        {rows.map((row) => (
          <div key={row.label} className="contents">
            <dt className="text-slate-600">{row.label}</dt>
            <dd className="font-semibold break-words text-navy-900">{row.value}</dd>
          </div>
        ))}
      </dl>
    </aside>
  )
}
