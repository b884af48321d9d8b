import type { CSSProperties, ReactNode } from 'react'
import { cn } from '~/lib/cn'
import { formatNumber } from '~/lib/format-number'

export interface StatProps {
  value: number
  label: string
  prefix?: string
  suffix?: string
  /** Decimals of the count: 0, or 1 to count in tenths. */
  decimals?: number
  /** Shown as is, never counted (e.g. '2-3x'). */
  staticText?: string
  /** Decimals of the final figure when they differ from the count's: '$10B+' counts in tenths. */
  finalDecimals?: number
  className?: string
}

/** CSS counters print plain digits: no grouping, so a figure counts only below 1,000. */
const MAX_COUNTED = 999

/**
 * The whole number the count runs to (in tenths with one decimal), or null for a figure that is
 * only ever shown as it is.
 */
export function countTarget({ value, decimals = 0, staticText }: StatProps): number | null {
  if (staticText !== undefined || value < 0 || value > MAX_COUNTED) return null
  if (decimals !== 0 && decimals !== 1) return null
  return Math.round(value * 10 ** decimals)
}

/**
 * A counted figure. The HTML holds the final figure (read by screen readers, search engines and
 * every browser without scroll-driven animations). Where the visitor has not asked for reduced
 * motion and the browser animates on scroll, a second layer counts from 0 as the figure scrolls
 * into view, its digits drawn by a CSS counter from a registered integer property; the layers are
 * swapped by CSS (app/styles/widgets.css, "Counters").
 */
export function Stat(props: StatProps) {
  const { value, label, prefix = '', suffix = '', decimals = 0, finalDecimals, staticText, className } = props
  const final = staticText ?? `${prefix}${formatNumber(value, finalDecimals ?? decimals)}${suffix}`
  const target = countTarget(props)
  const style = target === null ? undefined : ({ '--stat-to': target } as CSSProperties)

  return (
    <div className={cn('flex flex-col gap-2', target !== null && 'stat-counted', className)} style={style}>
      <p className="text-[clamp(2rem,1.5rem+2.2vw,3.25rem)] leading-none font-semibold tracking-tight text-accent-400 tabular-nums [.light_&]:text-accent-700">
        <span className="sr-only">{final}</span>
        {/* The final figure keeps its place while the count is drawn over it, so nothing shifts. */}
        <span aria-hidden="true" className="inline-grid">
          <span className="stat-final [grid-area:1/1]" data-stat-value="">
            {final}
          </span>
          {target === null ? null : (
            <span className="stat-count [grid-area:1/1]" data-stat-count="">
              {prefix}
              <span className={decimals === 1 ? 'stat-digits-tenths' : 'stat-digits'} />
              {suffix}
            </span>
          )}
        </span>
      </p>
      <p className="text-sm leading-snug font-medium text-mist [.light_&]:text-slate-600">{label}</p>
    </div>
  )
}

export function StatGrid({ children, className }: { children: ReactNode; className?: string }) {
  return <div className={cn('grid grid-cols-2 gap-x-6 gap-y-10 md:grid-cols-4', className)}>{children}</div>
}
