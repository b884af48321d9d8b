import { SHORTLIST_STAGE_LABELS, type ShortlistStage } from '~/contracts/shortlists'
import { cn } from '~/lib/cn'

/** Every tone is 700/800 text on a 50 background: 4.5:1 or better. */
const TONES: Record<ShortlistStage, string> = {
  proposed: 'bg-slate-100 text-slate-700 ring-slate-500/30',
  shared: 'bg-sky-50 text-sky-800 ring-sky-700/25',
  'interview-requested': 'bg-indigo-50 text-indigo-800 ring-indigo-700/25',
  declined: 'bg-rose-50 text-rose-800 ring-rose-700/25',
  interviewing: 'bg-violet-50 text-violet-800 ring-violet-700/25',
  placed: 'bg-emerald-50 text-emerald-800 ring-emerald-700/25',
  withdrawn: 'bg-slate-100 text-slate-700 ring-slate-500/30',
}

export function ShortlistStageBadge({ stage, className }: { stage: ShortlistStage; className?: string }) {
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-pill px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset',
        TONES[stage],
        className,
      )}
    >
      {SHORTLIST_STAGE_LABELS[stage]}
    </span>
  )
}
