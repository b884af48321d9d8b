import { barHeight, CHART_SLOT, ChartAxes, chartMax } from '~/components/admin/chart-axis'
import { formatDay } from '~/components/admin/format'
import type { DayPoint } from '../contract'

// The report's other lines write their days as the chart does.
export { formatDay }

/**
 * Visitors per day as bars, the previous period's as a line over them: inline SVG made on the
 * server (no script draws it), HTML labels, and the numbers as a table for screen readers.
 */
export function DayChart({ days }: { days: DayPoint[] }) {
  const max = chartMax(days.flatMap((d) => [d.visitors, d.previousVisitors]))
  const y = (n: number) => 100 - barHeight(n, max)
  const line = days.map((d, i) => `${i * CHART_SLOT + CHART_SLOT / 2},${y(d.previousVisitors)}`).join(' ')
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
      <ChartAxes
        max={max}
        slots={Math.max(1, days.length)}
        heightClass="h-48"
        labels={days.map((d, i) => ({
          key: d.day,
          text: i % labelEvery === 0 ? formatDay(d.day) : '',
          className: 'overflow-visible whitespace-nowrap',
        }))}
      >
        {days.map((d, i) => (
          <rect
            key={d.day}
            x={i * CHART_SLOT + 1}
            y={y(d.visitors)}
            width={CHART_SLOT - 2}
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
      </ChartAxes>
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
