import type { ShownInterview } from '../contract'
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

export const CANDIDATE_STEP_DONE: Record<string, string> = {
  'interview-confirm':
    'Thank you: the interview is confirmed. The calendar invitation is on its way to your inbox.',
  'interview-change': 'Thank you: we will be in touch with another time.',
  'interview-cancel': 'The interview is cancelled.',
}

/**
 * The candidate's interviews on their status page: the time a client took, to confirm or to ask to
 * change; a confirmed one, to change or cancel. Times in India time unless they choose another zone.
 */
export function CandidateInterviews({
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
  const open = interviews.filter((i) => i.state !== 'proposed' && i.state !== 'other-times')
  if (open.length === 0) return null
  return (
    <div className="space-y-4" id="interviews">
      <h2 className="text-h3 font-semibold">Your interviews</h2>
      <InterviewsOpening
        notice={done ? CANDIDATE_STEP_DONE[done] : undefined}
        error={error}
        zone={zone}
        zoneLabel={zoneLabel}
        zoneChooserId="candidate-zone"
        zoneLead="Times are shown in"
      />
      {open.map((interview) => {
        const failed = error && error.interviewId === interview.id ? error : undefined
        return (
          <InterviewFrame
            key={interview.id}
            interview={interview}
            title={`Interview with ${interview.company}`}
          >
            <StepError error={failed} id={`interview-${interview.id}-error`} />
            {interview.picked && (interview.state === 'picked' || interview.state === 'confirmed') ? (
              <p>
                {interview.state === 'picked'
                  ? 'The client would like to meet you on '
                  : interview.over
                    ? 'Took place '
                    : 'Confirmed for '}
                <SlotText slot={interview.picked} zoneLabel={zoneLabel} />
              </p>
            ) : null}
            {interview.state === 'picked' ? (
              <form method="post">
                <input type="hidden" name="intent" value="interview-confirm" />
                <input type="hidden" name="interview" value={interview.id} />
                <input type="hidden" name="zone" value={zone} />
                <button type="submit" className={primaryButton}>
                  Confirm this time
                </button>
              </form>
            ) : null}
            {interview.state === 'picked' || (interview.state === 'confirmed' && !interview.over) ? (
              <>
                <AskForm
                  interviewId={interview.id}
                  intent="interview-change"
                  legend="Cannot make it?"
                  hint="Tell us which days and times would suit you; we will find another."
                  button="Ask to change the time"
                  error={failed}
                />
                {interview.state === 'confirmed' ? <CancelForm interviewId={interview.id} /> : null}
              </>
            ) : null}
            {interview.state === 'change-requested' ? (
              <p>A new time was asked for. We will be in touch.</p>
            ) : null}
            {interview.state === 'next-round' ? (
              <p>The client would like another round. We will be in touch with new times.</p>
            ) : null}
            {interview.state === 'cancelled' ? <p>This interview was cancelled.</p> : null}
          </InterviewFrame>
        )
      })}
    </div>
  )
}
