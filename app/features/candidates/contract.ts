import type { ApplicationStatus } from '~/lib/constants'
import { z } from '~/lib/zod'
import type { RatePeriod, ShortlistStage } from '~/contracts/shortlists'
import { CandidateProfileSchema, type ResumeTextStatus, type SnippetPart } from '~/contracts/candidates'

// The schemas, limits and messages of a candidate's forms and search stay in app/contracts/candidates.ts
// (the per-table queries and a migration read them too); the feature's surface re-exports them.
export * from '~/contracts/candidates'

/** "Save profile" on a candidate's page: what staff may correct, and the profile for clients (CandidateProfileSchema). */
export const CandidateProfileForm = CandidateProfileSchema.extend({ intent: z.literal('profile') })

/**
 * "Draft from resume", from the same form: what was typed comes along (the draft keeps the
 * headline, years and skills typed, and adds to the skills), and nothing is checked or stored.
 */
export const CandidateProfileDraftForm = z.object({
  intent: z.literal('profile-draft'),
  headline: z.string().optional(),
  skills: z.string().optional(),
  yearsOfExperience: z.string().optional(),
  profileSummary: z.string().optional(),
  education: z.string().optional(),
  languages: z.string().optional(),
})

/** The profile form's two buttons, as its client-side check reads them. */
export const CandidateProfileActions = z.discriminatedUnion('intent', [
  CandidateProfileForm,
  CandidateProfileDraftForm,
])

/** The fields of the profile form, in the order the form shows them. */
export const PROFILE_FIELDS = [
  'headline',
  'yearsOfExperience',
  'skills',
  'profileSummary',
  'education',
  'languages',
] as const
export type ProfileField = (typeof PROFILE_FIELDS)[number]

/** The profile as the candidate's page shows and edits it. */
export type CandidateProfileValues = Record<ProfileField, string>

export const PROFILE_MESSAGES = {
  noResumeText:
    'None of their resumes has readable text yet, so there is nothing to draft from: write the profile by hand.',
  drafted: (reference: string) =>
    `Drafted from the resume sent with ${reference}. Nothing is saved yet: read it through, correct it, then save.`,
} as const

/** A candidate as a search result or a row of the candidates list shows them. */
export interface CandidateHit {
  id: number
  fullName: string
  /** Staff's headline, else the position of the latest application. */
  headline: string | null
  skills: string | null
  yearsOfExperience: number | null
  applications: number
  lastAppliedAt: string
  shortlists: { briefId: number; reference: string; stage: ShortlistStage }[]
  /** Where the search words appear, marked; null without a search (or for a match on the name alone). */
  snippet: SnippetPart[] | null
}

/** An application as its candidate's page lists it, with its resume and where reading the resume's text stands. */
export interface CandidateApplication {
  id: number
  reference: string
  email: string
  appliedFor: string | null
  status: ApplicationStatus
  assignedTo: string | null
  createdAt: string
  resume: {
    id: number
    fileName: string
    originalName: string
    contentType: string
    size: number
    text: ResumeTextStatus | null
  } | null
}

/** A candidate's place on one brief's shortlist, with the brief, as their page shows it. */
export interface CandidateShortlistEntry {
  id: number
  briefId: number
  reference: string
  company: string
  stage: ShortlistStage
  rateAmount: number | null
  rateCurrency: string | null
  ratePeriod: RatePeriod | null
  availableOn: string | null
  noticeWeeks: number | null
  /** What staff wrote for the client about them on this brief. */
  pitch: string | null
  clientNote: string | null
  placedOn: string | null
  placedRateAmount: number | null
  placedRateCurrency: string | null
  placedRatePeriod: RatePeriod | null
}
