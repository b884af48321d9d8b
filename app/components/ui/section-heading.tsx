import type { ReactNode } from 'react'
import { cn } from '~/lib/cn'

type HeadingTag = 'h1' | 'h2' | 'h3'

const titleSizes: Record<HeadingTag, string> = {
  h1: 'text-h1 font-semibold',
  h2: 'text-h2 font-semibold',
  h3: 'text-h3 font-semibold',
}

export interface SectionHeadingProps {
  eyebrow?: string
  title: ReactNode
  intro?: ReactNode
  align?: 'left' | 'center'
  as?: HeadingTag
  /** Goes on the heading, so a Section can point aria-labelledby at it. */
  id?: string
  className?: string
}

export function SectionHeading({
  eyebrow,
  title,
  intro,
  align = 'left',
  as: Tag = 'h2',
  id,
  className,
}: SectionHeadingProps) {
  const centered = align === 'center'
  const introClass = cn('mt-5 max-w-2xl text-lead text-mist [.light_&]:text-slate-600', centered && 'mx-auto')
  return (
    <div className={cn('max-w-3xl', centered && 'mx-auto text-center', className)}>
      {eyebrow ? <p className="eyebrow mb-4 [.light_&]:text-accent-700">{eyebrow}</p> : null}
      <Tag id={id} className={titleSizes[Tag]}>
        {title}
      </Tag>
      {intro == null ? null : typeof intro === 'string' ? (
        <p className={introClass}>{intro}</p>
      ) : (
        <div className={cn(introClass, 'space-y-4')}>{intro}</div>
      )}
    </div>
  )
}
