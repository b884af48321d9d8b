import type { ContentIconName } from '~/content/blocks'
import { cn } from '~/lib/cn'

/**
 * The pictograms the content names (app/content/blocks.ts), drawn here on the 24-unit grid of
 * ui/icon.tsx with a 1.75 stroke. Zero-length segments (`v.1`) draw dots through the round caps.
 */
const paths: Record<ContentIconName, string> = {
  award: 'M12 3a5.5 5.5 0 1 0 0 11 5.5 5.5 0 1 0 0-11zM8.6 12.8L7.2 21l4.8-2.7 4.8 2.7-1.4-8.2',
  'badge-check':
    'M12 2.8l2.3 1.7 2.8-.3 1.1 2.6 2.6 1.1-.3 2.8 1.7 2.3-1.7 2.3.3 2.8-2.6 1.1-1.1 2.6-2.8-.3-2.3 1.7-2.3-1.7-2.8.3-1.1-2.6-2.6-1.1.3-2.8L2.8 12l1.7-2.3-.3-2.8 2.6-1.1 1.1-2.6 2.8.3zM8.6 12.2l2.4 2.4 4.5-4.8',
  'book-open': 'M3 5.5c3-1 6-.8 9 1.3 3-2.1 6-2.3 9-1.3v13c-3-1-6-.8-9 1.3-3-2.1-6-2.3-9-1.3zM12 6.8v13',
  briefcase:
    'M4 7.5h16a1 1 0 0 1 1 1V19a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V8.5a1 1 0 0 1 1-1zM8.5 7.5v-2A1.5 1.5 0 0 1 10 4h4a1.5 1.5 0 0 1 1.5 1.5v2M3 13h18M11 13v1.5h2V13',
  chart: 'M4 3.5V20h16.5M8.5 16v-4.5M12.5 16V8M16.5 16V5.5',
  clock: 'M12 3.5a8.5 8.5 0 1 0 0 17 8.5 8.5 0 1 0 0-17zM12 7.5V12l3 2',
  code: 'M8.5 7l-5 5 5 5M15.5 7l5 5-5 5M13.5 4.5l-3 15',
  compass: 'M12 3a9 9 0 1 0 0 18 9 9 0 1 0 0-18zM15.8 8.2l-2.1 5.5-5.5 2.1 2.1-5.5z',
  factory: 'M3 20.5V10l5 3v-3l5 3v-3l5 3V4h3v16.5zM2 20.5h20M7 17h2M12 17h2M17 17h1',
  globe:
    'M12 3a9 9 0 1 0 0 18 9 9 0 1 0 0-18zM3 12h18M12 3c2.5 2.5 3.8 5.5 3.8 9s-1.3 6.5-3.8 9c-2.5-2.5-3.8-5.5-3.8-9S9.5 5.5 12 3z',
  'graduation-cap': 'M2 9l10-5 10 5-10 5zM6 11v5c0 1.5 2.7 3 6 3s6-1.5 6-3v-5M22 9v6',
  handshake:
    'M2 11l4-4 4 1.5L13.5 6l3 1.5L22 7M2 11l3 3M22 7v6l-3 2M5 14l4.5 4.5a1.4 1.4 0 0 0 2-2M8 16.5l3 3a1.4 1.4 0 0 0 2-2M10.5 15l3 3a1.4 1.4 0 0 0 2-2L12 12.5M19 15l-3.5-3.5M10 8.5L7.5 11a1.5 1.5 0 0 0 2 2l3-2.5',
  'heart-pulse':
    'M12 20s-7.5-4.6-9-9.6C2 6.9 4.3 4 7.3 4c2 0 3.5 1.1 4.7 2.7C13.2 5.1 14.7 4 16.7 4c3 0 5.3 2.9 4.3 6.4-1.5 5-9 9.6-9 9.6zM3.5 12h4L9 9l3 6 1.5-3h7',
  home: 'M3.5 11L12 4l8.5 7M5.5 9.5V20h13V9.5M10 20v-5.5h4V20',
  image:
    'M4 4.5h16a1 1 0 0 1 1 1v13a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1v-13a1 1 0 0 1 1-1zM3 16l5-5 4 4 3-3 6 6M17 9a1.5 1.5 0 1 1-3 0 1.5 1.5 0 1 1 3 0z',
  kanban: 'M4 4h16v16H4zM8 7.5v7M12 7.5v10M16 7.5v4',
  landmark: 'M3 9.5l9-5 9 5zM5.5 10v7.5M9.8 10v7.5M14.2 10v7.5M18.5 10v7.5M3.5 20.5h17',
  laptop: 'M5 5.5h14a1 1 0 0 1 1 1V16H4V6.5a1 1 0 0 1 1-1zM2 16h20l-1.2 2.5H3.2z',
  lightbulb:
    'M9 18h6M10 21h4M12 3a6 6 0 0 0-3.5 10.9c.6.5 1 1.3 1 2.1v.5h5V16c0-.8.4-1.6 1-2.1A6 6 0 0 0 12 3z',
  linkedin:
    'M5 3.5h14A1.5 1.5 0 0 1 20.5 5v14a1.5 1.5 0 0 1-1.5 1.5H5A1.5 1.5 0 0 1 3.5 19V5A1.5 1.5 0 0 1 5 3.5zM8 10.5V17M8 7.4v.1M12 17v-6.5M12 13.5c0-1.7 1-3 2.5-3s2.5 1 2.5 3V17',
  mail: 'M5 5.5h14a2 2 0 0 1 2 2v9a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2v-9a2 2 0 0 1 2-2zM3.8 7l8.2 6.2L20.2 7',
  megaphone:
    'M3.5 10v4a1 1 0 0 0 1 1H7l8 4.5v-15L7 9H4.5a1 1 0 0 0-1 1zM7 15l1.5 5H11l-1-4.5M18.5 9a4 4 0 0 1 0 6',
  message:
    'M4 5h16a1 1 0 0 1 1 1v10a1 1 0 0 1-1 1h-9l-5 4v-4H4a1 1 0 0 1-1-1V6a1 1 0 0 1 1-1zM7.5 9.5h9M7.5 12.5h6',
  palette:
    'M12 3a9 9 0 0 0 0 18c1.3 0 2-.8 2-1.8 0-1.3-1.2-1.7-1.2-2.9 0-1 .8-1.8 1.8-1.8H17a4 4 0 0 0 4-4C21 6.3 17 3 12 3zM7.5 11.5v.1M10 7.5v.1M14.5 7.5v.1M17 11v.1',
  plane:
    'M12 2.5c.9 0 1.5.8 1.5 1.8v5.2l7.5 4.5v2l-7.5-2.3V18l2.5 2v1.5l-4-1-4 1V20l2.5-2v-4.3L3 16v-2l7.5-4.5V4.3c0-1 .6-1.8 1.5-1.8z',
  rocket:
    'M12 2.5c3 2.2 4.5 5.4 4.5 9.5L15 16H9l-1.5-4c0-4.1 1.5-7.3 4.5-9.5zM7.8 13.5L5 16.5v3l4-2M16.2 13.5l2.8 3v3l-4-2M10.5 19.5c.3 1 .8 1.7 1.5 2 .7-.3 1.2-1 1.5-2M13.5 9.5a1.5 1.5 0 1 1-3 0 1.5 1.5 0 1 1 3 0z',
  'shield-check': 'M12 3l7.5 3v5.5c0 4.6-3.2 8.3-7.5 9.5-4.3-1.2-7.5-4.9-7.5-9.5V6zM8.7 12l2.3 2.3 4.3-4.6',
  'shopping-bag': 'M5 8h14l-1 12.5H6zM8.5 8V6.5a3.5 3.5 0 0 1 7 0V8',
  sun: 'M12 8a4 4 0 1 0 0 8 4 4 0 1 0 0-8zM12 2.5v2M12 19.5v2M2.5 12h2M19.5 12h2M5.3 5.3l1.4 1.4M17.3 17.3l1.4 1.4M5.3 18.7l1.4-1.4M17.3 6.7l1.4-1.4',
  truck:
    'M2.5 6h11v10h-11zM13.5 9.5h4l3.5 3.5V16h-7.5M8.5 17.5a2 2 0 1 1-4 0 2 2 0 1 1 4 0zM19 17.5a2 2 0 1 1-4 0 2 2 0 1 1 4 0z',
  users:
    'M9 11a3.5 3.5 0 1 0 0-7 3.5 3.5 0 1 0 0 7zM2.5 20c0-3.6 2.9-6 6.5-6s6.5 2.4 6.5 6M16 4.3a3.5 3.5 0 0 1 0 6.4M18 14.3c2.1.7 3.5 2.8 3.5 5.7',
}

/** A decorative pictogram: 24 px unless a class sizes it; the text beside it carries the meaning. */
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
      <path d={paths[name]} />
    </svg>
  )
}

/** The pictogram on a tinted rounded tile, as feature cards open with. */
export function IconTile({ name, className }: { name: ContentIconName; className?: string }) {
  return (
    <span
      className={cn(
        'grid size-12 shrink-0 place-items-center rounded-2xl bg-accent-400/10 text-accent-400 ring-1 ring-accent-400/25 ring-inset [.light_&]:bg-accent-700/8 [.light_&]:text-accent-700 [.light_&]:ring-accent-700/20',
        className,
      )}
    >
      <ContentIcon name={name} className="size-6" />
    </span>
  )
}
