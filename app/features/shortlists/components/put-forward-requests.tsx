import { Button } from '~/components/ui/button'
import { ErrorList, Field, TextareaField } from '~/components/ui/field'
import { cn } from '~/lib/cn'
import {
  availabilityText,
  CANDIDATE_NOTE_MAX,
  longDate,
  NOTICE_WEEKS_MAX,
  PUT_FORWARD_MESSAGES as words,
  RATE_PERIOD_LABELS,
  rateText,
  type CandidateAnswer,
  type PutForwardReply,
  type PutForwardRequest,
} from '../contract'

/** The section's anchor: the page comes back to it after an answer. */
export const PUT_FORWARD_ANCHOR = 'put-forward'

const ANSWERED_TONES: Record<CandidateAnswer, string> = {
  accepted: 'bg-emerald-50 text-emerald-800 ring-emerald-700/25',
  corrected: 'bg-emerald-50 text-emerald-800 ring-emerald-700/25',
  declined: 'bg-slate-100 text-slate-700 ring-slate-500/30',
}

const ANSWER_OF: Partial<Record<PutForwardRequest['consent'], CandidateAnswer>> = {
  given: 'accepted',
  corrected: 'corrected',
  declined: 'declined',
}

function Terms({ request }: { request: PutForwardRequest }) {
  const rate =
    request.rateAmount !== null && request.rateCurrency && request.ratePeriod
      ? rateText(request.rateAmount, request.rateCurrency, request.ratePeriod)
      : '—'
  const rows: [string, string][] = [
    [words.client, request.client],
    [words.role, request.role],
    [words.rate, rate],
    [words.availability, availabilityText(request.availableOn, request.noticeWeeks)],
  ]
  return (
    <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-2">
      {rows.map(([label, value]) => (
        <div key={label}>
          <dt className="text-sm text-slate-600">{label}</dt>
          <dd className="font-semibold break-words text-navy-900">{value}</dd>
        </div>
      ))}
    </dl>
  )
}

const detailsClass = 'group rounded-xl border border-slate-200 bg-white'
const summaryClass =
  'min-h-11 cursor-pointer rounded-xl px-4 py-2.5 font-semibold text-navy-900 hover:bg-slate-50'

function Correct({ request, reply }: { request: PutForwardRequest; reply: PutForwardReply | null }) {
  const id = (field: string) => `put-forward-${request.entryId}-${field}`
  const errors = reply?.fieldErrors ?? {}
  const values = reply?.values ?? {}
  const byDate = (values.availability ?? (request.noticeWeeks !== null ? 'notice' : 'date')) === 'date'
  const unit =
    request.rateCurrency && request.ratePeriod
      ? `${request.rateCurrency}, ${RATE_PERIOD_LABELS[request.ratePeriod]}`
      : undefined
  return (
    <details className={detailsClass} open={reply !== null}>
      <summary className={summaryClass}>{words.correctSummary}</summary>
      <form method="post" className="space-y-4 border-t border-slate-200 px-4 py-4" noValidate>
        <input type="hidden" name="intent" value="put-forward-correct" />
        <input type="hidden" name="entry" value={request.entryId} />
        <p className="text-sm text-slate-700">{words.correctHint}</p>
        <Field
          label={words.rateLabel}
          hint={unit}
          errors={errors.rateAmount}
          inputProps={{
            id: id('rate'),
            name: 'rateAmount',
            inputMode: 'decimal',
            autoComplete: 'off',
            defaultValue:
              values.rateAmount ?? (request.rateAmount === null ? '' : String(request.rateAmount)),
            className: 'max-w-48',
          }}
        />
        <fieldset className="space-y-3">
          <legend className="text-[0.95rem] font-semibold text-navy-900">{words.availabilityLegend}</legend>
          <div className="flex flex-wrap gap-x-6 gap-y-2">
            <label className="flex min-h-11 items-center gap-2">
              <input
                type="radio"
                name="availability"
                value="date"
                defaultChecked={byDate}
                className="size-5"
              />
              {words.fromDate}
            </label>
            <label className="flex min-h-11 items-center gap-2">
              <input
                type="radio"
                name="availability"
                value="notice"
                defaultChecked={!byDate}
                className="size-5"
              />
              {words.afterNotice}
            </label>
          </div>
          <ErrorList errors={errors.availability} />
          <div className="grid gap-4 sm:grid-cols-2">
            <Field
              label={words.startDay}
              errors={errors.availableOn}
              inputProps={{
                id: id('day'),
                name: 'availableOn',
                type: 'date',
                defaultValue: values.availableOn ?? request.availableOn ?? '',
              }}
            />
            <Field
              label={words.noticeWeeks}
              errors={errors.noticeWeeks}
              inputProps={{
                id: id('weeks'),
                name: 'noticeWeeks',
                inputMode: 'numeric',
                min: 0,
                max: NOTICE_WEEKS_MAX,
                defaultValue:
                  values.noticeWeeks ?? (request.noticeWeeks === null ? '' : String(request.noticeWeeks)),
              }}
            />
          </div>
        </fieldset>
        <TextareaField
          label={words.noteLabel}
          errors={errors.note}
          textareaProps={{
            id: id('note'),
            name: 'note',
            rows: 3,
            maxLength: CANDIDATE_NOTE_MAX,
            defaultValue: values.note ?? '',
            className: 'min-h-24',
          }}
        />
        <Button type="submit" variant="secondary">
          {words.correct}
        </Button>
      </form>
    </details>
  )
}

