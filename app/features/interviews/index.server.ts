export {
  actOnInterviewAsCandidate,
  actOnInterviewAsClient,
  type PublicStepResult,
} from './act-on-interview.server'
export { answerInterviewOutcome } from './answer-interview-outcome.server'
export { askInterviewChange, cancelInterview, type Acting } from './change-interview.server'
export { confirmInterview } from './confirm-interview.server'
export {
  getEntryInterview,
  listCandidateInterviews,
  listInterviewsAwaitingMember,
  openClientInterviews,
} from './list-interviews.server'
export { pickInterviewSlot, type StepOutcome } from './pick-interview-slot.server'
export { proposeInterviewSlots, type ProposeOutcome } from './propose-interview-slots.server'
