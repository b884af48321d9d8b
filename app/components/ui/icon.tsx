import type { ReactNode } from 'react'
import { cn } from '~/lib/cn'

export const ICON_NAMES = [
  'arrow-right',
  'check',
  'plus',
  'minus',
  'play',
  'pause',
  'chevron-left',
  'chevron-right',
  'star',
  'quote',
  'mail',
  'phone',
  'map-pin',
  'clock',
  'external',
] as const
export type IconName = (typeof ICON_NAMES)[number]

/** Drawn on a 24-unit grid with a 2-unit stroke; filled shapes say so themselves. */
const paths: Record<IconName, ReactNode> = {
  'arrow-right': <path d="M4 12h15M13 6l6 6-6 6" />,
  check: <path d="M4.5 12.5l5 5L19.5 7" />,
  plus: <path d="M12 5v14M5 12h14" />,
  minus: <path d="M5 12h14" />,
  play: <path d="M8 5.5v13l10.5-6.5z" fill="currentColor" />,
  pause: <path d="M8 5.5v13M16 5.5v13" strokeWidth="3" />,
  'chevron-left': <path d="M15 5l-7 7 7 7" />,
  'chevron-right': <path d="M9 5l7 7-7 7" />,
  star: (
    <path
      d="M12 3.2l2.7 5.6 6.1.8-4.5 4.2 1.1 6.1L12 17l-5.4 2.9 1.1-6.1-4.5-4.2 6.1-.8z"
      fill="currentColor"
      strokeWidth="1.2"
    />
  ),
  quote: (
    <path
      d="M10 6.5C6.6 7.6 4.5 10.3 4.5 14v3.5H10V12H7.3c.3-1.9 1.4-3.1 3.2-3.8zM19.5 6.5c-3.4 1.1-5.5 3.8-5.5 7.5v3.5h5.5V12h-2.7c.3-1.9 1.4-3.1 3.2-3.8z"
      fill="currentColor"
      strokeWidth="0"
    />
  ),
  mail: (
    <>
      <rect x="3" y="5" width="18" height="14" rx="2.5" />
      <path d="M3.8 6.5l8.2 6.3 8.2-6.3" />
    </>
  ),
  phone: (
    <path d="M6.6 3.5h2.6l1.5 4-2 1.3a11 11 0 0 0 6.5 6.5l1.3-2 4 1.5v2.6a2 2 0 0 1-2.2 2A16.5 16.5 0 0 1 4.6 5.7a2 2 0 0 1 2-2.2z" />
  ),
  'map-pin': (
    <>
      <path d="M12 21s-6.5-5.6-6.5-11a6.5 6.5 0 0 1 13 0c0 5.4-6.5 11-6.5 11z" />
      <circle cx="12" cy="10" r="2.4" />
    </>
  ),
  clock: (
    <>
      <circle cx="12" cy="12" r="8.5" />
      <path d="M12 7.5V12l3 2" />
    </>
  ),
  external: (
    <path d="M14 4.5h5.5V10M19.5 4.5L11 13M18 14v4a1.5 1.5 0 0 1-1.5 1.5h-10A1.5 1.5 0 0 1 5 18V8a1.5 1.5 0 0 1 1.5-1.5h4" />
  ),
}

/** 20 px unless a class sizes it: width/height are attributes, which any CSS size overrides. */
export function Icon({ name, className }: { name: IconName; className?: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      width="20"
      height="20"
      className={cn('shrink-0', className)}
    >
      {paths[name]}
    </svg>
  )
}
