import { Link } from 'react-router'
import { cn } from '~/lib/cn'
import type { WaitingBrief } from '../contract'
import { formatDateTime } from '~/components/admin/format'

type WaitingBriefView = WaitingBrief

/** "5 h" under two days, "3 d" beyond. */
function span(hours: number): string {
  const h = Math.abs(hours)
  return h < 48 ? `${h} h` : `${Math.floor(h / 24)} d`
}

/**
 * Briefs waiting for a first answer, oldest first, each against the promise to reply within one
 * business day: the overdue ones stand out in colour and in words.
 */
export function BriefQueue({
  waiting,
  total,
  overdue,
  promise,
}: {
  waiting: WaitingBriefView[]
  total: number
  overdue: number
  promise: string
}) {
  return (
    <section
      aria-labelledby="brief-queue"
      className="rounded-card border border-slate-200 bg-white p-5 shadow-soft"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-3">
        <h2 id="brief-queue" className="text-xl font-semibold tracking-tight">
          Briefs waiting for a first answer
        </h2>
        <p className="text-sm text-slate-600">
          We promise a reply within {promise}.{' '}
          {overdue ? <strong className="font-semibold text-danger-700">{overdue} overdue.</strong> : null}
        </p>
      </div>
      {waiting.length === 0 ? (
        <p className="mt-3 text-sm text-slate-600">Every brief has had its first answer.</p>
      ) : (
        <ul className="mt-3 divide-y divide-slate-100">
          {waiting.map((b) => (
            <li
              key={b.id}
              className={cn(
                'grid gap-1 py-3 sm:grid-cols-[7rem_minmax(0,1fr)_auto] sm:items-center sm:gap-4',
                b.overdue && '-mx-2 rounded-xl bg-red-50 px-2',
              )}
            >
              <Link
                to={`/admin/hire-briefs/${b.id}`}
                className="font-mono font-semibold text-accent-700 underline-offset-2 hover:underline"
              >
                {b.reference}
              </Link>
              <span className="min-w-0 text-sm">
                <span className="font-semibold">{b.company}</span> · {b.need}
                <span className="block text-slate-600">
                  Received <time dateTime={b.receivedAt}>{formatDateTime(b.receivedAt)}</time> (
                  {span(b.ageHours)} ago) · {b.ownerName ? `Owner: ${b.ownerName}` : 'No owner yet'}
                </span>
              </span>
              <span
                className={cn(
                  'inline-flex w-fit items-center rounded-pill px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset',
                  b.overdue
                    ? 'bg-danger-700 text-white ring-danger-700'
                    : b.dueInHours < 4
                      ? 'bg-amber-50 text-amber-800 ring-amber-700/30'
                      : 'bg-slate-100 text-slate-700 ring-slate-500/30',
                )}
              >
                {b.overdue ? `Overdue by ${span(-b.dueInHours)}` : `Due in ${span(b.dueInHours)}`}
              </span>
            </li>
          ))}
        </ul>
      )}
      {total > waiting.length ? (
        <Link
          to="/admin/hire-briefs?status=new"
          className="mt-3 inline-block text-sm font-semibold text-accent-700 underline-offset-4 hover:underline"
        >
          All {total} new briefs →
        </Link>
      ) : null}
    </section>
  )
}
