import { PUT_FORWARD_CONSENT_LABELS, type PutForwardConsent } from '~/contracts/shortlists'
import { cn } from '~/lib/cn'

/** Every tone is 700/800 text on a 50 background: 4.5:1 or better. */
const TONES: Record<PutForwardConsent, string> = {
  'not-asked': 'bg-amber-50 text-amber-800 ring-amber-700/25',
  awaiting: 'bg-amber-50 text-amber-800 ring-amber-700/25',
  given: 'bg-emerald-50 text-emerald-800 ring-emerald-700/25',
  corrected: 'bg-emerald-50 text-emerald-800 ring-emerald-700/25',
  declined: 'bg-rose-50 text-rose-800 ring-rose-700/25',
  overridden: 'bg-slate-100 text-slate-700 ring-slate-500/30',
}

/**
 * The candidate's consent to be put forward, beside the entry's stage. Nothing for a plain "agreed"
 * (every entry from before consent was asked counts as agreed): only what staff must know.
 */
export function ConsentBadge({ consent, className }: { consent: PutForwardConsent; className?: string }) {
  if (consent === 'given') return null
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-pill px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset',
        TONES[consent],
        className,
      )}
    >
      {PUT_FORWARD_CONSENT_LABELS[consent]}
    </span>
  )
}
