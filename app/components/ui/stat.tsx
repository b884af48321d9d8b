import { useEffect, useRef, useState, type ReactNode } from 'react'
import { cn } from '~/lib/cn'
import { REDUCED_MOTION_QUERY } from './use-reduced-motion'
import { countValueAt, defaultStep, formatCount, nextCountValue } from './count-up'

export interface StatProps {
  value: number
  label: string
  prefix?: string
  suffix?: string
  decimals?: number
  /** Added every `tickMs` until the target (default 1, or 0.1 with one decimal). */
  step?: number
  tickMs?: number
  /** When set, the count reaches the target in this time instead of stepping. */
  durationMs?: number
  /** Shown as is, never animated (e.g. '2-3x'). */
  staticText?: string
  /** Decimals of the final figure when they differ from the count's: '$10B+' counts in tenths. */
  finalDecimals?: number
  className?: string
}

/**
 * The figure on screen: `null` means the final one, which is what the server renders and
 * what no-JS and reduced-motion visitors keep. Counting starts once, when first in view.
 */
function useCountUp({
  value,
  decimals = 0,
  step,
  tickMs = 30,
  durationMs,
  disabled,
}: StatProps & { disabled: boolean }) {
  const ref = useRef<HTMLDivElement>(null)
  const [current, setCurrent] = useState<number | null>(null)

  useEffect(() => {
    const node = ref.current
    if (disabled || !node || !('IntersectionObserver' in window)) return
    if (window.matchMedia(REDUCED_MOTION_QUERY).matches) return
    let timer: ReturnType<typeof setInterval> | undefined
    let frame = 0

    const start = () => {
      setCurrent(0)
      if (durationMs !== undefined) {
        const t0 = performance.now()
        const tick = (now: number) => {
          const next = countValueAt(now - t0, durationMs, value, decimals)
          setCurrent(next)
          if (next < value) frame = requestAnimationFrame(tick)
        }
        frame = requestAnimationFrame(tick)
        return
      }
      const by = step ?? defaultStep(decimals)
      let at = 0
      timer = setInterval(() => {
        at = nextCountValue(at, value, by, decimals)
        setCurrent(at)
        if (at >= value) clearInterval(timer)
      }, tickMs)
    }

    const observer = new IntersectionObserver(([entry]) => {
      if (!entry) return
      if (entry.isIntersecting) {
        observer.disconnect()
        start()
      } else {
        // Still off screen: show 0 now, so the count-up does not begin with a jump down.
        setCurrent(0)
      }
    })
    observer.observe(node)
    return () => {
      observer.disconnect()
      clearInterval(timer)
      cancelAnimationFrame(frame)
      setCurrent(null)
    }
  }, [value, decimals, step, tickMs, durationMs, disabled])

  return { ref, current }
}

export function Stat(props: StatProps) {
  const { value, label, prefix = '', suffix = '', decimals = 0, finalDecimals, staticText, className } = props
  const { ref, current } = useCountUp({ ...props, disabled: staticText !== undefined })
  const final = staticText ?? `${prefix}${formatCount(value, finalDecimals ?? decimals)}${suffix}`
  const shown =
    current === null || current >= value ? final : `${prefix}${formatCount(current, decimals)}${suffix}`

  return (
    <div ref={ref} className={cn('flex flex-col gap-2', className)}>
      <p className="text-[clamp(2rem,1.5rem+2.2vw,3.25rem)] leading-none font-semibold tracking-tight text-accent-400 tabular-nums [.light_&]:text-accent-700">
        <span className="sr-only">{final}</span>
        {/* The final figure, invisible, reserves the width so counting never shifts the layout. */}
        <span aria-hidden="true" className="inline-grid">
          <span className="invisible [grid-area:1/1]">{final}</span>
          <span className="[grid-area:1/1]" data-stat-value="">
            {shown}
          </span>
        </span>
      </p>
      <p className="text-sm leading-snug font-medium text-mist [.light_&]:text-slate-600">{label}</p>
    </div>
  )
}

export function StatGrid({ children, className }: { children: ReactNode; className?: string }) {
  return <div className={cn('grid grid-cols-2 gap-x-6 gap-y-10 md:grid-cols-4', className)}>{children}</div>
}
