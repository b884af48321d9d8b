import { useState, type MouseEvent, type ReactNode } from 'react'
import { cn } from '~/lib/cn'
import { Icon } from './icon'
import { useHydrated } from './use-hydrated'

export interface FlipCardProps {
  front: ReactNode
  back: ReactNode
  /** What the card is about; completes the toggle's name ("Show details: <label>"). */
  label: string
  className?: string
  /** Fixed height of the card faces; content scrolls inside rather than overflowing. */
  height?: string
}

const face =
  'absolute inset-0 flex flex-col overflow-y-auto rounded-card border p-6 backface-hidden sm:p-7 ' +
  // The faces stay dark inside light sections, so keep the dark-surface focus ring.
  '[&_:focus-visible]:outline-accent-400 ' +
  'motion-reduce:transition-opacity motion-reduce:duration-300'

/*
 * The card turns on hover (pointer devices only), on keyboard focus anywhere in it
 * (:focus-visible, so a mouse click on the toggle does not also pin it open), and while
 * the toggle is pressed. Before hydration any focus turns it, so touch without JS works.
 * Under reduced motion the faces crossfade instead of rotating. The back is never hidden
 * from assistive technology: it is only turned away.
 */
const turnInner =
  'motion-safe:group-hover:rotate-y-180 motion-safe:group-has-[:focus-visible]:rotate-y-180 ' +
  'motion-safe:group-data-[flipped=true]:rotate-y-180 motion-safe:group-data-[js=false]:group-focus-within:rotate-y-180'
const fadeFront =
  'motion-reduce:group-hover:opacity-0 motion-reduce:group-has-[:focus-visible]:opacity-0 ' +
  'motion-reduce:group-data-[flipped=true]:opacity-0 motion-reduce:group-data-[js=false]:group-focus-within:opacity-0'
const showBack =
  'motion-reduce:opacity-0 motion-reduce:group-hover:opacity-100 motion-reduce:group-has-[:focus-visible]:opacity-100 ' +
  'motion-reduce:group-data-[flipped=true]:opacity-100 motion-reduce:group-data-[js=false]:group-focus-within:opacity-100'

function isInteractive(target: EventTarget) {
  return target instanceof Element && target.closest('a, button, input, select, textarea, summary') !== null
}

export function FlipCard({ front, back, label, className, height = '24rem' }: FlipCardProps) {
  const hydrated = useHydrated()
  const [flipped, setFlipped] = useState(false)

  // A tap anywhere on the faces also turns the card; the toggle below is its keyboard equivalent.
  function onFacesClick(event: MouseEvent) {
    if (!isInteractive(event.target)) setFlipped((f) => !f)
  }

  return (
    <div data-flipped={flipped} data-js={hydrated} className={cn('group flex flex-col gap-3', className)}>
      <div className="relative perspective-[1400px]" style={{ height }} onClick={onFacesClick}>
        <div
          className={cn(
            'relative h-full transform-3d motion-safe:transition-transform motion-safe:duration-600 motion-safe:ease-out-expo',
            turnInner,
          )}
        >
          <div className={cn(face, 'border-line bg-navy-900 text-paper shadow-card', fadeFront)}>{front}</div>
          <div
            data-face="back"
            className={cn(
              face,
              'border-accent-400/40 bg-navy-800 text-paper shadow-glow motion-safe:rotate-y-180',
              showBack,
            )}
          >
            {back}
          </div>
        </div>
      </div>
      <button
        type="button"
        aria-pressed={flipped}
        onClick={() => setFlipped((f) => !f)}
        className="inline-flex min-h-11 items-center gap-2 self-start rounded-pill px-3 text-sm font-semibold text-accent-400 hover:text-accent-300 aria-pressed:bg-accent-400/12 [.light_&]:text-accent-700 [.light_&]:aria-pressed:bg-accent-700/6"
      >
        <Icon
          name="plus"
          className="size-4 transition-transform duration-300 group-data-[flipped=true]:rotate-45 motion-reduce:transition-none"
        />
        Show details
        <span className="sr-only">: {label}</span>
      </button>
    </div>
  )
}
