import type { ReactNode } from 'react'
import type { ContentIconName } from '~/content/types-pages-i'
import { cn } from '~/lib/cn'

/** The pictograms content files name, drawn on a 24-unit grid with a 2-unit stroke. */
const paths: Record<ContentIconName, ReactNode> = {
  award: (
    <>
      <circle cx="12" cy="9" r="5.5" />
      <path d="M8.5 13.3L7 21l5-2.8 5 2.8-1.5-7.7" />
    </>
  ),
  'badge-check': (
    <>
      <path d="M12 2.8l2.4 1.7 2.9-.2.9 2.8 2.3 1.8-.9 2.8.9 2.8-2.3 1.8-.9 2.8-2.9-.2L12 21.2l-2.4-1.7-2.9.2-.9-2.8-2.3-1.8.9-2.8-.9-2.8 2.3-1.8.9-2.8 2.9.2z" />
      <path d="M8.5 12.2l2.4 2.3 4.6-4.8" />
    </>
  ),
  'book-open': (
    <path d="M12 6.5C10 5 7 4.5 3.5 4.8v13.4c3.5-.3 6.5.2 8.5 1.8 2-1.6 5-2.1 8.5-1.8V4.8C17 4.5 14 5 12 6.5zM12 6.5V20" />
  ),
  briefcase: (
    <>
      <rect x="3" y="7" width="18" height="13" rx="2.5" />
      <path d="M8.5 7V5.5A1.5 1.5 0 0 1 10 4h4a1.5 1.5 0 0 1 1.5 1.5V7M3 12.5h18" />
    </>
  ),
  chart: <path d="M4 4v16h16M8 15.5l3.5-4 3 2.5L20 8" />,
  clock: (
    <>
      <circle cx="12" cy="12" r="8.5" />
      <path d="M12 7.5V12l3 2" />
    </>
  ),
  code: <path d="M8.5 7L3.5 12l5 5M15.5 7l5 5-5 5M13.5 4.5l-3 15" />,
  compass: (
    <>
      <circle cx="12" cy="12" r="8.5" />
      <path d="M15.5 8.5l-2 5-5 2 2-5z" />
    </>
  ),
  factory: <path d="M3 20V10l5 3V10l5 3V6h3l1 7h4v7zM7 17h2M12 17h2M17 17h1" />,
  globe: (
    <>
      <circle cx="12" cy="12" r="8.5" />
      <path d="M3.5 12h17M12 3.5c2.4 2.4 3.5 5.2 3.5 8.5s-1.1 6.1-3.5 8.5c-2.4-2.4-3.5-5.2-3.5-8.5S9.6 5.9 12 3.5z" />
    </>
  ),
  'graduation-cap': (
    <path d="M2.5 9.5L12 5l9.5 4.5L12 14zM6.5 11.5v4.5c1.5 1.5 3.3 2.2 5.5 2.2s4-.7 5.5-2.2v-4.5M21.5 9.5v5" />
  ),
  handshake: (
    <path d="M2.5 8.5l3-1.5 4 1 2.5-1.5 3.5.5 3-1 3 1.5M2.5 8.5v6l2 .5 5 4.5a1.4 1.4 0 0 0 2-2M21.5 8v6.5l-3 1-4.5 3.5a1.4 1.4 0 0 1-2-2l-2.5-2.5M12 7.5L9 10.5a1.4 1.4 0 0 0 2 2l2-1.5 5.5 4.5" />
  ),
  'heart-pulse': (
    <path d="M12 20s-8-4.6-8-10.5A4.5 4.5 0 0 1 12 7a4.5 4.5 0 0 1 8 2.5C20 15.4 12 20 12 20zM4.5 12.5h4l1.5-2.5 2 4.5 1.5-2h6" />
  ),
  home: <path d="M3.5 11L12 4l8.5 7M5.5 9.5V20h5v-5.5h3V20h5V9.5" />,
  image: (
    <>
      <rect x="3.5" y="4.5" width="17" height="15" rx="2.5" />
      <circle cx="9" cy="10" r="1.8" />
      <path d="M20.5 16l-5-5-9 8.5" />
    </>
  ),
  kanban: (
    <>
      <rect x="3.5" y="3.5" width="17" height="17" rx="2.5" />
      <path d="M8.5 7.5v8M12 7.5v4M15.5 7.5v6" />
    </>
  ),
  landmark: <path d="M3 20.5h18M4.5 17.5h15M6 17.5v-7M10 17.5v-7M14 17.5v-7M18 17.5v-7M3 8.5L12 3.5l9 5z" />,
  laptop: (
    <>
      <rect x="4.5" y="5" width="15" height="10.5" rx="1.5" />
      <path d="M2.5 19h19" />
    </>
  ),
  lightbulb: (
    <path d="M9 18h6M10 21h4M12 3a6 6 0 0 0-3.5 10.9c.6.5 1 1.2 1 2V16h5v-.1c0-.8.4-1.5 1-2A6 6 0 0 0 12 3z" />
  ),
  linkedin: (
    <>
      <rect x="3.5" y="3.5" width="17" height="17" rx="2.5" />
      <path d="M8 10.5V16.5M8 7.5v.01M11.5 16.5v-6M11.5 13a2.5 2.5 0 0 1 5 0v3.5" />
    </>
  ),
  mail: (
    <>
      <rect x="3" y="5" width="18" height="14" rx="2.5" />
      <path d="M3.8 6.5l8.2 6.3 8.2-6.3" />
    </>
  ),
  megaphone: <path d="M3.5 10v4h3l8.5 5V5l-8.5 5zM6.5 14l1.5 6h2.5l-1-5.5M18.5 9a4 4 0 0 1 0 6" />,
  message: <path d="M4 5.5h16v10H9.5L5 19.5v-4H4z" />,
  palette: (
    <>
      <path d="M12 3.5a8.5 8.5 0 0 0 0 17c1.2 0 1.8-.8 1.8-1.7 0-1.3-1-1.6-1-2.8 0-1 .8-1.6 1.8-1.6h2.2a3.7 3.7 0 0 0 3.7-3.7C20.5 6.8 16.7 3.5 12 3.5z" />
      <circle cx="7.5" cy="11" r="1" />
      <circle cx="10" cy="7.5" r="1" />
      <circle cx="14.5" cy="7.5" r="1" />
    </>
  ),
  plane: (
    <path d="M10.5 13.5L3 10.5l1.5-1.5 8 1 4.5-4.5a2 2 0 0 1 3 3L15.5 13l1 8-1.5 1.5-3-7.5-3 3v2.5L7.5 22 6 18l-4-1.5L3.5 15H6z" />
  ),
  rocket: (
    <path d="M14 4.5c2.5-1 4.5-1 5.5-1 0 1 0 3-1 5.5L13 14.5 9.5 11zM9.5 11l-4-.5L8 8h4M13 14.5l.5 4L16 16v-4M9 15l-4.5 4.5M6.5 13.5c-2 0-3 1.5-3 3V19h2.5c1.5 0 3-1 3-3" />
  ),
  'shield-check': (
    <path d="M12 3l7.5 3v5.5c0 4.5-3.2 8.3-7.5 9.5-4.3-1.2-7.5-5-7.5-9.5V6zM8.7 12l2.3 2.3 4.4-4.6" />
  ),
  'shopping-bag': <path d="M5 7.5h14l-1 13H6zM9 10V6.5a3 3 0 0 1 6 0V10" />,
  sun: (
    <>
      <circle cx="12" cy="12" r="4" />
      <path d="M12 2.5v2M12 19.5v2M2.5 12h2M19.5 12h2M5.3 5.3l1.4 1.4M17.3 17.3l1.4 1.4M5.3 18.7l1.4-1.4M17.3 6.7l1.4-1.4" />
    </>
  ),
  truck: (
    <>
      <path d="M2.5 6h11.5v10.5H2.5zM14 9.5h4l3.5 3.5v3.5H14" />
      <circle cx="6.5" cy="17.5" r="1.8" />
      <circle cx="17.5" cy="17.5" r="1.8" />
    </>
  ),
  users: (
    <>
      <circle cx="9" cy="8" r="3.5" />
      <path d="M2.5 20c0-3.6 2.9-6 6.5-6s6.5 2.4 6.5 6M16 4.8a3.5 3.5 0 0 1 0 6.4M18 14.3c2 .8 3.5 2.8 3.5 5.7" />
    </>
  ),
}

/** A content pictogram, decorative (the text beside it names the thing). */
export function ContentIcon({ name, className }: { name: ContentIconName; className?: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.75"
      strokeLinecap="round"
      strokeLinejoin="round"
      width="24"
      height="24"
      className={cn('shrink-0', className)}
    >
      {paths[name]}
    </svg>
  )
}

/** The pictogram on its tinted tile, as cards and feature lists show it. */
export function IconTile({ name, className }: { name: ContentIconName; className?: string }) {
  return (
    <span
      className={cn(
        'grid size-12 shrink-0 place-items-center rounded-2xl bg-accent-400/10 text-accent-400 ring-1 ring-accent-400/25 ring-inset',
        '[.light_&]:bg-accent-700/8 [.light_&]:text-accent-700 [.light_&]:ring-accent-700/20',
        className,
      )}
    >
      <ContentIcon name={name} className="size-6" />
    </span>
  )
}
