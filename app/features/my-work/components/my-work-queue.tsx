import { Form, Link } from 'react-router'
import { formatDateTime } from '~/components/admin/format'
import { RECORD_KIND_LABELS } from '~/contracts/records'
import { cn } from '~/lib/cn'
import type { MyWorkItem, MyWorkKind } from '../contract'

/** A short name per kind for the item's tag; every tone is 800 text on a 50 background (4.5:1 or better). */
const KIND_TAGS: Record<MyWorkKind, { label: string; tone: string }> = {
  'client-answer': { label: 'Client answer', tone: 'bg-rose-50 text-rose-800 ring-rose-700/25' },
  'candidate-answer': { label: 'Candidate answer', tone: 'bg-teal-50 text-teal-800 ring-teal-700/25' },
  interview: { label: 'Interview', tone: 'bg-indigo-50 text-indigo-800 ring-indigo-700/25' },
  'interview-outcome': {
    label: 'After the interview',
    tone: 'bg-emerald-50 text-emerald-800 ring-emerald-700/25',
  },
  'late-brief': { label: 'Brief overdue', tone: 'bg-amber-50 text-amber-800 ring-amber-700/30' },
  'new-application': { label: 'New application', tone: 'bg-sky-50 text-sky-800 ring-sky-700/25' },
  withdrawal: { label: 'Withdrawal', tone: 'bg-slate-100 text-slate-700 ring-slate-500/30' },
  'follow-up': { label: 'Follow-up', tone: 'bg-emerald-50 text-emerald-800 ring-emerald-700/25' },
  mention: { label: 'Mention', tone: 'bg-violet-50 text-violet-800 ring-violet-700/25' },
}

function ActButton({ item }: { item: MyWorkItem }) {
  const { act } = item
  if (!act) return null
  const label = act.intent === 'done' ? 'Done' : 'Seen'
  return (
    <Form method="post" className="shrink-0">
      <input type="hidden" name="intent" value={act.intent} />
      {act.intent === 'done' ? (
        <input type="hidden" name="followUpId" value={act.followUpId} />
      ) : (
        <input type="hidden" name="eventId" value={act.eventId} />
      )}
      <button
        type="submit"
        aria-label={`${label}: ${KIND_TAGS[item.kind].label.toLowerCase()} on ${item.record.reference ?? item.record.name}`}
        className="inline-flex min-h-10 items-center rounded-pill border border-slate-300 bg-white px-4 text-sm font-semibold text-navy-900 hover:border-navy-900/50 hover:bg-slate-50"
      >
        {label}
      </button>
    </Form>
  )
}

/**
 * A member's queue, oldest first: each item's kind, what happened, the record it is on (a link to
 * where to act) and how long it has waited; on one's own queue, "Seen" or "Done" where the item
 * asks for it (the others leave when the record moves on).
 */
export function MyWorkQueue({
  items,
  mine,
  memberName,
}: {
  items: MyWorkItem[]
  mine: boolean
  memberName: string
}) {
  if (items.length === 0) {
    return (
      <div className="rounded-card border border-dashed border-slate-300 bg-white px-6 py-12 text-center">
        <p className="text-lg font-semibold text-navy-900">
          {mine ? 'Nothing waits on you' : `Nothing waits on ${memberName}`}
        </p>
        <p className="mt-1 text-sm text-slate-600">
          Client answers, overdue briefs, new applications, withdrawals, follow-ups and mentions show here as
          they come.
        </p>
      </div>
    )
  }
  return (
    <ol
      aria-label={mine ? 'What waits on you, oldest first' : `What waits on ${memberName}, oldest first`}
      className="divide-y divide-slate-100 overflow-hidden rounded-card border border-slate-200 bg-white shadow-soft"
    >
      {items.map((item) => {
        const tag = KIND_TAGS[item.kind]
        return (
          <li
            key={item.key}
            className="grid gap-x-6 gap-y-2 px-4 py-4 sm:px-5 md:grid-cols-[9.5rem_minmax(0,1fr)_7rem_5.5rem] md:items-center"
          >
            <span
              className={cn(
                'inline-flex w-fit items-center rounded-pill px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset',
                tag.tone,
              )}
            >
              {tag.label}
            </span>
            <div className="min-w-0">
              <p className="font-semibold text-navy-900">{item.what}</p>
              <p className="mt-0.5 text-sm text-slate-600">
                <span className="sr-only">{RECORD_KIND_LABELS[item.record.kind]}: </span>
                <Link
                  to={item.link}
                  className="font-semibold text-accent-700 underline-offset-2 hover:underline"
                >
                  {item.record.reference ? (
                    <span className="font-mono">{item.record.reference}</span>
                  ) : (
                    RECORD_KIND_LABELS[item.record.kind]
                  )}{' '}
                  · {item.record.name}
                </Link>
                {item.detail && item.kind !== 'mention' && item.kind !== 'follow-up' ? (
                  <span> · {item.detail}</span>
                ) : null}
              </p>
              {item.detail && (item.kind === 'mention' || item.kind === 'follow-up') ? (
                <p className="mt-1.5 border-l-2 border-slate-200 pl-3 text-sm break-words text-slate-700">
                  {item.detail}
                </p>
              ) : null}
            </div>
            {/* On a phone the age and the button share a line; from md up each has its column. */}
            <div
              className={cn(
                'flex items-center justify-between gap-4 md:contents',
                mine && item.act && 'min-h-10',
              )}
            >
              <p className="text-sm text-slate-600 md:text-right">
                <span className="md:sr-only">Waiting </span>
                <time
                  dateTime={item.since}
                  title={formatDateTime(item.since)}
                  className="font-semibold text-navy-900"
                >
                  {item.age}
                </time>
              </p>
              <div className="md:justify-self-end">{mine ? <ActButton item={item} /> : null}</div>
            </div>
          </li>
        )
      })}
    </ol>
  )
}
