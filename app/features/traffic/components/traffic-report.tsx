import type { ReactNode } from 'react'
import { Form } from 'react-router'
import { buttonClass, Label, SelectInput, TextInput } from '~/components/admin/controls'
import { site } from '~/content/site'
import { sourceLabel, type SpeedRow, type SpeedTable, type TrafficReport } from '../contract'
import { DayChart, formatDay } from './day-chart'

const RANGE_LABELS = {
  '7d': 'Last 7 days',
  '30d': 'Last 30 days',
  month: 'A month',
  custom: 'Custom',
} as const

const percent = (share: number | null) =>
  share === null
    ? '—'
    : share > 0 && share < 0.1
      ? `${(share * 100).toFixed(1)}%`
      : `${Math.round(share * 100)}%`
const hours = (value: number | null) =>
  value === null ? '—' : value < 48 ? `${value.toFixed(1)} h` : `${(value / 24).toFixed(1)} d`

function change(now: number, before: number): string {
  if (before === 0) return now === 0 ? 'no change' : 'new'
  const delta = Math.round(((now - before) / before) * 100)
  return `${delta > 0 ? '+' : ''}${delta}% on the previous period`
}

function Total({ label, value, previous }: { label: string; value: number; previous: number }) {
  return (
    <div className="rounded-card border border-slate-200 bg-white p-5 shadow-soft">
      <span className="block text-sm font-semibold text-slate-600">{label}</span>
      <span className="mt-2 block text-4xl font-semibold tracking-tight text-navy-900 tabular-nums">
        {value}
      </span>
      <span className="mt-1 block text-sm text-slate-600">
        {previous} before · {change(value, previous)}
      </span>
    </div>
  )
}

function Section({
  id,
  title,
  note,
  children,
}: {
  id: string
  title: string
  note?: string
  children: ReactNode
}) {
  return (
    <section aria-labelledby={id} className="mt-10">
      <h2 id={id} className="text-xl font-semibold tracking-tight">
        {title}
      </h2>
      {note ? <p className="mt-1 max-w-3xl text-sm text-slate-600">{note}</p> : null}
      <div className="mt-3">{children}</div>
    </section>
  )
}

