import type { ReactNode } from 'react'
import { cn } from '~/lib/cn'

export type CardTone = 'dark' | 'light' | 'glass'

const tones: Record<CardTone, string> = {
  dark: 'border-line bg-navy-900 text-paper shadow-card',
  light: 'border-slate-200 bg-white text-navy-900 shadow-soft',
  glass: 'border-white/10 bg-white/[0.04] text-paper shadow-card backdrop-blur-md',
}

const interactiveTones: Record<CardTone, string> = {
  dark: 'hover:border-accent-400/60 hover:shadow-glow focus-within:border-accent-400/60',
  light:
    'hover:border-accent-700/50 hover:shadow-[0_24px_50px_-28px_rgb(10_18_38/0.45)] focus-within:border-accent-700/50',
  glass:
    'hover:border-accent-400/50 hover:bg-white/[0.07] hover:shadow-glow focus-within:border-accent-400/50',
}

export interface CardProps {
  as?: 'div' | 'article' | 'li'
  tone?: CardTone
  /**
   * Lifts on hover and on focus within. For a whole-card link, put the link on the title and
   * stretch it with `after:absolute after:inset-0` (the card is `relative`), so its name stays short.
   */
  interactive?: boolean
  /** 'none' for cards that start with full-bleed media and pad their own body. */
  padding?: 'default' | 'none'
  className?: string
  children: ReactNode
}

export function Card({
  as: Tag = 'div',
  tone = 'dark',
  interactive = false,
  padding = 'default',
  className,
  children,
}: CardProps) {
  return (
    <Tag
      className={cn(
        'relative flex flex-col overflow-hidden rounded-card border',
        padding === 'default' && 'p-6 sm:p-8',
        tones[tone],
        interactive &&
          cn(
            'transition-[transform,border-color,box-shadow,background-color] duration-300 ease-out-expo',
            'motion-safe:hover:-translate-y-1 motion-safe:focus-within:-translate-y-1',
            interactiveTones[tone],
          ),
        className,
      )}
    >
      {children}
    </Tag>
  )
}
