import type { ReactNode } from 'react'
import { cn } from '~/lib/cn'

export type BadgeTone = 'accent' | 'neutral' | 'violet'

/** Each tone has a light-section counterpart that keeps its text at 4.5:1 or better. */
const tones: Record<BadgeTone, string> = {
  accent:
    'bg-accent-400/12 text-accent-300 ring-accent-400/30 [.light_&]:bg-accent-700/6 [.light_&]:text-accent-700 [.light_&]:ring-accent-700/25',
  neutral:
    'bg-white/8 text-mist ring-white/12 [.light_&]:bg-navy-900/6 [.light_&]:text-slate-700 [.light_&]:ring-navy-900/12',
  violet:
    'bg-violet-500/18 text-violet-300 ring-violet-400/35 [.light_&]:bg-violet-500/10 [.light_&]:text-violet-700 [.light_&]:ring-violet-500/25',
}

export function Badge({
  children,
  tone = 'accent',
  className,
}: {
  children: ReactNode
  tone?: BadgeTone
  className?: string
}) {
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1.5 rounded-pill px-3 py-1 text-xs font-semibold tracking-wide ring-1 ring-inset',
        tones[tone],
        className,
      )}
    >
      {children}
    </span>
  )
}
