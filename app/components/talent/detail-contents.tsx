import { Icon } from '~/components/ui/icon'

export interface DetailContentsProps {
  label: string
  items: ReadonlyArray<{ id: string; title: string }>
}

/** The hero's side panel on detail pages: the three topics below, as jump links. */
export function DetailContents({ label, items }: DetailContentsProps) {
  return (
    <nav
      aria-label={label}
      className="rounded-card border border-line bg-navy-900/70 p-6 shadow-card backdrop-blur sm:p-8"
    >
      <p className="eyebrow">{label}</p>
      <ol className="mt-5 divide-y divide-line">
        {items.map((item, i) => (
          <li key={item.id}>
            <a
              href={`#${item.id}`}
              className="group flex min-h-16 items-center gap-4 py-3 font-semibold transition-colors hover:text-accent-300"
            >
              <span
                aria-hidden="true"
                className="grid size-10 shrink-0 place-items-center rounded-full border border-accent-400/40 text-sm text-accent-400 tabular-nums"
              >
                {String(i + 1).padStart(2, '0')}
              </span>
              <span className="flex-1 text-lg">{item.title}</span>
              <Icon
                name="arrow-right"
                className="size-5 rotate-90 text-accent-400 transition-transform motion-safe:group-hover:translate-y-0.5"
              />
            </a>
          </li>
        ))}
      </ol>
    </nav>
  )
}
