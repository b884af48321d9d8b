import type { RatePeriod, ShortlistStage } from '~/contracts/shortlists'

// The schemas, labels and messages of the shortlist's forms stay in app/contracts/shortlists.ts and
// the client's form declaration in app/contracts/client-shortlist-form.ts (the per-table queries read them too);
// the feature's surface re-exports them.
export * from '~/contracts/shortlists'

/** A candidate's place on a brief's shortlist, as staff see it. */
export interface ShortlistEntry {
  id: number
  briefId: number
  candidateId: number
  position: number
  rateAmount: number | null
  rateCurrency: string | null
  ratePeriod: RatePeriod | null
  /** YYYY-MM-DD, or null when the availability is a notice period. */
  availableOn: string | null
  noticeWeeks: number | null
  pitch: string | null
  stage: ShortlistStage
  /** What the client said with their answer (times for an interview, or why they declined). */
  clientNote: string | null
  answeredAt: string | null
  placedOn: string | null
  placedRateAmount: number | null
  placedRateCurrency: string | null
  placedRatePeriod: RatePeriod | null
  addedBy: string
  createdAt: string
  updatedAt: string
  fullName: string
  headline: string | null
  skills: string | null
  yearsOfExperience: number | null
  /** Whether the rate, availability and pitch are all written (needed before it is shared). */
  complete: boolean
}

/** A shortlist entry as its client sees it: a first name and an initial, and no internal column. */
export interface ClientShortlistEntry {
  id: number
  displayName: string
  headline: string | null
  skills: string | null
  yearsOfExperience: number | null
  rateAmount: number
  rateCurrency: string
  ratePeriod: RatePeriod
  availableOn: string | null
  noticeWeeks: number | null
  pitch: string
  stage: ShortlistStage
  clientNote: string | null
  answeredAt: string | null
}

export type LinkState = 'live' | 'expired' | 'revoked'

/** The newest link to the client's page, as the brief's page shows it. */
export interface ShortlistLinkSummary {
  state: LinkState
  createdAt: string
  createdBy: string
  expiresAt: string
  /** Openings of the client's page, all the brief's links together, and the first and last of the newest link. */
  views: number
  firstViewedAt: string | null
  lastViewedAt: string | null
}
