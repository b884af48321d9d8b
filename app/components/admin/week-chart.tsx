import { formatDay } from './format'

export interface WeekPoint {
  week: string
  contacts: number
  applications: number
  briefs: number
}

const SLOT = 10

/** Submissions per week as grouped bars: inline SVG for the bars, HTML for the labels, a table for screen readers. */
export function WeekChart({ points }: { points: WeekPoint[] }) {
  const max = Math.max(1, ...points.flatMap((p) => [p.contacts, p.applications, p.briefs]))
  const total = points.reduce((sum, p) => sum + p.contacts + p.applications + p.briefs, 0)
  const height = (n: number) => (n / max) * 92
  return (
    <figure className="rounded-card border border-slate-200 bg-white p-5 shadow-soft">
      <figcaption className="flex flex-wrap items-baseline justify-between gap-3">
        <span className="font-semibold">Submissions per week</span>
        <span className="flex gap-4 text-xs text-slate-600">
          <span className="inline-flex items-center gap-1.5">
            <span aria-hidden="true" className="size-2.5 rounded-sm bg-accent-700" /> Contacts
          </span>
          <span className="inline-flex items-center gap-1.5">
            <span aria-hidden="true" className="size-2.5 rounded-sm bg-violet-500" /> Applications
          </span>
          <span className="inline-flex items-center gap-1.5">
            <span aria-hidden="true" className="size-2.5 rounded-sm bg-emerald-600" /> Hiring briefs
          </span>
        </span>
      </figcaption>
      <div className="mt-4 flex gap-2">
        <div
          aria-hidden="true"
          className="flex h-40 flex-col justify-between text-right text-xs text-slate-600 tabular-nums"
        >
          <span>{max}</span>
          <span>0</span>
        </div>
        <div className="min-w-0 flex-1">
          <svg
            viewBox={`0 0 ${points.length * SLOT} 100`}
            preserveAspectRatio="none"
            className="h-40 w-full border-b border-slate-300"
            aria-hidden="true"
          >
            <line
              x1="0"
              x2={points.length * SLOT}
              y1="54"
              y2="54"
              className="stroke-slate-200"
              vectorEffect="non-scaling-stroke"
              strokeDasharray="4 4"
            />
            {points.map((p, i) => (
              <g key={p.week}>
                <rect
                  x={i * SLOT + 1}
                  y={100 - height(p.contacts)}
                  width="2.6"
                  height={height(p.contacts)}
                  rx="0.6"
                  className="fill-accent-700"
                />
                <rect
                  x={i * SLOT + 3.7}
                  y={100 - height(p.applications)}
                  width="2.6"
                  height={height(p.applications)}
                  rx="0.6"
                  className="fill-violet-500"
                />
                <rect
                  x={i * SLOT + 6.4}
                  y={100 - height(p.briefs)}
                  width="2.6"
                  height={height(p.briefs)}
                  rx="0.6"
                  className="fill-emerald-600"
                />
              </g>
            ))}
          </svg>
          <div
            aria-hidden="true"
            className="mt-1.5 grid text-center text-[0.7rem] text-slate-600"
            style={{ gridTemplateColumns: `repeat(${points.length}, minmax(0, 1fr))` }}
          >
            {points.map((p, i) => (
              <span key={p.week} className={i % 2 === 1 ? 'max-sm:invisible' : undefined}>
                {formatDay(p.week)}
              </span>
            ))}
          </div>
        </div>
      </div>
      {/* overflow:hidden does not clip a table box, so the visually hidden wrapper is a div */}
      <div className="sr-only">
        <table>
          <caption>Submissions per week, {total} in all (weeks start on Monday)</caption>
          <thead>
            <tr>
              <th scope="col">Week of</th>
              <th scope="col">Contacts</th>
              <th scope="col">Applications</th>
              <th scope="col">Hiring briefs</th>
            </tr>
          </thead>
          <tbody>
            {points.map((p) => (
              <tr key={p.week}>
                <th scope="row">{formatDay(p.week)}</th>
                <td>{p.contacts}</td>
                <td>{p.applications}</td>
                <td>{p.briefs}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  )
}
