import type { ArtTopic } from '~/content/media'
import type { ContentIconName } from '~/content/blocks'
import { LinkButton } from '~/components/ui/button'
import { Card, type CardTone } from '~/components/ui/card'
import { cn } from '~/lib/cn'
import { ArtFigure } from './art-figure'
import { IconTile } from '~/components/blocks/content-icon'

export interface CardGridItem {
  title: string
  text: string
  art?: ArtTopic
  icon?: ContentIconName
  /** The whole card follows it; its label is the link's name. */
  link?: { label: string; to: string }
}

const columns = {
  2: 'md:grid-cols-2',
  3: 'md:grid-cols-2 lg:grid-cols-3',
  4: 'md:grid-cols-2 xl:grid-cols-4',
} as const

export interface CardGridProps {
  items: readonly CardGridItem[]
  columns?: keyof typeof columns
  tone?: CardTone
  className?: string
}

/** Cards with art or a pictogram, a title (h3), a text and an optional link over the whole card. */
export function CardGrid({ items, columns: count = 3, tone = 'dark', className }: CardGridProps) {
  return (
    <ul className={cn('grid gap-5 md:gap-6', columns[count], className)}>
      {items.map((item) => (
        <Card key={item.title} as="li" tone={tone} padding="none" interactive={Boolean(item.link)}>
          {item.art ? (
            <ArtFigure topic={item.art} bare className="border-b border-line [.light_&]:border-slate-200" />
          ) : null}
          <div className="flex flex-1 flex-col p-6 sm:p-7">
            {item.icon ? <IconTile name={item.icon} className="mb-6" /> : null}
            <h3 className="text-h3 font-semibold">{item.title}</h3>
            <p className="mt-3 flex-1 leading-relaxed text-mist [.light_&]:text-slate-600">{item.text}</p>
            {item.link ? (
              <LinkButton
                to={item.link.to}
                variant="ghost"
                className="mt-5 -ml-1 self-start after:absolute after:inset-0 after:rounded-card after:content-['']"
              >
                {item.link.label}
              </LinkButton>
            ) : null}
          </div>
        </Card>
      ))}
    </ul>
  )
}
