import { z } from '~/lib/zod'
import { emailAddress } from './text-rules'

/*
 * The forms of /careers/status, all plain HTML forms posted to the page (it works without
 * JavaScript): asking for a sign-in link, using it, withdrawing an application, signing out; and
 * the new resume, posted to /careers/status/resume as multipart form data.
 */

export const StatusLinkRequestSchema = z.object({ email: emailAddress() })

const applicationId = z.coerce.number().int().positive().max(2_147_483_647)

export const StatusPageForm = z.discriminatedUnion('intent', [
  z.object({ intent: z.literal('request'), email: z.string().max(1000) }),
  z.object({ intent: z.literal('open'), token: z.string().max(200) }),
  z.object({ intent: z.literal('withdraw'), applicationId }),
  z.object({ intent: z.literal('sign-out') }),
])

export const ResumeReplacementFields = z.object({ applicationId })

/** What the page says after a change, read from its `done` and `problem` flags. */
export const STATUS_PAGE_PROBLEMS = [
  'not-open',
  'resume-type',
  'resume-empty',
  'resume-size',
  'no-file',
] as const
export type StatusPageProblem = (typeof STATUS_PAGE_PROBLEMS)[number]
