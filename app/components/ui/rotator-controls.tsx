import { cn } from '~/lib/cn'
import { Icon } from './icon'

const round =
  'grid size-11 place-items-center rounded-full border border-white/20 bg-ink/40 text-paper backdrop-blur transition-colors hover:border-accent-400 hover:text-accent-400 ' +
  '[.light_&]:border-navy-900/25 [.light_&]:bg-white [.light_&]:text-navy-900 [.light_&]:hover:border-accent-700 [.light_&]:hover:text-accent-700'

export interface RotatorControlsProps {
  count: number
  index: number
  onSelect: (index: number) => void
  onPrevious: () => void
  onNext: () => void
  /** Shown while the slides can play: false when the visitor prefers reduced motion. */
  canPlay: boolean
  userPaused: boolean
  onTogglePause: () => void
  showArrows: boolean
  showDots: boolean
}

export function RotatorControls(props: RotatorControlsProps) {
  const { count, index, canPlay, userPaused, showArrows, showDots } = props
  return (
    <>
      {canPlay ? (
        <button type="button" className={round} onClick={props.onTogglePause}>
          <Icon name={userPaused ? 'play' : 'pause'} className="size-4" />
          <span className="sr-only">
            {userPaused ? 'Start automatic slide show' : 'Stop automatic slide show'}
          </span>
        </button>
      ) : null}
      {showArrows ? (
        <button type="button" className={round} onClick={props.onPrevious}>
          <Icon name="chevron-left" className="size-5" />
          <span className="sr-only">Previous slide</span>
        </button>
      ) : null}
      {showDots ? (
        <div className="flex items-center">
          {Array.from({ length: count }, (_, i) => (
            <button
              key={i}
              type="button"
              aria-current={i === index ? 'true' : undefined}
              onClick={() => props.onSelect(i)}
              className="group/dot grid size-7 place-items-center rounded-full"
            >
              <span
                className={cn(
                  'block h-2 rounded-full transition-[width,background-color] duration-300',
                  i === index
                    ? 'w-6 bg-accent-400 [.light_&]:bg-accent-700'
                    : 'w-2 bg-white/45 group-hover/dot:bg-paper [.light_&]:bg-navy-900/50 [.light_&]:group-hover/dot:bg-navy-900',
                )}
              />
              <span className="sr-only">Slide {i + 1}</span>
            </button>
          ))}
        </div>
      ) : null}
      {showArrows ? (
        <button type="button" className={round} onClick={props.onNext}>
          <Icon name="chevron-right" className="size-5" />
          <span className="sr-only">Next slide</span>
        </button>
      ) : null}
    </>
  )
}
