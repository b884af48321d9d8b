import { OUTCOME_ANSWERED, type ShownInterview } from '../contract'
import { OutcomeQuestion } from './outcome-question'
import {
  AskForm,
  CancelForm,
  InterviewFrame,
  InterviewsOpening,
  primaryButton,
  SlotText,
  StepError,
  type InterviewStepError,
} from './public-parts'

/** What the client's page says after a step of theirs. */
export const CLIENT_STEP_DONE: Record<string, string> = {
  'interview-pick':
    'Thank you: the time is yours. We have asked the candidate to confirm it; you will get the calendar invitation then.',
  'interview-other-times': 'Thank you: we will propose other times.',
  'interview-change': 'Thank you: we will be in touch with another time.',
  'interview-cancel': 'The interview is cancelled.',
  'interview-outcome': 'Thank you for telling us how the interview went.',
}

/**
 * The client's interviews on their shortlist page: the proposed times to take one (a radio list
 * and a button, no script), or ask for others; the time taken, to change or cancel. Every time in
 * the zone shown, which they can change.
 */
export function ClientInterviews({
  interviews,
  zone,
  zoneLabel,
  done,
  error,
}: {
  interviews: readonly ShownInterview[]
  zone: string
  zoneLabel: string
  done: string | null
  error?: InterviewStepError
}) {
  if (interviews.length === 0) return null
  return (
    <div className="space-y-4" id="interviews">
      <InterviewsOpening
        notice={done ? CLIENT_STEP_DONE[done] : undefined}
        error={error}
        zone={zone}
        zoneLabel={zoneLabel}
        zoneChooserId="client-zone"
        zoneLead="Interview times are shown in"
        leadClassName="text-slate-700"
      />
      {interviews.map((interview) => {
        const failed = error && error.interviewId === interview.id ? error : undefined
        return (
          <InterviewFrame
            key={interview.id}
            interview={interview}
            title={`Interview with ${interview.candidateName}`}
          >
            <StepError error={failed?.field ? undefined : failed} id={`interview-${interview.id}-error`} />
            {interview.state === 'proposed' ? (
              <>
                <form method="post" className="space-y-3">
                  <input type="hidden" name="intent" value="interview-pick" />
                  <input type="hidden" name="interview" value={interview.id} />
                  <input type="hidden" name="zone" value={zone} />
                  <fieldset>
                    <legend className="font-semibold text-navy-900">Choose a time</legend>
                    <ul className="mt-2 space-y-2">
                      {interview.slots.map((slot) => (
                        <li key={slot.id}>
                          <label className="flex min-h-11 cursor-pointer items-start gap-3 rounded-xl border border-slate-200 px-4 py-3 hover:border-accent-700">
                            <input type="radio" name="slot" value={slot.id} required className="mt-1.5" />
                            <span>
                              <SlotText slot={slot} zoneLabel={zoneLabel} />
                            </span>
                          </label>
                        </li>
                      ))}
                    </ul>
                  </fieldset>
                  <button type="submit" className={primaryButton}>
                    Take this time
                  </button>
                </form>
                <AskForm
                  interviewId={interview.id}
                  intent="interview-other-times"
                  legend="None of these suit you?"
                  hint="Tell us which days and times would, and we will propose others."
                  button="Ask for other times"
                  error={failed}
                />
              </>
            ) : null}
            {interview.state === 'other-times' ? (
              <p>You asked for other times. We will send new ones shortly.</p>
            ) : null}
            {interview.over && interview.picked ? (
              <>
                <p>
                  {'Took place '}
                  <SlotText slot={interview.picked} zoneLabel={zoneLabel} />
                </p>
                {interview.outcome ? (
                  <p className="font-medium text-navy-900">{OUTCOME_ANSWERED[interview.outcome.answer]}</p>
                ) : (
                  <OutcomeQuestion interview={interview} error={failed} />
                )}
              </>
            ) : null}
            {interview.state === 'next-round' ? <p>{OUTCOME_ANSWERED['another-round']}</p> : null}
            {!interview.over &&
            interview.picked &&
            (interview.state === 'picked' || interview.state === 'confirmed') ? (
              <>
                <p>
                  {interview.state === 'picked' ? 'You chose ' : 'Confirmed for '}
                  <SlotText slot={interview.picked} zoneLabel={zoneLabel} />
                </p>
                <p className="text-sm">
                  {interview.state === 'picked'
                    ? 'We have asked the candidate to confirm it. You will get the calendar invitation then.'
                    : 'The candidate confirmed it: the calendar invitation is in your inbox.'}
                </p>
                <AskForm
                  interviewId={interview.id}
                  intent="interview-change"
                  legend="Need another time?"
                  hint="Tell us what would suit you better; the time stands until a new one is agreed."
                  button="Ask to reschedule"
                  error={failed}
                />
                <CancelForm interviewId={interview.id} />
              </>
            ) : null}
            {interview.state === 'change-requested' ? (
              <p>A new time was asked for. We will send new times shortly.</p>
            ) : null}
            {interview.state === 'cancelled' ? <p>This interview was cancelled.</p> : null}
          </InterviewFrame>
        )
      })}
    </div>
  )
}
