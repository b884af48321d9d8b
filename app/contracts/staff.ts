import { z } from '~/lib/zod'
import { STAFF_ROLES, type StaffRole, type StaffStatus } from './permissions'

/*
 * The team's accounts: the forms that make, recover and change them, and what they say. Shared by
 * the admin pages (browser) and their actions (server).
 */

export const STAFF_PASSWORD_MIN_LENGTH = 12
export const STAFF_PASSWORD_MAX_LENGTH = 128
export const STAFF_NAME_MAX_LENGTH = 80

/**
 * Whether a member still has to give the name the team sees (asked at setup): an account made from
 * the command line or the environment gets its username as its name until then.
 */
export const displayNameMissing = (member: { name: string; username: string }) =>
  member.name.trim() === '' || member.name.trim() === member.username

/** A member's display name (Settings, setup): shown on records, in e-mails and in the audit log. */
export const displayNameField = z
  .string({ error: 'Enter your name.' })
  .trim()
  .min(1, 'Enter your name.')
  .max(STAFF_NAME_MAX_LENGTH, `A name is at most ${STAFF_NAME_MAX_LENGTH} characters.`)

/** What a display name the same as the username is told (it would still be missing). */
export const NAME_IS_USERNAME_MESSAGE = 'Enter your name as the team should see it, not your username.'

/** A member as lists, pickers and notes name them: their display name, their username as the key. */
export interface MemberName {
  username: string
  name: string
}

/** A member of the team as the team page shows them. */
export interface StaffMember {
  id: string
  username: string
  name: string
  /** Null while the account has only the placeholder address (made before e-mail sign-in). */
  email: string | null
  role: StaffRole
  status: StaffStatus
  twoFactorEnabled: boolean
  lastSignInAt: string | null
  createdAt: string
}

export type InvitationState = 'waiting' | 'expired' | 'accepted' | 'revoked'

/** An invitation as the team page shows it: waiting until accepted, revoked or expired. */
export interface StaffInvitation {
  id: number
  email: string
  role: StaffRole
  invitedBy: string
  sentAt: string
  expiresAt: string
  state: InvitationState
}

/** An invitation link works once, for this long after it was (last) sent. */
export const INVITATION_VALID_HOURS = 72
/** A password-reset link works once, for this long. */
export const PASSWORD_RESET_VALID_MINUTES = 60

const email = z
  .string({ error: 'Enter an e-mail address.' })
  .trim()
  .toLowerCase()
  .max(254, 'An e-mail address is at most 254 characters.')
  .pipe(z.email({ error: 'Enter a valid e-mail address.' }))

export const InvitationSchema = z.object({
  email,
  role: z.enum(STAFF_ROLES, { error: 'Choose a role.' }),
})
export type InvitationInput = z.infer<typeof InvitationSchema>

const newPassword = z
  .string({ error: 'Choose a password.' })
  .min(
    STAFF_PASSWORD_MIN_LENGTH,
    `The password must be at least ${STAFF_PASSWORD_MIN_LENGTH} characters long.`,
  )
  .max(
    STAFF_PASSWORD_MAX_LENGTH,
    `The password must be at most ${STAFF_PASSWORD_MAX_LENGTH} characters long.`,
  )

const repeated = <T extends { password: string; confirm: string }>(value: T, ctx: z.RefinementCtx) => {
  if (value.password !== value.confirm) {
    ctx.addIssue({ code: 'custom', path: ['confirm'], message: 'The two passwords are not the same.' })
  }
}

export const AcceptInvitationSchema = z
  .object({
    token: z.string().trim().max(100),
    name: z
      .string({ error: 'Enter your name.' })
      .trim()
      .min(2, 'Enter your name.')
      .max(STAFF_NAME_MAX_LENGTH, `A name is at most ${STAFF_NAME_MAX_LENGTH} characters.`),
    password: newPassword,
    confirm: z.string().max(STAFF_PASSWORD_MAX_LENGTH),
  })
  .superRefine(repeated)

export const ForgotPasswordSchema = z.object({ email })

export const ResetPasswordSchema = z
  .object({ token: z.string().trim().max(100), password: newPassword, confirm: z.string().max(256) })
  .superRefine(repeated)

export const AccountEmailSchema = z.object({ email })

/** Settings: a new sign-in address, with the current password. */
export const ChangeEmailSchema = z.object({
  intent: z.literal('email'),
  email,
  currentPassword: z.string({ error: 'Enter your current password.' }).min(1, 'Enter your current password.'),
})

/** What the setup page answers a member who has an address and posts another (a change needs the password). */
export const SETUP_EMAIL_LOCKED_MESSAGE =
  'Your account already has an e-mail address, so it is not changed here. Change it in Settings, with your current password.'

/** What the forgot-password page says after any request, whether or not the address is a member's. */
export const RESET_REQUESTED_MESSAGE =
  'If that address belongs to a team member, a link to choose a new password is on its way. It works once, for the next hour.'

export const LINK_PROBLEMS = {
  'invitation-used': 'This invitation has already been used. Sign in with the password you chose.',
  'invitation-expired': 'This invitation has expired. Ask the person who invited you to send a new one.',
  'invitation-revoked': 'This invitation was withdrawn. Ask an owner of the admin if you should have access.',
  'invitation-unknown':
    'This invitation link is not valid. Check that you opened the whole link from the e-mail.',
  'reset-used': 'This link has already been used to set a password. Ask for a new one if you need to.',
  'reset-expired': 'This link has expired: links to set a new password work for one hour. Ask for a new one.',
  'reset-unknown': 'This link is not valid. Ask for a new one below.',
} as const
export type LinkProblem = keyof typeof LINK_PROBLEMS

/** Why a change on the team page was refused: the code the page branches on, and what it says. */
export const TEAM_PROBLEMS = {
  'member-exists': 'Someone on the team already signs in with that e-mail address.',
  'invitation-waiting':
    'An invitation to that address is already waiting. Send it again from the list below if it was lost.',
  'last-owner': 'The team needs at least one active owner: make someone else an owner first.',
  'not-found': 'That member or invitation is not there any more.',
} as const
export type TeamProblem = keyof typeof TEAM_PROBLEMS

/** When a member is e-mailed about what enters their queue: at once, or in the day's digest. */
export const NOTIFY_TIMINGS = ['now', 'digest'] as const
export type NotifyTiming = (typeof NOTIFY_TIMINGS)[number]

/** A member's e-mail preferences (Settings); a member who never chose has the defaults. */
export interface NotificationPreferences {
  /** A client's answer on a shortlist. */
  clientAnswers: NotifyTiming
  /** Everything else that enters their queue. */
  other: NotifyTiming
  /** An IANA zone: the digest goes at 09:00 there. */
  timeZone: string
}
