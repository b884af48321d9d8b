import type { CSSProperties, ReactNode } from 'react'
import { cn } from '~/lib/cn'
import { Icon } from './icon'

/*
 * Slides that take turns with no script: CSS animations (app/styles/widgets.css, "Rotators") show
 * one slide per interval, pause on hover, keyboard focus and the pause checkbox, and stay on the
 * first slide under reduced motion. Keyframes exist for the slide counts the site uses.
 */
export const ROTATOR_KEYFRAMES: Partial<Record<number, string>> = { 3: 'rotator-3', 4: 'rotator-4' }

export function canRotate(count: number): boolean {
  return ROTATOR_KEYFRAMES[count] !== undefined
}

/** The class and custom properties of a carousel's root: the element whose hover or focus pauses it. */
export function rotatorRoot(
  count: number,
  intervalMs: number,
): { className?: string; style?: CSSProperties } {
  const keyframes = ROTATOR_KEYFRAMES[count]
  if (!keyframes) return {}
  return {
    className: 'rotator',
    style: {
      '--rotator-keyframes': keyframes,
      '--rotator-wait-keyframes': `${keyframes}-wait`,
      '--rotator-count': count,
      '--rotator-interval': `${intervalMs}ms`,
    } as CSSProperties,
  }
}

export interface RotatorSlideProps {
  index: number
  count: number
  children: ReactNode
  /** A layer of a slide that says nothing (a background): hidden from assistive technology. */
  decorative?: boolean
  className?: string
}

/**
 * One slide; slides of a carousel stack in one grid cell (or absolutely, for backgrounds). A
 * background is not drawn while it waits its turn (widgets.css), so its lazy picture is fetched a
 * little before it shows, not with the page.
 */
export function RotatorSlide({ index, count, children, decorative = false, className }: RotatorSlideProps) {
  const style = { '--slide-index': index } as CSSProperties
  const classes = cn('rotator-slide', decorative && 'rotator-backdrop', className)
  if (decorative) {
    return (
      <div aria-hidden="true" className={classes} style={style}>
        {children}
      </div>
    )
  }
  return (
    <div
      role="group"
      aria-roledescription="slide"
      aria-label={`${index + 1} of ${count}`}
      className={classes}
      style={style}
    >
      {children}
    </div>
  )
}

const round =
  'grid size-11 cursor-pointer place-items-center rounded-full border border-white/20 bg-ink/40 text-paper backdrop-blur transition-colors hover:border-accent-400 hover:text-accent-400 ' +
  'has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-3 has-[:focus-visible]:outline-accent-400 ' +
  '[.light_&]:border-navy-900/25 [.light_&]:bg-white [.light_&]:text-navy-900 [.light_&]:hover:border-accent-700 [.light_&]:hover:text-accent-700'

/**
 * The visible pause control: a checkbox (checked = paused) drawn as a round button whose icon
 * turns from pause to play. Its name stays the same; the checked state says whether it is paused.
 * Hidden under reduced motion, where nothing moves.
 */
export function RotatorPause({
  label,
  className,
  pauses = 'slides',
}: {
  label: string
  className?: string
  /** What it pauses: the slides (and their videos), or a single background video. */
  pauses?: 'slides' | 'video'
}) {
  return (
    <label className={cn(round, 'motion-reduce:hidden', className)}>
      <input
        type="checkbox"
        className="peer sr-only"
        data-rotator-pause={pauses === 'slides' ? '' : undefined}
        data-video-pause={pauses === 'video' ? '' : undefined}
      />
      <Icon name="pause" className="size-4 peer-checked:hidden" />
      <Icon name="play" className="hidden size-4 peer-checked:block" />
      <span className="sr-only">{label}</span>
    </label>
  )
}

export interface RotatorProps<T> {
  items: readonly T[]
  intervalMs: number
  /** Names the carousel for screen readers, e.g. "Our services". */
  label: string
  render: (item: T, index: number) => ReactNode
  className?: string
}

/** A carousel of simple slides with its pause control under them (the /it-team photos). */
export function Rotator<T>({ items, intervalMs, label, render, className }: RotatorProps<T>) {
  const count = items.length
  const root = rotatorRoot(count, intervalMs)
  return (
    <section
      aria-roledescription="carousel"
      aria-label={label}
      className={cn('flex flex-col', root.className, className)}
      style={root.style}
    >
      <div className="grid">
        {items.map((item, i) => (
          <RotatorSlide key={i} index={i} count={count} className="[grid-area:1/1]">
            {render(item, i)}
          </RotatorSlide>
        ))}
      </div>
      {canRotate(count) ? <RotatorPause label="Pause slide show" className="mt-4" /> : null}
    </section>
  )
}
