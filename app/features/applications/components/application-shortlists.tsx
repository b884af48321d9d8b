import { Link } from 'react-router'
import { SHORTLIST_STAGE_LABELS } from '~/contracts/shortlists'
import type { ApplicationShortlist } from '../contract'

/**
 * "On the shortlist for HB-…" on an application, for each brief whose shortlist its candidate is
 * on, with where they stand there; nothing once they are on none.
 */
export function ApplicationShortlists({ shortlists }: { shortlists: readonly ApplicationShortlist[] }) {
  if (shortlists.length === 0) return null
  return (
    <ul className="mt-3 space-y-1.5" aria-label="Shortlists">
      {shortlists.map((entry) => (
        <li key={entry.briefId} className="rounded-xl bg-indigo-50 px-3.5 py-2.5 text-sm text-indigo-950">
          On the shortlist for{' '}
          <Link
            to={`/admin/hire-briefs/${entry.briefId}#shortlist`}
            className="font-mono font-semibold text-accent-700 underline-offset-2 hover:underline"
          >
            {entry.briefReference}
          </Link>
          <span className="text-slate-700"> · {SHORTLIST_STAGE_LABELS[entry.stage]}</span>
        </li>
      ))}
    </ul>
  )
}
