import type { ReactNode } from 'react'
import { Form } from 'react-router'
import { clientProfileCopy } from '~/content/client-profile'
import { clientShortlistCopy as copy } from '~/content/client-shortlist'
import {
  availabilityText,
  canChangeAnswer,
  CLIENT_NOTE_MAX,
  longDate,
  rateText,
  type ClientAnswer,
} from '~/contracts/shortlists'
import type { ClientShortlistEntry } from '../contract'

/** A shared candidate as the client's page shows them (only what listClientShortlist reads). */
export type ClientCandidate = ClientShortlistEntry

export interface AnswerError {
  answer: ClientAnswer | null
  message: string
  note: string
}

const field =
  'block w-full rounded-xl border border-slate-300 bg-white px-3.5 py-2.5 text-[0.95rem] text-navy-900 focus:border-accent-700'

/** A plain post on the client's page; in the staff's preview, the same fields drawn without a form. */
function AnswerFrame({ preview, children }: { preview: boolean; children: ReactNode }) {
  const className = 'flex flex-col gap-2'
  if (preview) return <div className={className}>{children}</div>
  return (
    <Form method="post" className={className} preventScrollReset>
      {children}
    </Form>
  )
}

function AnswerForm({
  candidate,
  answer,
  error,
  zoneLabel,
  replaces,
  preview,
}: {
  candidate: ClientCandidate
  answer: ClientAnswer
  error?: AnswerError
  zoneLabel: string
  /** The answer this one changes (its time), or null for a first answer. */
  replaces: string | null
  preview: boolean
}) {
  const words = answer === 'interview' ? copy.interview : copy.decline
  const id = `${answer}-${candidate.id}`
  const failed = error?.answer === answer ? error : undefined
  // A change starts from what they wrote with the answer it changes.
  const current =
    replaces && candidate.stage === (answer === 'interview' ? 'interview-requested' : 'declined')
  return (
    <AnswerFrame preview={preview}>
      {preview ? null : (
        <>
          <input type="hidden" name="entry" value={candidate.id} />
          <input type="hidden" name="answer" value={answer} />
          {replaces ? <input type="hidden" name="replaces" value={replaces} /> : null}
        </>
      )}
      <fieldset className="flex flex-1 flex-col gap-2">
        <legend className="text-sm font-semibold text-navy-900">{words.legend}</legend>
        <label htmlFor={id} className="text-sm text-slate-700">
          {words.label}
          <span className="sr-only"> ({candidate.displayName})</span>
        </label>
        <textarea
          id={id}
          name="note"
          required
          maxLength={CLIENT_NOTE_MAX}
          rows={3}
          readOnly={preview}
          tabIndex={preview ? -1 : undefined}
          defaultValue={failed?.note ?? (current ? (candidate.clientNote ?? '') : undefined)}
          className={field}
          aria-invalid={failed ? true : undefined}
          aria-describedby={
            [answer === 'interview' ? `${id}-hint` : null, failed ? `${id}-error` : null]
              .filter(Boolean)
              .join(' ') || undefined
          }
        />
        {answer === 'interview' ? (
          <p id={`${id}-hint`} className="text-xs text-slate-600">
            {copy.interview.hint(zoneLabel)}
          </p>
        ) : null}
        {failed ? (
          <p id={`${id}-error`} role="alert" className="text-sm font-medium text-danger-700">
            {failed.message}
          </p>
        ) : null}
      </fieldset>
      <button
        type={preview ? 'button' : 'submit'}
        disabled={preview}
        className={
          answer === 'interview'
            ? 'inline-flex min-h-11 items-center justify-center rounded-pill bg-navy-900 px-5 text-sm font-semibold text-paper hover:bg-navy-700'
            : 'inline-flex min-h-11 items-center justify-center rounded-pill border border-slate-300 bg-white px-5 text-sm font-semibold text-navy-900 hover:border-navy-900/50'
        }
      >
        {words.button}
        <span className="sr-only"> ({candidate.displayName})</span>
      </button>
    </AnswerFrame>
  )
}

/**
 * One shared candidate as the client sees them, with their answer (which they may change until
 * staff act on it) or the two ways to give one. `zoneLabel` names the client's time zone for the
 * example times; `preview` draws the card for staff's share preview, with no form to post.
 * `profileHref` leads to the candidate's one-page profile ("View profile"); the preview, which
 * has no link to lead through, shows the words without the link.
 */
