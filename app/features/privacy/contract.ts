import type { SubmissionResult } from '@conform-to/react'
import type { HireBriefStatus } from '~/contracts/hire-brief'
import type { StaffRole } from '~/contracts/permissions'
import type { ApplicationStatus, ContactStatus, OutboxStatus } from '~/lib/constants'
import { z } from '~/lib/zod'

/** What an erasure or the retention purge deleted, by kind: one type for both, so their audit entries say the same. */
export interface DeletedCounts {
  contacts: number
  applications: number
  resumes: number
  /** Timeline entries (received, status changes, notes, e-mails sent …) of the records deleted. */
  timeline: number
  answers: number
  briefs: number
  emails: number
  /** Sign-in links to /careers/status (the purge: those whose link and page session have both ended). */
  statusLinks: number
  /** Candidates whose last application went, with their shortlist entries (and those of briefs that went). */
  candidates: number
  shortlistEntries: number
  /** The links clients open to a brief's shortlist, gone with the brief. */
  shortlistLinks: number
  /** Invitations to the team sent to the address; the purge adds password-reset links STAFF_LINKS_KEPT_DAYS after they ended. */
  staffLinks: number
  /** Reminders staff set on the records deleted (My work); the purge adds those done DONE_FOLLOW_UPS_KEPT_DAYS ago. */
  followUps: number
  /** Subscriptions to new openings and insights, and requests not yet confirmed (the purge: unconfirmed after 48 hours, ended after 30 days). */
  subscriptions: number
}

/** What is stored for an address, as the privacy page lists it (counts and links, not the contents). */
export interface PrivacySummary {
  email: string
  contacts: {
    id: number
    reference: string
    subject: string
    status: ContactStatus
    createdAt: string
    timeline: number
  }[]
  applications: {
    id: number
    reference: string
    position: string | null
    status: ApplicationStatus
    createdAt: string
    timeline: number
    answers: number
    resume: boolean
  }[]
  briefs: {
    id: number
    reference: string
    company: string
    status: HireBriefStatus
    createdAt: string
    timeline: number
  }[]
  emails: { id: number; subject: string; status: OutboxStatus; createdAt: string }[]
  /** Sign-in links to the applicant status page sent to the address. */
  statusLinks: number
  /** A subscription to openings or insights (confirmed or ended), and requests not yet confirmed. */
  subscriptions: number
  invitations: { id: number; role: StaffRole; state: string; sentAt: string }[]
  /** Their candidate record: every address it holds (an erasure reaches them all) and its shortlists. */
  candidate: {
    id: number
    addresses: string[]
    shortlistEntries: number
    clientAnswers: number
    /** Entries on the candidate's own timeline (notes, e-mails, shortlist events). */
    timeline: number
  } | null
}

const FIND_EMAIL_MESSAGE = 'Enter an e-mail address, like name@example.com.'

/** The address a privacy request is about, as the lookups take it: trimmed, lower case. */
const address = z
  .string({ error: FIND_EMAIL_MESSAGE })
  .trim()
  .toLowerCase()
  .pipe(z.email({ error: FIND_EMAIL_MESSAGE }))

/**
 * The privacy page's forms: find what is stored for an address (a POST, so the address never lands
 * in a URL, a browser history or an access log), and erase it, confirmed by typing the address again.
 */
export const PrivacyAction = z.discriminatedUnion('intent', [
  z.object({ intent: z.literal('find'), email: address }),
  z.object({
    intent: z.literal('erase'),
    email: address,
    confirm: z.string({ error: 'Type the e-mail address to confirm.' }),
  }),
])
export type PrivacyInput = z.infer<typeof PrivacyAction>

/** The export download's form (POST /admin/privacy/export.json): the address found. */
export const PrivacyExportForm = z.object({ email: address })

/** What the erase form says when the address typed to confirm is not the one found. */
export const ERASE_NOT_CONFIRMED = 'The address typed does not match. Nothing was erased.'

/** Whether the address typed to confirm an erasure is the one found (in any case, around spaces). */
export const confirmsErasure = (input: { email: string; confirm: string }) =>
  input.confirm.trim().toLowerCase() === input.email

/**
 * What the privacy page answers a form with: the Conform reply (errors at their fields), and what
 * was found for the address after a lookup, or again beside an erasure that was not confirmed.
 */
export interface PrivacyReply {
  result: SubmissionResult<string[]>
  found?: PrivacySummary
}

/**
 * Tables that hold the company's published content, not a visitor's personal data, and so are in
 * no export, erasure or retention purge; each with why.
 */
export const PUBLISHED_CONTENT_TABLES = {
  team_page_members:
    'the /team page: staff who appear on the company’s site, edited by Marketing; a former member stays only as the author of posts they signed',
  client_quotes:
    'quotes clients gave the company to publish on /portfolio, with their name and role as printed there',
} as const
