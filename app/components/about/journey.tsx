import type { TimelineEntry } from '~/content/about'

/** The company timeline: a vertical line with a dot per year; two columns of entries on wide screens. */
export function Journey({ entries }: { entries: readonly TimelineEntry[] }) {
  return (
    <ol className="relative grid gap-x-16 gap-y-10 border-l border-line pl-8 md:grid-cols-2 md:border-l-0 md:pl-0">
      {entries.map((entry) => (
        <li key={entry.year} className="relative md:border-l md:border-line md:pl-8">
          <span
            aria-hidden="true"
            className="absolute top-1.5 -left-[2.4rem] size-3.5 rounded-full border-2 border-accent-400 bg-ink shadow-[0_0_0_5px_rgb(61_245_200/0.12)] md:-left-[0.45rem]"
          />
          <p className="text-sm font-semibold text-accent-400 tabular-nums">
            <time dateTime={String(entry.year)}>{entry.year}</time>
          </p>
          <h3 className="mt-2 text-h3 font-semibold">{entry.title}</h3>
          <p className="mt-2 max-w-md leading-relaxed text-mist">{entry.text}</p>
        </li>
      ))}
    </ol>
  )
}
