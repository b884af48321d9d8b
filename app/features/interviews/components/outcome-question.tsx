import {
  INTERVIEW_OUTCOMES,
  OUTCOME_CHOICES,
  REQUEST_NOTE_MAX,
  type InterviewOutcome,
  type ShownInterview,
} from '../contract'
import { fieldClass, primaryButton, secondaryButton, type InterviewStepError } from './public-parts'

const HINTS: Record<InterviewOutcome, string> = {
  'another-round': 'We will propose new times, as for the first interview.',
  offer: 'We will be in touch to agree the start date and the rate.',
  declined: 'We will look for a better match.',
}

/**
 * "How did the interview go?" on the client's page once a confirmed interview is over: three
 * plain forms (no script), each with its note; "Not this time" needs the reason. A refusal at a
 * field is said beside it (aria-invalid, aria-describedby), with what was typed kept.
 */
export function OutcomeQuestion({
  interview,
  error,
}: {
  interview: ShownInterview
  error?: InterviewStepError
}) {
  const headingId = `outcome-${interview.id}-title`
  return (
    <section
      aria-labelledby={headingId}
      className="-mx-2 rounded-xl border border-slate-200 bg-slate-50 p-3 sm:mx-0 sm:p-5"
    >
      <h3 id={headingId} className="text-lg font-semibold text-navy-900">
        How did the interview go?
      </h3>
      <p className="mt-1 text-sm text-slate-600">Tell us what you would like to do next.</p>
      <div className="mt-4 space-y-3">
        {INTERVIEW_OUTCOMES.map((outcome) => {
          const id = `outcome-${interview.id}-${outcome}`
          const failed = error?.outcome === outcome && error.field === 'note' ? error : undefined
          const required = outcome === 'declined'
          return (
            <form
              key={outcome}
              method="post"
              className="grid gap-3 rounded-xl border border-slate-200 bg-white p-3 sm:p-4 md:grid-cols-[minmax(0,1fr)_17rem] md:items-center"
            >
              <input type="hidden" name="intent" value="interview-outcome" />
              <input type="hidden" name="interview" value={interview.id} />
              <input type="hidden" name="outcome" value={outcome} />
              <div className="flex flex-col gap-1.5">
                <label htmlFor={id} className="text-sm font-semibold text-navy-900">
                  {OUTCOME_CHOICES[outcome].noteLabel}
                </label>
                <textarea
                  id={id}
                  name="note"
                  rows={2}
                  required={required}
                  maxLength={REQUEST_NOTE_MAX}
                  defaultValue={error?.outcome === outcome ? error.note : undefined}
                  className={fieldClass}
                  aria-invalid={failed ? true : undefined}
                  aria-describedby={failed ? `${id}-error` : `${id}-hint`}
                />
                {failed ? (
                  <p id={`${id}-error`} className="text-sm font-medium text-danger-700">
                    {failed.message}
                  </p>
                ) : (
                  <p id={`${id}-hint`} className="text-xs text-slate-600">
                    {HINTS[outcome]}
                  </p>
                )}
              </div>
              <div>
                <button
                  type="submit"
                  className={`${outcome === 'offer' ? primaryButton : secondaryButton} w-full`}
                >
                  {OUTCOME_CHOICES[outcome].label}
                </button>
              </div>
            </form>
          )
        })}
      </div>
    </section>
  )
}