function Decline({ request, reply }: { request: PutForwardRequest; reply: PutForwardReply | null }) {
  return (
    <details className={detailsClass} open={reply !== null}>
      <summary className={summaryClass}>{words.declineSummary}</summary>
      <form method="post" className="space-y-4 border-t border-slate-200 px-4 py-4" noValidate>
        <input type="hidden" name="intent" value="put-forward-decline" />
        <input type="hidden" name="entry" value={request.entryId} />
        <TextareaField
          label={words.reasonLabel}
          errors={reply?.fieldErrors.reason}
          textareaProps={{
            id: `put-forward-${request.entryId}-reason`,
            name: 'reason',
            rows: 3,
            maxLength: CANDIDATE_NOTE_MAX,
            defaultValue: reply?.values.reason ?? '',
            className: 'min-h-24',
          }}
        />
        <Button type="submit" variant="secondary">
          {words.decline}
        </Button>
      </form>
    </details>
  )
}

function Waiting({ request, reply }: { request: PutForwardRequest; reply: PutForwardReply | null }) {
  const mine = reply?.entryId === request.entryId ? reply : null
  return (
    <article
      aria-labelledby={`put-forward-${request.entryId}`}
      className="rounded-card border border-accent-700/30 bg-white p-5 shadow-soft sm:p-7"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <h4 id={`put-forward-${request.entryId}`} className="text-h4 font-semibold text-navy-900">
          {request.role}
        </h4>
        <p className="text-sm text-slate-600">
          {words.asked} {longDate(request.askedAt)}
        </p>
      </div>
      <div className="mt-4">
        <Terms request={request} />
      </div>
      {mine?.problem ? (
        <p
          role="alert"
          className="mt-4 rounded-xl border border-danger-700/25 bg-danger-300/20 px-4 py-3 font-semibold text-danger-700"
        >
          {mine.problem}
        </p>
      ) : null}
      <div className="mt-5 space-y-3">
        <form method="post">
          <input type="hidden" name="intent" value="put-forward-accept" />
          <input type="hidden" name="entry" value={request.entryId} />
          <Button type="submit">{words.accept}</Button>
        </form>
        <div className="grid gap-3 lg:grid-cols-2 lg:items-start">
          <Correct request={request} reply={mine?.intent === 'put-forward-correct' ? mine : null} />
          <Decline request={request} reply={mine?.intent === 'put-forward-decline' ? mine : null} />
        </div>
      </div>
    </article>
  )
}

/**
 * The candidate's requests to put them forward, on their status page: each one waiting with its
 * client (sector and country; the company only when staff named it), role, rate and start, and
 * three plain forms (yes; correct the rate or start, with a note; no, with a reason), then those
 * answered. Renders nothing when nobody asked.
 */
export function PutForwardRequests({
  requests,
  done,
  reply,
}: {
  requests: readonly PutForwardRequest[]
  /** The answer just stored (the page's `?put-forward=` after it). */
  done: CandidateAnswer | null
  /** An answer refused, with what was typed. */
  reply: PutForwardReply | null
}) {
  if (requests.length === 0) return null
  const waiting = requests.filter((r) => r.consent === 'awaiting')
  const answered = requests.filter((r) => r.consent !== 'awaiting')
  return (
    <section id={PUT_FORWARD_ANCHOR} aria-labelledby="put-forward-title" className="scroll-mt-24 space-y-5">
      <div>
        <h3 id="put-forward-title" className="text-h3 font-semibold text-navy-900">
          {words.title}
        </h3>
        <p className="mt-2 text-slate-600">{words.intro}</p>
      </div>
      <div role="status">
        {done ? (
          <p className="rounded-xl border border-success-700/25 bg-success-300/25 px-4 py-3 font-semibold text-success-700">
            {words.done[done]}
          </p>
        ) : null}
      </div>
      {reply?.problem && !waiting.some((r) => r.entryId === reply.entryId) ? (
        <p
          role="alert"
          className="rounded-xl border border-danger-700/25 bg-danger-300/20 px-4 py-3 font-semibold text-danger-700"
        >
          {reply.problem}
        </p>
      ) : null}
      {waiting.length ? (
        <ul className="space-y-5">
          {waiting.map((request) => (
            <li key={request.entryId}>
              <Waiting request={request} reply={reply} />
            </li>
          ))}
        </ul>
      ) : null}
      {answered.length ? (
        <div>
          <h4 className="font-semibold text-navy-900">{words.answeredTitle}</h4>
          <ul className="mt-3 divide-y divide-slate-200 rounded-card border border-slate-200 bg-white">
            {answered.map((request) => {
              const answer = ANSWER_OF[request.consent] ?? 'accepted'
              return (
                <li
                  key={request.entryId}
                  className="flex flex-wrap items-center justify-between gap-3 px-5 py-4"
                >
                  <div className="min-w-0">
                    <p className="font-semibold text-navy-900">{request.role}</p>
                    <p className="text-sm break-words text-slate-600">{request.client}</p>
                  </div>
                  <p
                    className={cn(
                      'rounded-pill px-3 py-1 text-sm font-semibold ring-1 ring-inset',
                      ANSWERED_TONES[answer],
                    )}
                  >
                    {words.answered[answer]}
                  </p>
                </li>
              )
            })}
          </ul>
        </div>
      ) : null}
    </section>
  )
}
