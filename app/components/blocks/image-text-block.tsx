import type { ArtTopic } from '~/content/media'
import { Icon } from '~/components/ui/icon'
import { cn } from '~/lib/cn'
import { ArtFigure } from './art-figure'
import { GLOW } from '~/components/ui/glow'

export interface ImageTextItem {
  /** Anchor of the row. */
  id?: string
  title: string
  paragraphs: readonly string[]
  points?: readonly string[]
  art: ArtTopic
}

/** One row: art on one side, a titled text (h2 unless said) with optional check points on the other. */
export function ImageTextBlock({
  item,
  reverse = false,
  as: Heading = 'h2',
}: {
  item: ImageTextItem
  reverse?: boolean
  as?: 'h2' | 'h3'
}) {
  return (
    <article id={item.id} className="grid items-center gap-10 lg:grid-cols-2 lg:gap-20">
      <div className={cn('relative', reverse && 'lg:order-last')}>
        <div
          aria-hidden="true"
          className={`absolute inset-x-4 -inset-y-6 -z-10 ${GLOW} from-accent-400/8 [.light_&]:from-accent-500/10`}
        />
        <ArtFigure topic={item.art} />
      </div>
      <div>
        <Heading className="text-h2 font-semibold">{item.title}</Heading>
        <div className="mt-5 space-y-4 text-lg leading-relaxed text-mist [.light_&]:text-slate-600">
          {item.paragraphs.map((paragraph) => (
            <p key={paragraph.slice(0, 40)}>{paragraph}</p>
          ))}
        </div>
        {item.points?.length ? (
          <ul className="mt-7 grid gap-3 sm:grid-cols-2">
            {item.points.map((point) => (
              <li key={point} className="flex gap-3 leading-snug font-medium [.light_&]:text-navy-900">
                <Icon name="check" className="mt-0.5 size-4 text-accent-400 [.light_&]:text-accent-700" />
                <span>{point}</span>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </article>
  )
}

/** Alternating image-and-text rows, the art switching sides from row to row. */
export function ImageTextRows({
  items,
  as,
  className,
}: {
  items: readonly ImageTextItem[]
  as?: 'h2' | 'h3'
  className?: string
}) {
  return (
    <div className={cn('space-y-20 md:space-y-28', className)}>
      {items.map((item, i) => (
        <ImageTextBlock key={item.title} item={item} reverse={i % 2 === 1} as={as} />
      ))}
    </div>
  )
}
