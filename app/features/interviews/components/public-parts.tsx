import type { ReactNode } from 'react'
import { REQUEST_NOTE_MAX, ZONE_CHOICES, type ShownInterview, type ShownSlot } from '../contract'

/*
 * What the client's page and the candidate's status page share: plain forms (no script), the
 * time zone chooser, a time as read, a request for a change.
 */

export const fieldClass =
  'block w-full rounded-xl border border-slate-300 bg-white px-3.5 py-2.5 text-[0.95rem] text-navy-900 focus:border-accent-700'
export const primaryButton =
  'inline-flex min-h-11 items-center justify-center rounded-pill bg-navy-900 px-5 text-sm font-semibold text-paper hover:bg-navy-700'
export const secondaryButton =
  'inline-flex min-h-11 items-center justify-center rounded-pill border border-slate-300 bg-white px-5 text-sm font-semibold text-navy-900 hover:border-navy-900/50'

/** A refusal of one of the interview's steps, as the page's action returned it. */
export interface InterviewStepError {
  interviewId: number | null
  message: string
  note: string
  /** The field of the outcome's form the problem is at, when it is at one. */
  field?: 'outcome' | 'note'
  /** The outcome as chosen. */
  outcome?: string
}

/** "Times are in UK time. [Show them in …] [Show]": a GET form, so it works without script. */
export function ZoneChooser({
  zone,
  id,
  keep = {},
}: {
  zone: string
  id: string
  keep?: Record<string, string>
}) {
  const known = ZONE_CHOICES.some((choice) => choice.zone === zone)
  return (
    <form method="get" className="flex flex-wrap items-end gap-2">
      {Object.entries(keep).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <div>
        <label htmlFor={id} className="text-sm font-semibold text-navy-900">
          Show times in
        </label>
        <select id={id} name="zone" defaultValue={zone} className={`${fieldClass} mt-1 min-h-11`}>
          {known ? null : <option value={zone}>{zone}</option>}
          {ZONE_CHOICES.map((choice) => (
            <option key={choice.zone} value={choice.zone}>
              {choice.label}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" className={secondaryButton}>
        Show
      </button>
    </form>
  )
}

/** A time as its reader sees it, with where it is. */
export function SlotText({ slot, zoneLabel }: { slot: ShownSlot; zoneLabel: string }) {
  const link = /^https?:\/\//i.test(slot.location)
  return (
    <>
      <time dateTime={slot.startsAt} className="font-semibold text-navy-900">
        {slot.when} {zoneLabel}
      </time>
      <span className="block text-sm text-slate-600">
        {link ? 'Video call' : `At ${slot.location}`} · {slot.minutes} minutes
      </span>
    </>
  )
}

/** The frame of one interview on a public page. */
export function InterviewFrame({
  interview,
  title,
  children,
}: {
  interview: ShownInterview
  title: string
  children: ReactNode
}) {
  const headingId = `interview-${interview.id}-title`
  return (
    <section
      id={`interview-${interview.id}`}
      aria-labelledby={headingId}
      className="scroll-mt-28 rounded-card border border-accent-700/30 bg-white p-6 shadow-soft sm:p-8"
    >
      <h2 id={headingId} className="text-h4 font-semibold">
        {title}
      </h2>
      <div className="mt-4 space-y-5 text-slate-700">{children}</div>
    </section>
  )
}

/** The step's refusal beside the interview it was about. */
export function StepError({ error, id }: { error?: InterviewStepError; id: string }) {
  if (!error) return null
  return (
    <p id={id} role="alert" className="rounded-xl bg-red-50 px-4 py-3 font-medium text-danger-700">
      {error.message}
    </p>
  )
}

/** "Ask for another time" or "Ask for other times": a note and a button. */
export function AskForm({
  interviewId,
  intent,
  legend,
  hint,
  button,
  error,
  extra,
}: {
  interviewId: number
  intent: 'interview-other-times' | 'interview-change'
  legend: string
  hint: string
  button: string
  error?: InterviewStepError
  extra?: ReactNode
}) {
  const id = `${intent}-${interviewId}`
  const failed = error?.interviewId === interviewId
  return (
    <form method="post" className="flex flex-col gap-2">
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="interview" value={interviewId} />
      {extra}
      <label htmlFor={id} className="text-sm font-semibold text-navy-900">
        {legend}
      </label>
      <textarea
        id={id}
        name="note"
        required
        rows={2}
        maxLength={REQUEST_NOTE_MAX}
        defaultValue={failed ? error.note : undefined}
        className={fieldClass}
        aria-describedby={`${id}-hint`}
      />
      <p id={`${id}-hint`} className="text-xs text-slate-600">
        {hint}
      </p>
      <div>
        <button type="submit" className={secondaryButton}>
          {button}
        </button>
      </div>
    </form>
  )
}

/** Cancel the interview, for good. */
export function CancelForm({ interviewId }: { interviewId: number }) {
  return (
    <form method="post">
      <input type="hidden" name="intent" value="interview-cancel" />
      <input type="hidden" name="interview" value={interviewId} />
      <button type="submit" className={secondaryButton}>
        Cancel the interview
      </button>
    </form>
  )
}

/**
 * What opens each side's interviews: the notice after their last step, an error that belongs to no
 * one interview, and the zone the times are shown in, with the chooser to change it.
 */
export function InterviewsOpening({
  notice,
  error,
  zone,
  zoneLabel,
  zoneChooserId,
  zoneLead,
  leadClassName,
}: {
  notice: string | undefined
  error?: InterviewStepError
  zone: string
  zoneLabel: string
  zoneChooserId: string
  /** The words before the zone's name: "Times are shown in". */
  zoneLead: string
  leadClassName?: string
}) {
  return (
    <>
      {notice ? (
        <p role="status" className="rounded-xl bg-emerald-50 px-4 py-3 font-medium text-success-700">
          {notice}
        </p>
      ) : null}
      {error && error.interviewId === null ? <StepError error={error} id="interview-error" /> : null}
      <div className="flex flex-wrap items-end justify-between gap-4">
        <p className={leadClassName}>
          {zoneLead} <strong>{zoneLabel}</strong>.
        </p>
        <ZoneChooser zone={zone} id={zoneChooserId} />
      </div>
    </>
  )
}
