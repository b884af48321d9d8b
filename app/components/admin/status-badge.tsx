import type { ApplicationStatus, ContactStatus, OutboxState } from '~/lib/constants'
import { cn } from '~/lib/cn'
import { humanize } from './format'

type AnyStatus = ContactStatus | ApplicationStatus | OutboxState

/** Every tone is 700/800 text on a 50 background: 4.5:1 or better. */
const TONES: Record<AnyStatus, string> = {
  new: 'bg-sky-50 text-sky-800 ring-sky-700/25',
  handled: 'bg-emerald-50 text-emerald-800 ring-emerald-700/25',
  spam: 'bg-slate-100 text-slate-700 ring-slate-500/30',
  reviewing: 'bg-violet-50 text-violet-800 ring-violet-700/25',
  shortlisted: 'bg-amber-50 text-amber-800 ring-amber-700/30',
  interview: 'bg-indigo-50 text-indigo-800 ring-indigo-700/25',
  offer: 'bg-teal-50 text-teal-800 ring-teal-700/25',
  hired: 'bg-emerald-50 text-emerald-800 ring-emerald-700/25',
  rejected: 'bg-rose-50 text-rose-800 ring-rose-700/25',
  withdrawn: 'bg-slate-100 text-slate-700 ring-slate-500/30',
  queued: 'bg-sky-50 text-sky-800 ring-sky-700/25',
  scheduled: 'bg-violet-50 text-violet-800 ring-violet-700/25',
  sending: 'bg-amber-50 text-amber-800 ring-amber-700/30',
  sent: 'bg-emerald-50 text-emerald-800 ring-emerald-700/25',
  failed: 'bg-rose-50 text-rose-800 ring-rose-700/25',
  cancelled: 'bg-slate-100 text-slate-700 ring-slate-500/30',
}

export function StatusBadge({ status, className }: { status: AnyStatus; className?: string }) {
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-pill px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset',
        TONES[status],
        className,
      )}
    >
      {humanize(status)}
    </span>
  )
}
