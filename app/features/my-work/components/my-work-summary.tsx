import { Link } from 'react-router'
import { cn } from '~/lib/cn'
import { MY_WORK_KIND_LABELS, MY_WORK_KINDS, type MyWorkCounts } from '../contract'

/** The dashboard's figures of what waits on the member: the same items My work lists, counted. */
export function MyWorkSummary({ counts }: { counts: MyWorkCounts }) {
  return (
    <section
      aria-labelledby="my-work-summary"
      className="rounded-card border border-slate-200 bg-white p-5 shadow-soft"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-3">
        <h2 id="my-work-summary" className="text-xl font-semibold tracking-tight">
          Waiting on you: <span className="tabular-nums">{counts.total}</span>
        </h2>
        <Link
          to="/admin/my-work"
          className="text-sm font-semibold text-accent-700 underline-offset-4 hover:underline"
        >
          Open My work →
        </Link>
      </div>
      <dl className="mt-3 grid grid-cols-2 gap-x-6 gap-y-2 text-sm sm:grid-cols-4 xl:grid-cols-7">
        {MY_WORK_KINDS.map((kind) => (
          <div key={kind}>
            <dt className="text-slate-600">{MY_WORK_KIND_LABELS[kind]}</dt>
            <dd
              className={cn(
                'text-2xl font-semibold tabular-nums',
                counts[kind] ? 'text-navy-900' : 'text-slate-500',
              )}
            >
              {counts[kind]}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  )
}
