import type { DayPoint } from '../contract'

const SLOT = 10
const calendarDay = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' })
export const formatDay = (day: string) => calendarDay.format(new Date(`${day}T00:00:00Z`))

/**
 * Visitors per day as bars, the previous period's as a line over them: inline SVG made on the
 * server (no script draws it), HTML labels, and the numbers as a table for screen readers.
 */
export function DayChart({ days }: { days: DayPoint[] }) {
  const max = Math.max(1, ...days.flatMap((d) => [d.visitors, d.previousVisitors]))
  const y = (n: number) => 100 - (n / max) * 92
  const width = Math.max(1, days.length) * SLOT
  const line = days.map((d, i) => `${i * SLOT + SLOT / 2},${y(d.previousVisitors)}`).join(' ')
  const labelEvery = Math.max(1, Math.ceil(days.length / 6))
  return (
    <figure className="rounded-card border border-slate-200 bg-white p-5 shadow-soft">
      <figcaption className="flex flex-wrap items-baseline justify-between gap-3">
        <span className="font-semibold">Visitors per day</span>
        <span className="flex flex-wrap gap-4 text-xs text-slate-600">
          <span className="inline-flex items-center gap-1.5">
            <span aria-hidden="true" className="size-2.5 rounded-sm bg-accent-700" /> This period
          </span>
          <span className="inline-flex items-center gap-1.5">
            <span aria-hidden="true" className="h-0.5 w-4 bg-orange-600" /> Previous period
          </span>
        </span>
      </figcaption>
      <div className="mt-4 flex gap-2">
        <div
          aria-hidden="true"
          className="flex h-48 flex-col justify-between text-right text-xs text-slate-600 tabular-nums"
        >
          <span>{max}</span>
          <span>0</span>
        </div>
        <div className="min-w-0 flex-1">
          <svg
            viewBox={`0 0 ${width} 100`}
            preserveAspectRatio="none"
            className="h-48 w-full border-b border-slate-300"
            aria-hidden="true"
          >
            {days.map((d, i) => (
              <rect
                key={d.day}
                x={i * SLOT + 1}
                y={y(d.visitors)}
                width={SLOT - 2}
                height={100 - y(d.visitors)}
                className="fill-accent-700"
              />
            ))}
            <polyline
              points={line}
              fill="none"
              className="stroke-orange-600"
              strokeWidth="2"
              vectorEffect="non-scaling-stroke"
            />
          </svg>
          <div
            aria-hidden="true"
            className="mt-1.5 grid text-center text-[0.7rem] text-slate-600"
            style={{ gridTemplateColumns: `repeat(${days.length}, minmax(0, 1fr))` }}
          >
            {days.map((d, i) => (
              <span key={d.day} className="overflow-visible whitespace-nowrap">
                {i % labelEvery === 0 ? formatDay(d.day) : ''}
              </span>
            ))}
          </div>
        </div>
      </div>
      <div className="sr-only">
        <table>
          <caption>Visitors and page views per day, with the same day of the previous period</caption>
          <thead>
            <tr>
              <th scope="col">Day</th>
              <th scope="col">Visitors</th>
              <th scope="col">Views</th>
              <th scope="col">Previous period day</th>
              <th scope="col">Visitors then</th>
              <th scope="col">Views then</th>
            </tr>
          </thead>
          <tbody>
            {days.map((d) => (
              <tr key={d.day}>
                <th scope="row">{formatDay(d.day)}</th>
                <td>{d.visitors}</td>
                <td>{d.views}</td>
                <td>{formatDay(d.previousDay)}</td>
                <td>{d.previousVisitors}</td>
                <td>{d.previousViews}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  )
}
