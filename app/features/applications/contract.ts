import { z } from '~/lib/zod'
import { tickedIds } from '~/contracts/list-query'
import type { ShortlistStage } from '~/contracts/shortlists'
import { APPLICATION_STATUSES, type ApplicationStatus } from '~/lib/constants'

/**
 * An application as a row of the admin's applications table shows it (the list and the dashboard's
 * newest): what a recruiter scans, and nothing else reaches the browser. Everything else is on the
 * application's page.
 */
export interface ApplicationRow {
  id: number
  /** `AP-` and six random characters. */
  reference: string
  fullName: string
  position: string | null
  /** The opening applied for, its title then; null for an open application. */
  openingTitle: string | null
  status: ApplicationStatus
  /** The member working on it, by username; null for nobody. */
  assignedTo: string | null
  createdAt: string
  candidateId: number | null
}

/** A row as the applications table shows it: its owner by display name too (null for nobody). */
export type ApplicationListRow = ApplicationRow & { ownerName: string | null }

/** What a resume's download link needs to show. */
export interface ResumeLinkTarget {
  fileName: string
  originalName: string
  size: number
}

/**
 * "Show on the status page", ticked: the applicant's status page shows the stage now, without
 * waiting for its e-mail (a stage shows there only once announced: app/features/status-page).
 */
export const SHOW_ON_STATUS_PAGE = 'Show on the status page'

/** A checkbox posts 'on' when ticked and nothing when not. */
const ticked = z
  .literal('on')
  .optional()
  .transform((value) => value === 'on')

/** Moving one application to a stage (or showing the one it is at on the status page). */
export const ApplicationStageForm = z.object({
  intent: z.literal('status'),
  status: z.enum(APPLICATION_STATUSES),
  showOnStatusPage: ticked,
})

/** Assigning an application: "me", a member's username, or empty for nobody. */
export const ApplicationAssignForm = z.object({
  intent: z.literal('assign'),
  to: z.string().trim().toLowerCase().max(64),
})

/** What the assignment says when it names no active member (the `to` field's refusal). */
export const ASSIGN_NOT_A_MEMBER = 'Choose one of the members in the list.'

/** The applications list's bulk move: the ticked applications to a stage. */
export const ApplicationBulkMoveForm = z.object({
  intent: z.literal('move'),
  status: z.enum(APPLICATION_STATUSES),
  ids: tickedIds('Tick the applications to move first.'),
  showOnStatusPage: ticked,
})

/*
 * An application's stage and its candidate's shortlist entries never disagree (issue 38):
 *
 * - Adding a candidate to a brief's shortlist moves each of their applications at New or Reviewing
 *   to Shortlisted, on its timeline by the member who added them and for which brief. Applications
 *   further on (Interview, Offer, Hired) or closed (Rejected, Withdrawn) stay where they are.
 * - Taking them off a shortlist moves nothing back: the application was shortlisted, and stays so
 *   until staff move it. It simply no longer says "On the shortlist for …" once no entry is left.
 * - While they are on a shortlist the client has not declined and they have not withdrawn from
 *   (a live entry), staff may move an application on (Shortlisted, Interview, Offer, Hired) or
 *   record that the applicant withdrew, but not back to New or Reviewing, nor to Rejected: nobody
 *   un-reviews, or sends a rejection to, someone the team is putting in front of a client. Take
 *   them off that shortlist first (or let the client decline), then move the application.
 */

/** Where adding a candidate to a shortlist moves their applications from. */
export const BEFORE_SHORTLIST: readonly ApplicationStatus[] = ['new', 'reviewing']

/** Where an application may not go while its candidate is on a live shortlist entry. */
export const HELD_BY_SHORTLIST: readonly ApplicationStatus[] = ['new', 'reviewing', 'rejected']

/** The entries that hold an application's stage: the client has not declined, the candidate not withdrawn. */
export const LIVE_SHORTLIST_STAGES: readonly ShortlistStage[] = [
  'proposed',
  'shared',
  'interview-requested',
  'interviewing',
  'placed',
]

/** An application staff could not move, and the brief whose shortlist holds it. */
export interface HeldApplication {
  id: number
  reference: string
  briefReference: string
}

/** Why a move was refused, at the application's stage form. */
export const heldByShortlistMessage = (held: readonly HeldApplication[]) =>
  `Not moved: the candidate is on the shortlist for ${[...new Set(held.map((h) => h.briefReference))].join(', ')}. Take them off that shortlist first, then move the application back or reject it.`

/** Why some ticked applications were not moved, in the list's notice (by reference). */
export const heldInListMessage = (references: readonly string[]) =>
  references.length === 1
    ? `${references[0]} was not moved: its candidate is on a shortlist. Take them off it first, then move the application back or reject it.`
    : `${references.join(', ')} were not moved: their candidates are on a shortlist. Take them off it first, then move the applications back or reject them.`

/** A shortlist entry of an application's candidate, as the application's page says it. */
export interface ApplicationShortlist {
  briefId: number
  briefReference: string
  stage: ShortlistStage
}
