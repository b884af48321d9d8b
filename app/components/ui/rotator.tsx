import { useEffect, useState, type FocusEvent, type ReactNode } from 'react'
import { cn } from '~/lib/cn'
import { RotatorControls } from './rotator-controls'
import { nextIndex, previousIndex, shouldAutoAdvance, wrapIndex } from './rotator-index'
import { useHydrated } from './use-hydrated'
import { useReducedMotion } from './use-reduced-motion'

export interface RotatorProps<T> {
  items: T[]
  intervalMs: number
  /** Names the carousel for screen readers, e.g. "Our services". */
  label: string
  render: (item: T, index: number, active: boolean) => ReactNode
  className?: string
  /** Previous/next and dot controls (always shown, as arrows, under reduced motion). */
  showControls?: boolean
}

/**
 * The WAI-ARIA carousel: slides stack in one grid cell (the tallest sets the height), the
 * inactive ones faded out and inert. The server renders slide 1; rotation starts after
 * hydration, never under reduced motion, and pauses on hover and on keyboard focus.
 */
export function Rotator<T>({
  items,
  intervalMs,
  label,
  render,
  className,
  showControls = false,
}: RotatorProps<T>) {
  const count = items.length
  const hydrated = useHydrated()
  const reducedMotion = useReducedMotion()
  const [rawIndex, setIndex] = useState(0)
  const [userPaused, setUserPaused] = useState(false)
  const [hovered, setHovered] = useState(false)
  const [focused, setFocused] = useState(false)
  const index = wrapIndex(rawIndex, count)
  const rotating = hydrated && shouldAutoAdvance({ count, reducedMotion, userPaused, hovered, focused })

  // A timer per slide: any manual change of slide restarts the full interval.
  useEffect(() => {
    if (!rotating) return
    const timer = setTimeout(() => setIndex((i) => nextIndex(i, count)), intervalMs)
    return () => clearTimeout(timer)
  }, [rotating, index, intervalMs, count])

  function onFocus(event: FocusEvent<HTMLElement>) {
    // Keyboard focus only: a mouse click on Play should not keep the slides paused.
    if (event.target.matches(':focus-visible')) setFocused(true)
  }
  function onBlur(event: FocusEvent<HTMLElement>) {
    if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false)
  }

  return (
    <section
      aria-roledescription="carousel"
      aria-label={label}
      data-active-index={index}
      onFocus={onFocus}
      onBlur={onBlur}
      className={cn('flex flex-col', className)}
    >
      {count > 1 ? (
        <div className="order-last mt-4 flex min-h-11 flex-wrap items-center gap-2">
          {hydrated ? (
            <RotatorControls
              count={count}
              index={index}
              onSelect={setIndex}
              onPrevious={() => setIndex(previousIndex(index, count))}
              onNext={() => setIndex(nextIndex(index, count))}
              canPlay={!reducedMotion}
              userPaused={userPaused}
              onTogglePause={() => setUserPaused((p) => !p)}
              showArrows={showControls || reducedMotion}
              showDots={showControls}
            />
          ) : null}
        </div>
      ) : null}
      <div
        aria-live={rotating ? 'off' : 'polite'}
        className="grid"
        onMouseEnter={() => setHovered(true)}
        onMouseLeave={() => setHovered(false)}
      >
        {items.map((item, i) => {
          const active = i === index
          return (
            <div
              key={i}
              role="group"
              aria-roledescription="slide"
              aria-label={`${i + 1} of ${count}`}
              inert={!active}
              className={cn(
                '[grid-area:1/1] transition-[opacity,visibility] duration-700 ease-out motion-reduce:transition-none',
                active ? 'visible opacity-100' : 'invisible opacity-0',
              )}
            >
              {render(item, i, active)}
            </div>
          )
        })}
      </div>
    </section>
  )
}
