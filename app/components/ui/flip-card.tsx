import { useId, type ReactNode } from 'react'
import { cn } from '~/lib/cn'
import { Icon } from './icon'

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
 * The card turns, with no script, on hover (pointer devices only), on keyboard focus anywhere in
 * it (:focus-visible, so a click on the toggle does not also pin it open), and while its toggle, a
 * checkbox, is checked. A tap anywhere on the faces reaches that checkbox through a second, empty
 * <label> laid over them. Under reduced motion the faces crossfade instead of rotating. The back is
 * never hidden from assistive technology: it is only turned away.
 */
const turnInner =
  'motion-safe:group-hover:rotate-y-180 motion-safe:group-has-[:focus-visible]:rotate-y-180 motion-safe:group-has-[:checked]:rotate-y-180'
const fadeFront =
  'motion-reduce:group-hover:opacity-0 motion-reduce:group-has-[:focus-visible]:opacity-0 motion-reduce:group-has-[:checked]:opacity-0'
const showBack =
  'motion-reduce:opacity-0 motion-reduce:group-hover:opacity-100 motion-reduce:group-has-[:focus-visible]:opacity-100 motion-reduce:group-has-[:checked]:opacity-100'

export function FlipCard({ front, back, label, className, height = '24rem' }: FlipCardProps) {
  const toggleId = useId()
  return (
    <div data-flip-card="" className={cn('group flex flex-col gap-3', className)}>
      <div className="relative perspective-[1400px]" style={{ height }}>
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
        {/* The tap target: empty, so the toggle's name stays the one below. */}
        <label htmlFor={toggleId} className="absolute inset-0 z-10 cursor-pointer" />
      </div>
      <label className="inline-flex min-h-11 cursor-pointer items-center gap-2 self-start rounded-pill px-3 text-sm font-semibold text-accent-400 outline-accent-400 select-none group-has-[:checked]:bg-accent-400/12 hover:text-accent-300 has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-3 [.light_&]:text-accent-700 [.light_&]:group-has-[:checked]:bg-accent-700/6 [.light_&]:has-[:focus-visible]:outline-accent-700">
        <input id={toggleId} type="checkbox" className="sr-only" />
        <Icon
          name="plus"
          className="size-4 transition-transform duration-300 group-has-[:checked]:rotate-45 motion-reduce:transition-none"
        />
        Show details
        <span className="sr-only">: {label}</span>
      </label>
    </div>
  )
}
