import { z } from '~/lib/zod'
import { tickedIds } from '~/contracts/list-query'
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

/** What a resume's download link needs to show. */
export interface ResumeLinkTarget {
  fileName: string
  originalName: string
  size: number
}

/** Moving one application, or the ticked ones, to a stage. */
export const ApplicationStageForm = z.object({
  intent: z.literal('status'),
  status: z.enum(APPLICATION_STATUSES),
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
})
