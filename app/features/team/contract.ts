import { z } from '~/lib/zod'
import { STAFF_ROLES } from '~/contracts/permissions'
import { InvitationSchema, type TeamProblem } from '~/contracts/staff'

export {
  TEAM_PROBLEMS,
  type InvitationState,
  type StaffInvitation,
  type StaffMember,
  type TeamProblem,
} from '~/contracts/staff'

/** What a change on the team page came to: done, or refused with the problem the page names. */
export type TeamOutcome = { ok: true } | { ok: false; problem: TeamProblem }

/** The team page's forms, by intent: what the owner can do to invitations and members. */
export const TeamAction = z.discriminatedUnion('intent', [
  InvitationSchema.extend({ intent: z.literal('invite') }),
  z.object({ intent: z.literal('resend'), invitationId: z.coerce.number().int().positive() }),
  z.object({ intent: z.literal('revoke'), invitationId: z.coerce.number().int().positive() }),
  z.object({ intent: z.literal('role'), memberId: z.string().min(1).max(64), role: z.enum(STAFF_ROLES) }),
  z.object({ intent: z.literal('reset-two-factor'), memberId: z.string().min(1).max(64) }),
  z.object({ intent: z.literal('deactivate'), memberId: z.string().min(1).max(64) }),
  z.object({ intent: z.literal('reactivate'), memberId: z.string().min(1).max(64) }),
])
export type TeamActionInput = z.infer<typeof TeamAction>
export type TeamIntent = TeamActionInput['intent']

/** What the page says after each change (it redirects with `?saved=<intent>`). */
export const TEAM_SAVED: Record<TeamIntent, string> = {
  invite: 'Invitation sent. The link works for 72 hours.',
  resend: 'Invitation sent again with a new link; the old link no longer works.',
  revoke: 'Invitation withdrawn: its link no longer works.',
  role: 'Role changed. Their open sessions were signed out, so the new role applies at once.',
  'reset-two-factor': 'Two-factor sign-in reset. They set it up again at their next sign-in.',
  deactivate: 'Member deactivated: every session of theirs ended, and they can no longer sign in.',
  reactivate: 'Member reactivated: they can sign in again.',
}