/** A plain table that scrolls sideways inside its card on a narrow screen. */
function Table({
  caption,
  columns,
  children,
  left = 1,
  minWidth = 'min-w-[32rem]',
}: {
  caption: string
  columns: string[]
  children: ReactNode
  /** How many first columns are text, aligned left (the rest are numbers). */
  left?: number
  minWidth?: string
}) {
  return (
    <div className="overflow-x-auto rounded-card border border-slate-200 bg-white shadow-soft">
      <table className={`w-full ${minWidth} text-left text-sm`}>
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr className="border-b border-slate-200 bg-slate-50">
            {columns.map((c, i) => (
              <th
                key={c}
                scope="col"
                className={`px-3 py-2.5 text-xs font-semibold tracking-wide text-slate-600 uppercase ${i >= left ? 'text-right' : ''}`}
              >
                {c}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="[&_td]:px-3 [&_td]:py-2 [&_td]:text-right [&_td]:tabular-nums [&_th]:px-3 [&_th]:py-2 [&_th]:text-left [&_th]:font-medium [&_tr]:border-b [&_tr]:border-slate-100 [&_tr:last-child]:border-0">
          {children}
        </tbody>
      </table>
    </div>
  )
}

function Empty({ colSpan, children }: { colSpan: number; children: ReactNode }) {
  return (
    <tr>
      <td colSpan={colSpan} className="!text-left text-slate-600">
        {children}
      </td>
    </tr>
  )
}

function RangeForm({ range, exportHref }: { range: TrafficReport['range']; exportHref: string }) {
  return (
    <Form method="get" className="mb-6 flex flex-wrap items-end gap-3">
      <div>
        <Label htmlFor="range">Period</Label>
        <SelectInput id="range" name="range" defaultValue={range.kind}>
          {Object.entries(RANGE_LABELS).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </SelectInput>
      </div>
      <div>
        <Label htmlFor="month">Month (for “A month”)</Label>
        <TextInput id="month" name="month" type="month" defaultValue={range.month ?? range.to.slice(0, 7)} />
      </div>
      <div>
        <Label htmlFor="from">From (custom)</Label>
        <TextInput id="from" name="from" type="date" defaultValue={range.from} />
      </div>
      <div>
        <Label htmlFor="to">To (custom)</Label>
        <TextInput id="to" name="to" type="date" defaultValue={range.to} />
      </div>
      <button type="submit" className={buttonClass('primary')}>
        Show
      </button>
      <a href={exportHref} className={buttonClass('secondary')} download>
        Export CSV
      </a>
    </Form>
  )
}

function SpeedRows({ rows, label }: { rows: SpeedRow[]; label: (group: string) => string }) {
  return rows.map((row) => (
    <tr key={row.group}>
      <th scope="row">{label(row.group)}</th>
      <td>{row.count}</td>
      <td>{hours(row.medianHours)}</td>
      <td>{hours(row.p90Hours)}</td>
      <td>{percent(row.withinBusinessDay)}</td>
      <td>{percent(row.within48Hours)}</td>
    </tr>
  ))
}

const SPEED_COLUMNS = ['', 'Received', 'Median', '90th pct.', 'Within 1 business day', 'Within 48 h']

function Speed({ table }: { table: SpeedTable }) {
  const monthName = (month: string) =>
    new Intl.DateTimeFormat('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
      new Date(`${month}-01T00:00:00Z`),
    )
  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-4 lg:grid-cols-2">
      <Table
        caption={`${table.measure}, per month of arrival`}
        columns={['Month', ...SPEED_COLUMNS.slice(1)]}
      >
        {table.byMonth.length ? (
          <SpeedRows rows={table.byMonth} label={monthName} />
        ) : (
          <Empty colSpan={6}>Nothing arrived in this period.</Empty>
        )}
      </Table>
      <Table caption={`${table.measure}, per owner`} columns={['Owner', ...SPEED_COLUMNS.slice(1)]}>
        {table.byOwner.length ? (
          <SpeedRows rows={table.byOwner} label={(owner) => owner} />
        ) : (
          <Empty colSpan={6}>Nothing arrived in this period.</Empty>
        )}
      </Table>
    </div>
  )
}

/** The whole report: readable without script (a GET form, SVG drawn on the server, tables). */
export function TrafficReportView({ report, exportHref }: { report: TrafficReport; exportHref: string }) {
  const { range, totals, days, pages, sources, funnel, speed } = report
  const funnelMax = Math.max(1, ...funnel.map((s) => s.count))
  return (
    <>
      <RangeForm range={range} exportHref={exportHref} />
      <p className="mb-4 text-sm text-slate-600">
        {formatDay(range.from)} – {formatDay(range.to)} {range.to.slice(0, 4)}, beside{' '}
        {formatDay(range.previousFrom)} – {formatDay(range.previousTo)}. Days run midnight to midnight{' '}
        {site.timeZone.name}; a visitor is counted once a day (no key links two days).
      </p>
      <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_minmax(0,2.4fr)]">
        <div className="grid auto-rows-min grid-cols-2 gap-4 lg:grid-cols-1">
          <Total label="Visitors" value={totals.visitors} previous={totals.previousVisitors} />
          <Total label="Page views" value={totals.views} previous={totals.previousViews} />
        </div>
        <DayChart days={days} />
      </div>

      <Section
        id="sources"
        title="Sources and campaigns"
        note="Each visitor counts under where their first page of the day came from. Submissions are those received in the period from visitors of that source; conversion is submissions per visitor."
      >
        <Table
          caption="Sources and campaigns with visitors, submissions and conversion"
          left={2}
          minWidth="min-w-[44rem]"
          columns={[
            'Source',
            'Campaign',
            'Visitors',
            'Views',
            'Contacts',
            'Applications',
            'Briefs',
            'Conversion',
          ]}
        >
          {sources.length ? (
            sources.map((s) => (
              <tr key={`${s.source}\n${s.campaign}`}>
                <th scope="row">{sourceLabel(s.source)}</th>
                <td className="!text-left">{s.campaign || '—'}</td>
                <td>{s.visitors}</td>
                <td>{s.views}</td>
                <td>{s.contacts}</td>
                <td>{s.applications}</td>
                <td>{s.briefs}</td>
                <td>{percent(s.conversion)}</td>
              </tr>
            ))
          ) : (
            <Empty colSpan={8}>No visits counted in this period.</Empty>
          )}
        </Table>
      </Section>

      <div className="grid grid-cols-[minmax(0,1fr)] gap-x-6 lg:grid-cols-2">
        <Section id="pages" title="Top pages">
          <Table caption="The most viewed pages" columns={['Page', 'Views', 'Visitors']} minWidth="min-w-0">
            {pages.length ? (
              pages.map((p) => (
                <tr key={p.path}>
                  <th scope="row" className="break-all">
                    {p.path}
                  </th>
                  <td>{p.views}</td>
                  <td>{p.visitors}</td>
                </tr>
              ))
            ) : (
              <Empty colSpan={3}>No views counted in this period.</Empty>
            )}
          </Table>
        </Section>
        <Section id="funnel" title="Hiring brief funnel">
          <figure className="rounded-card border border-slate-200 bg-white p-5 shadow-soft">
            <figcaption className="sr-only">Visitors at each step of the hiring brief</figcaption>
            <ol className="space-y-3">
              {funnel.map((step) => (
                <li key={step.step}>
                  <div className="flex justify-between gap-3 text-sm">
                    <span>{step.step}</span>
                    <span className="font-semibold tabular-nums">{step.count}</span>
                  </div>
                  <svg
                    viewBox="0 0 100 4"
                    preserveAspectRatio="none"
                    className="mt-1 h-3 w-full"
                    aria-hidden="true"
                  >
                    <rect x="0" y="0" width="100" height="4" className="fill-slate-100" />
                    <rect
                      x="0"
                      y="0"
                      width={(step.count / funnelMax) * 100}
                      height="4"
                      className="fill-orange-600"
                    />
                  </svg>
                </li>
              ))}
            </ol>
          </figure>
        </Section>
      </div>

      <Section
        id="speed"
        title="How fast we serve them"
        note="From a brief's or an application's arrival (in this period) to what staff did next: median and 90th percentile of those that happened, and the share of all arrivals done within one business day (Monday to Friday, IST) and within 48 hours. A first interview is a shortlisted candidate moved to “Interviewing”."
      >
        <div className="space-y-6">
          {speed.map((table) => (
            <div key={table.measure}>
              <h3 className="mb-2 font-semibold">{table.measure}</h3>
              <Speed table={table} />
            </div>
          ))}
        </div>
      </Section>
    </>
  )
}
