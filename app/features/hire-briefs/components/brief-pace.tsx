import { cn } from '~/lib/cn'
import { formatDateTime } from '~/components/admin/format'
import { formatSpan, type BriefPace, type PaceRow } from '../pace'

/** What each step says beside its name, in words (never only its colour). */
function StepNote({ row }: { row: PaceRow }) {
  switch (row.state) {
    case 'done':
      return row.at ? (
        <>
          {row.tookMs === null ? null : <span className="font-semibold">{formatSpan(row.tookMs)}</span>}
          <time dateTime={row.at} className="block text-xs text-slate-600">
            {formatDateTime(row.at)}
          </time>
        </>
      ) : null
    case 'current':
      return <span className="font-semibold text-amber-900">Waiting {formatSpan(row.waitingMs ?? 0)}</span>
    case 'skipped':
      return <span className="text-slate-600">Skipped</span>
    case 'later':
      return <span className="text-slate-600">Not yet</span>
    case 'not-reached':
      return <span className="text-slate-600">Not reached</span>
  }
}

const MARKER: Record<PaceRow['state'], string> = {
  done: 'bg-emerald-100 text-emerald-800',
  current: 'bg-accent-400 text-ink',
  skipped: 'bg-slate-100 text-slate-500',
  later: 'bg-slate-100 text-slate-600',
  'not-reached': 'bg-slate-100 text-slate-600',
}

/**
 * How long each step of the brief took, from its arrival to a placement, and how long it has
 * waited in the step it is in: an ordered list, each step's state said in words.
 */
export function BriefPaceSteps({ pace }: { pace: BriefPace }) {
  return (
    <ol className="space-y-3 text-sm" aria-label="Steps and how long each took">
      {pace.steps.map((row, index) => (
        <li
          key={row.step}
          className="flex items-start gap-3"
          aria-current={row.state === 'current' ? 'step' : undefined}
        >
          <span
            aria-hidden="true"
            className={cn(
              'flex size-7 shrink-0 items-center justify-center rounded-full text-xs font-semibold',
              MARKER[row.state],
            )}
          >
            {row.state === 'done' ? '✓' : row.state === 'skipped' ? '–' : index + 1}
          </span>
          <span className="flex min-w-0 flex-1 flex-wrap items-baseline justify-between gap-x-3">
            <span className={cn(row.state === 'current' && 'font-semibold')}>
              {row.label}
              {row.state === 'done' && row.tookMs !== null ? <span className="sr-only">, took</span> : null}
            </span>
            <span className="text-right">
              <StepNote row={row} />
            </span>
          </span>
        </li>
      ))}
    </ol>
  )
}
