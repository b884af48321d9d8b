import type { ReactNode } from 'react'
import { LinkButton } from '~/components/ui/button'
import { Section, type SectionTone } from '~/components/ui/section'
import { SectionHeading } from '~/components/ui/section-heading'
import type { LinkRef, SectionHeading as HeadingContent } from '~/content/blocks'
import { cn } from '~/lib/cn'

export interface HeadedSectionProps {
  heading: HeadingContent
  tone?: SectionTone
  align?: 'left' | 'center'
  /** A link beside the heading on wide screens, under it on phones. */
  action?: LinkRef
  /** A faint grid behind the section. */
  grid?: boolean
  className?: string
  children?: ReactNode
}

/** A section whose anchor, label and h2 come from a content heading ({ id, eyebrow, title, intro }). */
export function HeadedSection({
  heading,
  tone,
  align,
  action,
  grid,
  className,
  children,
}: HeadedSectionProps) {
  const titleId = `${heading.id}-title`
  return (
    <Section
      id={heading.id}
      tone={tone}
      aria-labelledby={titleId}
      className={cn('overflow-x-clip', className)}
    >
      {grid ? (
        <div
          aria-hidden="true"
          className="bg-grid absolute inset-0 -z-10 [mask-image:radial-gradient(ellipse_70%_60%_at_50%_0%,black,transparent)]"
        />
      ) : null}
      <div
        className={cn(
          'flex flex-col gap-8',
          action && 'md:flex-row md:items-end md:justify-between',
          children != null && 'mb-12 md:mb-14',
        )}
      >
        <SectionHeading
          id={titleId}
          eyebrow={heading.eyebrow}
          title={heading.title}
          intro={heading.intro}
          align={align}
        />
        {action ? (
          <LinkButton to={action.to} variant="secondary" className="shrink-0 self-start md:self-auto">
            {action.label}
          </LinkButton>
        ) : null}
      </div>
      {children}
    </Section>
  )
}
