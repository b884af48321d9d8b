import { barHeight, CHART_SLOT, ChartAxes, chartMax } from '~/components/admin/chart-axis'
import { formatDay } from '~/components/admin/format'
import type { WeekCount, WeekSeries } from '../contract'

// Three hues far apart (green, violet, orange), each at least 3:1 against the white card.
const SERIES: Record<WeekSeries, { label: string; swatch: string; fill: string }> = {
  contacts: { label: 'Contacts', swatch: 'bg-accent-700', fill: 'fill-accent-700' },
  applications: { label: 'Applications', swatch: 'bg-violet-500', fill: 'fill-violet-500' },
  briefs: { label: 'Hiring briefs', swatch: 'bg-orange-600', fill: 'fill-orange-600' },
}

/**
 * Submissions per week as grouped bars, of the kinds this member may read: inline SVG for the
 * bars, HTML for the labels, a table for screen readers.
 */
export function WeekChart({ points, kinds }: { points: WeekCount[]; kinds: readonly WeekSeries[] }) {
  const max = chartMax(points.flatMap((p) => kinds.map((kind) => p[kind])))
  const total = points.reduce((sum, p) => sum + kinds.reduce((n, kind) => n + p[kind], 0), 0)
  const height = (n: number) => barHeight(n, max)
  const step = 8.1 / kinds.length
  return (
    <figure className="rounded-card border border-slate-200 bg-white p-5 shadow-soft">
      <figcaption className="flex flex-wrap items-baseline justify-between gap-3">
        <span className="font-semibold">Submissions per week</span>
        <span className="flex gap-4 text-xs text-slate-600">
          {kinds.map((kind) => (
            <span key={kind} className="inline-flex items-center gap-1.5">
              <span aria-hidden="true" className={`size-2.5 rounded-sm ${SERIES[kind].swatch}`} />{' '}
              {SERIES[kind].label}
            </span>
          ))}
        </span>
      </figcaption>
      <ChartAxes
        max={max}
        slots={points.length}
        heightClass="h-40"
        labels={points.map((p, i) => ({
          key: p.week,
          text: formatDay(p.week),
          className: i % 2 === 1 ? 'max-sm:invisible' : undefined,
        }))}
      >
        <line
          x1="0"
          x2={points.length * CHART_SLOT}
          y1="54"
          y2="54"
          className="stroke-slate-200"
          vectorEffect="non-scaling-stroke"
          strokeDasharray="4 4"
        />
        {points.map((p, i) => (
          <g key={p.week}>
            {kinds.map((kind, k) => (
              <rect
                key={kind}
                x={i * CHART_SLOT + 1 + k * step}
                y={100 - height(p[kind])}
                width={step - 0.1}
                height={height(p[kind])}
                rx="0.6"
                className={SERIES[kind].fill}
              />
            ))}
          </g>
        ))}
      </ChartAxes>
      {/* overflow:hidden does not clip a table box, so the visually hidden wrapper is a div */}
      <div className="sr-only">
        <table>
          <caption>Submissions per week, {total} in all (weeks start on Monday)</caption>
          <thead>
            <tr>
              <th scope="col">Week of</th>
              {kinds.map((kind) => (
                <th key={kind} scope="col">
                  {SERIES[kind].label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {points.map((p) => (
              <tr key={p.week}>
                <th scope="row">{formatDay(p.week)}</th>
                {kinds.map((kind) => (
                  <td key={kind}>{p[kind]}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  )
}
