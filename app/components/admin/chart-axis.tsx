import type { ReactNode } from 'react'

/*
 * The frame the admin's bar charts share (the dashboard's weeks, the traffic report's days): the
 * scale on the left, the plot as inline SVG made on the server (no script draws it), a label under
 * each slot. All of it is hidden from screen readers, which read each chart's own table instead.
 */

/** The width of one slot of the plot (a day, a week's group of bars), in the SVG's units. */
export const CHART_SLOT = 10

/** The tallest bar's height, out of the plot's 100 units: the top keeps a little room. */
const TALLEST = 92

/** The top of the scale: the largest value, and at least 1, so a chart of zeros still draws. */
export const chartMax = (values: readonly number[]): number => Math.max(1, ...values)

/** The height of a bar of `value` on a scale up to `max`, in the plot's units (its y is 100 minus this). */
export const barHeight = (value: number, max: number): number => (value / max) * TALLEST

export interface AxisLabel {
  key: string
  text: string
  className?: string
}

/**
 * The scale (`max` at the top, 0 at the bottom), the plot `slots` slots wide drawn by `children`,
 * and one label under each slot. `heightClass` sets the plot's height (the scale's with it).
 */
export function ChartAxes({
  max,
  slots,
  heightClass,
  labels,
  children,
}: {
  max: number
  slots: number
  heightClass: string
  labels: readonly AxisLabel[]
  children: ReactNode
}) {
  return (
    <div className="mt-4 flex gap-2">
      <div
        aria-hidden="true"
        className={`flex ${heightClass} flex-col justify-between text-right text-xs text-slate-600 tabular-nums`}
      >
        <span>{max}</span>
        <span>0</span>
      </div>
      <div className="min-w-0 flex-1">
        <svg
          viewBox={`0 0 ${slots * CHART_SLOT} 100`}
          preserveAspectRatio="none"
          className={`${heightClass} w-full border-b border-slate-300`}
          aria-hidden="true"
        >
          {children}
        </svg>
        <div
          aria-hidden="true"
          className="mt-1.5 grid text-center text-[0.7rem] text-slate-600"
          style={{ gridTemplateColumns: `repeat(${labels.length}, minmax(0, 1fr))` }}
        >
          {labels.map((label) => (
            <span key={label.key} className={label.className}>
              {label.text}
            </span>
          ))}
        </div>
      </div>
    </div>
  )
}
