import type { ReactNode } from 'react'
import { cn } from '~/lib/cn'
import { Container, type ContainerSize } from './container'

export type SectionTone = 'dark' | 'navy' | 'light'
export type SectionSpacing = 'default' | 'tight' | 'none'

const tones: Record<SectionTone, string> = {
  dark: 'bg-ink text-paper',
  navy: 'bg-navy-900 text-paper',
  light: 'light',
}

const spacings: Record<SectionSpacing, string> = {
  default: 'py-20 md:py-28',
  tight: 'py-12 md:py-16',
  none: '',
}

export interface SectionProps {
  id?: string
  tone?: SectionTone
  className?: string
  children: ReactNode
  'aria-labelledby'?: string
  'aria-label'?: string
  spacing?: SectionSpacing
  /** Children span the full width (no Container): full-bleed media, custom grids. */
  bleed?: boolean
  /** Width of the inner Container when not bleeding. */
  size?: ContainerSize
}

export function Section({
  id,
  tone = 'dark',
  className,
  children,
  'aria-labelledby': labelledBy,
  'aria-label': label,
  spacing = 'default',
  bleed = false,
  size = 'default',
}: SectionProps) {
  return (
    <section
      id={id}
      aria-labelledby={labelledBy}
      aria-label={label}
      className={cn('relative isolate', tones[tone], spacings[spacing], className)}
    >
      {bleed ? children : <Container size={size}>{children}</Container>}
    </section>
  )
}
