/*
 * An interview a client asked for with a shortlisted candidate (issue 39): its states and who may
 * act on it. Here rather than in the feature because the per-table queries read them.
 */

/**
 * proposed: the owner offered times, the client picks one (or asks for others: other-times);
 * picked: the client took one, the candidate confirms it (or asks to change it: change-requested);
 * confirmed: both sides agreed, invitations went out; cancelled: by any side, for good;
 * next-round: once it took place, the client asked for another round (the owner proposes again).
 */
export const INTERVIEW_STATES = [
  'proposed',
  'other-times',
  'picked',
  'confirmed',
  'change-requested',
  'cancelled',
  'next-round',
] as const
export type InterviewState = (typeof INTERVIEW_STATES)[number]

/** The three sides of an interview: the client, the candidate and the brief's owner (who arranges it). */
export const INTERVIEW_SIDES = ['client', 'candidate', 'owner'] as const
export type InterviewSide = (typeof INTERVIEW_SIDES)[number]

/** The lengths an interview may have, in minutes. */
export const SLOT_MINUTES = [30, 45, 60, 90] as const

/**
 * How an interview went, as the client says once it is over (issue 39, part 6): another round (the
 * owner proposes new times), an offer (the owner records its start and rate: the placement), or
 * not this time (with a reason: the entry is declined). One answer per round of an interview.
 */
export const INTERVIEW_OUTCOMES = ['another-round', 'offer', 'declined'] as const
export type InterviewOutcome = (typeof INTERVIEW_OUTCOMES)[number]
