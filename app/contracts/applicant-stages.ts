import type { ApplicationStatus } from '~/lib/constants'

/*
 * Where an application stands, in the applicant's words (/careers/status). Staff move applications
 * through more statuses than an applicant needs to know, and some of their names (shortlisted,
 * rejected) are not how we speak to people: each internal status shows as one of these. They are
 * the words of the stage e-mails (app/content/email-templates.ts quotes these labels), so what the
 * page says and what the inbox says never differ: "Invited to interview" after the interview
 * invitation, "Not taken further" after the note that we do not take the application further.
 */

export const APPLICANT_STAGES = [
  'received',
  'in-review',
  'interview',
  'offer',
  'not-taken-further',
  'withdrawn',
] as const
export type ApplicantStage = (typeof APPLICANT_STAGES)[number]

export const APPLICANT_STAGE_LABELS: Record<ApplicantStage, string> = {
  received: 'Received',
  'in-review': 'In review',
  interview: 'Invited to interview',
  offer: 'Offer',
  'not-taken-further': 'Not taken further',
  withdrawn: 'Withdrawn',
}

export const APPLICANT_STAGE_OF: Record<ApplicationStatus, ApplicantStage> = {
  new: 'received',
  reviewing: 'in-review',
  shortlisted: 'in-review',
  interview: 'interview',
  offer: 'offer',
  hired: 'offer',
  rejected: 'not-taken-further',
  withdrawn: 'withdrawn',
}

/** How an application at this status reads on its applicant's status page ("Invited to interview"). */
export const applicantStageLabel = (status: ApplicationStatus): string =>
  APPLICANT_STAGE_LABELS[APPLICANT_STAGE_OF[status]]
