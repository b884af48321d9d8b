import type { ApplicationStatus } from '~/lib/constants'

/*
 * Where an application stands, in the applicant's words (/careers/status). Staff move applications
 * through more statuses than an applicant needs to know, and some of their names (shortlisted,
 * rejected) are not how we speak to people: each internal status shows as one of these five.
 */

export const APPLICANT_STAGES = ['received', 'in-review', 'interviewing', 'offer', 'closed'] as const
export type ApplicantStage = (typeof APPLICANT_STAGES)[number]

export const APPLICANT_STAGE_LABELS: Record<ApplicantStage, string> = {
  received: 'Received',
  'in-review': 'In review',
  interviewing: 'Interviewing',
  offer: 'Offer',
  closed: 'Closed',
}

export const APPLICANT_STAGE_OF: Record<ApplicationStatus, ApplicantStage> = {
  new: 'received',
  reviewing: 'in-review',
  shortlisted: 'in-review',
  interview: 'interviewing',
  offer: 'offer',
  hired: 'offer',
  rejected: 'closed',
  withdrawn: 'closed',
}