export function ClientCandidateCard({
  candidate,
  error,
  zoneLabel,
  profileHref,
  preview = false,
}: {
  candidate: ClientCandidate
  error?: AnswerError
  zoneLabel: string
  profileHref?: string
  preview?: boolean
}) {
  const headingId = `candidate-${candidate.id}-name`
  const skills = (candidate.skills ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)
  const answered =
    candidate.stage !== 'shared' ? copy.answered[candidate.stage as keyof typeof copy.answered] : undefined
  const changeable = canChangeAnswer(candidate) ? candidate.answeredAt : null
  // A refusal that is about the candidate rather than one of the two answers (answered or acted on meanwhile).
  const cardError = error && error.answer === null ? error.message : undefined
  const forms = (replaces: string | null) => (
    <>
      <AnswerForm
        candidate={candidate}
        answer="interview"
        error={error}
        zoneLabel={zoneLabel}
        replaces={replaces}
        preview={preview}
      />
      <AnswerForm
        candidate={candidate}
        answer="declined"
        error={error}
        zoneLabel={zoneLabel}
        replaces={replaces}
        preview={preview}
      />
    </>
  )
  return (
    <article
      id={preview ? undefined : `candidate-${candidate.id}`}
      aria-labelledby={headingId}
      className="scroll-mt-28 rounded-card border border-slate-200 bg-white p-6 shadow-soft sm:p-8"
    >
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h2 id={headingId} className="text-h3 font-semibold">
            {candidate.displayName}
          </h2>
          <p className="mt-1 text-slate-600">
            {[
              candidate.headline,
              candidate.yearsOfExperience !== null
                ? `${candidate.yearsOfExperience} years’ experience`
                : null,
            ]
              .filter(Boolean)
              .join(' · ')}
          </p>
          {profileHref ? (
            <a
              href={profileHref}
              className="mt-1 inline-flex min-h-11 items-center gap-1.5 font-semibold text-accent-700 underline underline-offset-4 hover:text-navy-900"
            >
              {clientProfileCopy.viewProfile}
              <span className="sr-only"> ({candidate.displayName})</span>
            </a>
          ) : preview ? (
            <p className="mt-1 inline-flex min-h-11 items-center font-semibold text-accent-700 underline underline-offset-4">
              {clientProfileCopy.viewProfile}
            </p>
          ) : null}
        </div>
        <dl className="grid gap-1 text-sm sm:text-right">
          <div>
            <dt className="sr-only">Rate</dt>
            <dd className="text-lg font-semibold text-navy-900">
              {rateText(candidate.rateAmount, candidate.rateCurrency, candidate.ratePeriod)}
            </dd>
          </div>
          <div>
            <dt className="sr-only">Available</dt>
            <dd className="text-slate-600">
              {availabilityText(candidate.availableOn, candidate.noticeWeeks)}
            </dd>
          </div>
        </dl>
      </div>
      {skills.length ? (
        <ul aria-label="Skills" className="mt-4 flex flex-wrap gap-2">
          {skills.map((skill) => (
            <li
              key={skill}
              className="rounded-pill bg-slate-100 px-3 py-1 text-sm font-medium text-slate-700"
            >
              {skill}
            </li>
          ))}
        </ul>
      ) : null}
      <p className="mt-5 whitespace-pre-line text-navy-900">{candidate.pitch}</p>
      {cardError ? (
        <p role="alert" className="mt-5 rounded-xl bg-red-50 px-4 py-3 text-sm font-medium text-danger-700">
          {cardError}
        </p>
      ) : null}
      {answered ? (
        <div className="mt-6 rounded-xl bg-slate-50 px-4 py-3 text-sm text-navy-900">
          <p>
            <strong className="font-semibold">{answered}</strong>
            {candidate.answeredAt ? ` on ${longDate(candidate.answeredAt)}` : ''}
          </p>
          {candidate.clientNote ? (
            <p className="mt-1 whitespace-pre-line text-slate-700">“{candidate.clientNote}”</p>
          ) : null}
          {changeable ? (
            <details className="mt-3" open={Boolean(error && error.answer !== null)}>
              <summary className="inline-flex min-h-11 cursor-pointer items-center font-semibold text-accent-700 underline underline-offset-4">
                {copy.change.summary}
                <span className="sr-only"> ({candidate.displayName})</span>
              </summary>
              <p className="mt-1 text-slate-600">{copy.change.text}</p>
              <div className="mt-4 grid gap-5 md:grid-cols-2">{forms(changeable)}</div>
            </details>
          ) : null}
        </div>
      ) : (
        <div className="mt-6 grid gap-5 border-t border-slate-100 pt-5 md:grid-cols-2">{forms(null)}</div>
      )}
    </article>
  )
}
