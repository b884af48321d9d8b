import { z } from '~/lib/zod'
import {
  roleCan,
  STAFF_ROLES,
  type Permission,
  type StaffRole,
  type StaffStatus,
} from '~/contracts/permissions'
import { InvitationSchema, type TeamProblem } from '~/contracts/staff'

export {
  TEAM_PROBLEMS,
  type InvitationState,
  type MemberName,
  type StaffInvitation,
  type StaffMember,
  type TeamProblem,
} from '~/contracts/staff'

/** What a change on the team page came to: done, or refused with the problem the page names. */
export type TeamOutcome = { ok: true } | { ok: false; problem: TeamProblem }

/** The kinds of new work the team's rule gives an owner when it arrives. */
export const OWNED_WORK = ['briefs', 'applications'] as const
export type OwnedWork = (typeof OWNED_WORK)[number]

/**
 * Who takes turns at each kind of work (the members of that role; owners only when named), and
 * what a member named for it must be allowed to do: an owner must be able to act on the record.
 */
export const OWNER_POOLS: Record<OwnedWork, { role: StaffRole; permission: Permission }> = {
  briefs: { role: 'sales', permission: 'briefs.update' },
  applications: { role: 'recruiter', permission: 'applications.update' },
}

/** Whether a member may be given this work: active, and allowed to act on its records. */
export function canOwn(member: { role: StaffRole; status: StaffStatus }, work: OwnedWork): boolean {
  return member.status === 'active' && roleCan(member.role, OWNER_POOLS[work].permission)
}

/** Whether a member takes turns at this work under round-robin: active, of the work's role. */
export function takesTurns(member: { role: StaffRole; status: StaffStatus }, work: OwnedWork): boolean {
  return member.status === 'active' && member.role === OWNER_POOLS[work].role
}

const WorkOwnerRule = z.discriminatedUnion('mode', [
  z.object({ mode: z.literal('round-robin') }),
  z.object({ mode: z.literal('member'), member: z.string().min(1).max(64) }),
])
export type WorkOwnerRule = z.infer<typeof WorkOwnerRule>

/** The team's rule for who owns new work, as stored (JSON in app_settings). */
export const OwnerRuleSchema = z.object({ briefs: WorkOwnerRule, applications: WorkOwnerRule })
export type OwnerRule = z.infer<typeof OwnerRuleSchema>

/** Until an owner chooses: every kind of work goes round-robin. */
export const DEFAULT_OWNER_RULE: OwnerRule = {
  briefs: { mode: 'round-robin' },
  applications: { mode: 'round-robin' },
}

/** The rule form's fields, by kind of work: round-robin or one named member, and that member. */
export const OWNER_RULE_FIELDS = {
  briefs: { mode: 'briefMode', member: 'briefMember' },
  applications: { mode: 'applicationMode', member: 'applicationMember' },
} as const satisfies Record<OwnedWork, { mode: string; member: string }>
export type OwnerRuleMemberField = (typeof OWNER_RULE_FIELDS)[OwnedWork]['member']

export const OWNER_RULE_LABELS: Record<
  OwnedWork,
  { legend: string; roundRobin: string; hint: string; member: string }
> = {
  briefs: {
    legend: 'Owner of new hiring briefs',
    roundRobin: 'Round-robin among active Sales members',
    hint: 'Each new brief goes to the Sales member who was given one least recently.',
    member: 'Named member for new hiring briefs',
  },
  applications: {
    legend: 'Owner of new applications',
    roundRobin: 'Round-robin among active Recruiters',
    hint: 'When the opening names no recruiter, each goes to the Recruiter who was given one least recently.',
    member: 'Named member for new applications',
  },
}

const OWNER_MODES = ['round-robin', 'member'] as const
const modeField = z.enum(OWNER_MODES, { error: 'Choose round-robin or one named member.' })
/** The member's select: empty until one is chosen (and ignored under round-robin). */
const memberField = z.string().trim().max(64, 'Choose a member from the list.').default('')

export const OwnerRuleFormSchema = z
  .object({
    intent: z.literal('owner-rule'),
    briefMode: modeField,
    briefMember: memberField,
    applicationMode: modeField,
    applicationMember: memberField,
  })
  .superRefine((input, ctx) => {
    for (const work of OWNED_WORK) {
      const { mode, member } = OWNER_RULE_FIELDS[work]
      if (input[mode] === 'member' && !input[member]) {
        ctx.addIssue({ code: 'custom', path: [member], message: 'Choose the member.' })
      }
    }
  })
export type OwnerRuleFormInput = z.infer<typeof OwnerRuleFormSchema>

/** The form's answer as the rule to store. */
export function ownerRuleFromForm(input: Omit<OwnerRuleFormInput, 'intent'>): OwnerRule {
  const rule = (work: OwnedWork): WorkOwnerRule => {
    const { mode, member } = OWNER_RULE_FIELDS[work]
    return input[mode] === 'member' ? { mode: 'member', member: input[member] } : { mode: 'round-robin' }
  }
  return { briefs: rule('briefs'), applications: rule('applications') }
}

/** Why the rule was refused: the code the page branches on, and what it says at the field. */
export const OWNER_RULE_PROBLEMS = {
  'member-not-eligible':
    'That member is not active, or their role cannot own this work: choose someone from the list.',
} as const
export type OwnerRuleProblem = keyof typeof OWNER_RULE_PROBLEMS

export type OwnerRuleOutcome =
  { ok: true } | { ok: false; problem: OwnerRuleProblem; field: OwnerRuleMemberField }

/** A member who can be given work, as an assign list shows them: their name, their username as the value. */
export interface OwnerChoice {
  username: string
  name: string
  role: StaffRole
}

/** Members' display names by username, for lists (a plain object, so a loader can return it). */
export type StaffNames = Record<string, string>

/** A member's display name; their username when the team no longer has them. */
export function staffName(names: StaffNames, username: string): string {
  return Object.hasOwn(names, username) ? (names[username] ?? username) : username
}

/** The team page's forms, by intent: what the owner can do to invitations and members. */
export const TeamAction = z.discriminatedUnion('intent', [
  OwnerRuleFormSchema,
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
  'owner-rule': 'Owner rule saved: work that arrives from now on gets its owner by it.',
}
