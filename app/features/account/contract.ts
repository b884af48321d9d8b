import type { SubmissionResult } from '@conform-to/react'
import { site } from '~/content/site'
import { countOf } from '~/lib/plural'
import { timeZoneChoices } from '~/lib/time-zones'
import { z } from '~/lib/zod'
import {
  AccountEmailSchema,
  ChangeEmailSchema,
  displayNameField,
  NOTIFY_TIMINGS,
  STAFF_PASSWORD_MAX_LENGTH,
  STAFF_PASSWORD_MIN_LENGTH,
  type NotificationPreferences,
  type NotifyTiming,
} from '~/contracts/staff'

/*
 * The account pages' schemas and messages. Those the team feature, the per-table queries and the
 * system e-mails share stay in ~/contracts/staff, and this is the account's view of them; the
 * forms only the account's pages post (sign-in, Settings, setup) are declared here, once, for the
 * routes that parse them and the components that draw them.
 */
export {
  AcceptInvitationSchema,
  AccountEmailSchema,
  ChangeEmailSchema,
  displayNameMissing,
  ForgotPasswordSchema,
  NAME_IS_USERNAME_MESSAGE,
  NOTIFY_TIMINGS,
  LINK_PROBLEMS,
  RESET_REQUESTED_MESSAGE,
  ResetPasswordSchema,
  SETUP_EMAIL_LOCKED_MESSAGE,
  STAFF_NAME_MAX_LENGTH,
  STAFF_PASSWORD_MAX_LENGTH,
  STAFF_PASSWORD_MIN_LENGTH,
  type LinkProblem,
  type NotificationPreferences,
  type NotifyTiming,
} from '~/contracts/staff'

/* Sign-in (/admin-login): the password step, then the code step for a member with two-factor sign-in. */

/** What a failed sign-in says: never which of the name and the password was wrong. */
export const INVALID_CREDENTIALS = 'Invalid credentials. Please try again.'
/** What a wrong code on the code step says (an authenticator code or a backup code). */
export const WRONG_SIGN_IN_CODE = 'That code is not right. Please try again.'

/** What a refused sign-in step says; the throttle's message names the wait. */
export const SIGN_IN_REFUSALS = {
  invalid: INVALID_CREDENTIALS,
  'code-expired': 'The sign-in took too long. Please start again.',
  deactivated:
    'This account has been deactivated. If you should still have access, ask an owner of the admin.',
} as const

export const signInThrottledMessage = (minutes: number) =>
  `Too many failed sign-in attempts. Please wait ${countOf(minutes, 'minute')} and try again.`

/**
 * The sign-in page's two forms, by intent. A malformed field answers as a failed sign-in does: the
 * page never hints at what a member's name or password looks like.
 */
export const SignInAction = z.discriminatedUnion(
  'intent',
  [
    z.object({
      intent: z.literal('password'),
      username: z
        .string({ error: INVALID_CREDENTIALS })
        .trim()
        .min(1, INVALID_CREDENTIALS)
        .max(254, INVALID_CREDENTIALS),
      password: z
        .string({ error: INVALID_CREDENTIALS })
        .min(1, INVALID_CREDENTIALS)
        .max(256, INVALID_CREDENTIALS),
    }),
    z.object({
      intent: z.literal('code'),
      code: z.string({ error: WRONG_SIGN_IN_CODE }).trim().max(12, WRONG_SIGN_IN_CODE),
    }),
  ],
  { error: INVALID_CREDENTIALS },
)
export type SignInInput = z.infer<typeof SignInAction>

/** The sign-in page's fields whose values never travel back in a reply. */
export const SIGN_IN_HIDDEN_FIELDS = ['password', 'code']

/* Settings and the setup page: password, two-factor sign-in, backup codes, sessions, address. */

const passwordAgain = z.string({ error: 'Enter your password.' }).min(1, 'Enter your password.')

export const ChangePasswordSchema = z
  .object({
    intent: z.literal('password'),
    currentPassword: z
      .string({ error: 'Enter your current password.' })
      .min(1, 'Enter your current password.'),
    newPassword: z
      .string({ error: `The new password must be at least ${STAFF_PASSWORD_MIN_LENGTH} characters long.` })
      .min(
        STAFF_PASSWORD_MIN_LENGTH,
        `The new password must be at least ${STAFF_PASSWORD_MIN_LENGTH} characters long.`,
      )
      .max(
        STAFF_PASSWORD_MAX_LENGTH,
        `The new password must be at most ${STAFF_PASSWORD_MAX_LENGTH} characters long.`,
      ),
    confirmPassword: z.string({ error: 'The two new passwords are not the same.' }),
  })
  .superRefine((value, ctx) => {
    if (value.newPassword !== value.confirmPassword) {
      ctx.addIssue({
        code: 'custom',
        path: ['confirmPassword'],
        message: 'The two new passwords are not the same.',
      })
    }
  })
export type ChangePasswordInput = z.infer<typeof ChangePasswordSchema>

/** The otpauth:// link of a two-factor setup, carried by the confirm form (it is on the page already). */
export const TotpUri = z.string().startsWith('otpauth://totp/').max(500)

export const StartTwoFactorSchema = z.object({ intent: z.literal('2fa-start'), password: passwordAgain })
export const ConfirmTwoFactorSchema = z.object({
  intent: z.literal('2fa-confirm'),
  code: z
    .string({ error: 'Enter the 6-digit code from your app.' })
    .trim()
    .regex(/^\d{6}$/, 'Enter the 6-digit code from your app.'),
  totpUri: TotpUri,
})
export const BackupCodesSchema = z.object({ intent: z.literal('backup-codes'), password: passwordAgain })
export const EndOtherSessionsSchema = z.object({ intent: z.literal('sessions-end-others') })

/** The name the team sees (Settings; setup asks for it when the account has none). */
export const DisplayNameSchema = z.object({ intent: z.literal('name'), name: displayNameField })

/** A member who never chose: client answers at once, the rest in the digest, at 09:00 in the company's zone. */
export const DEFAULT_NOTIFICATION_PREFERENCES: NotificationPreferences = {
  clientAnswers: 'now',
  other: 'digest',
  timeZone: site.timeZone.id,
}

/** How each choice reads in Settings' "E-mail me about my work". */
export const NOTIFY_TIMING_LABELS: Record<NotifyTiming, string> = {
  now: 'At once',
  digest: 'In the daily digest',
}

const timing = z.enum(NOTIFY_TIMINGS, { error: 'Choose at once or in the daily digest.' })

export const NotificationPreferencesSchema = z.object({
  intent: z.literal('notifications'),
  clientAnswers: timing,
  other: timing,
  timeZone: z
    .string({ error: 'Choose your time zone from the list.' })
    .refine((zone) => timeZoneChoices().includes(zone), 'Choose your time zone from the list.'),
})

/** Every form on Settings, by intent. */
export const SettingsAction = z.discriminatedUnion('intent', [
  DisplayNameSchema,
  NotificationPreferencesSchema,
  ChangePasswordSchema,
  StartTwoFactorSchema,
  ConfirmTwoFactorSchema,
  BackupCodesSchema,
  EndOtherSessionsSchema,
  ChangeEmailSchema,
])
export type SettingsInput = z.infer<typeof SettingsAction>
export type SettingsIntent = SettingsInput['intent']

/**
 * The setup page's forms: the member's name (accounts made from the command line or the
 * environment), a first sign-in address (accounts made before e-mail sign-in), then two-factor
 * sign-in. Its start may come without the password: right after accepting an invitation the page
 * does not ask for it again (the action decides whether it may be left out).
 */
export const SetupAction = z.discriminatedUnion('intent', [
  DisplayNameSchema,
  AccountEmailSchema.extend({ intent: z.literal('email') }),
  StartTwoFactorSchema.extend({ password: passwordAgain.optional() }),
  ConfirmTwoFactorSchema,
])
export type SetupInput = z.infer<typeof SetupAction>

/** The account forms' fields whose values never travel back in a reply. */
export const ACCOUNT_HIDDEN_FIELDS = ['currentPassword', 'newPassword', 'confirmPassword', 'password', 'code']

/** What Settings says after each change (it redirects with `?saved=<key>`). */
export const SETTINGS_SAVED = {
  password: 'Password changed. Your other sessions were signed out.',
  '2fa-on': 'Two-factor sign-in is on. Your other sessions were signed out.',
  sessions: 'Your other sessions were signed out.',
  email: 'Sign-in address changed. A note about it went to your old address.',
  name: 'Your name was changed.',
  notifications: 'Your e-mail preferences were saved.',
} as const
export type SettingsSaved = keyof typeof SETTINGS_SAVED

/** A new two-factor secret as the setup step shows it, once. */
export interface TwoFactorSetup {
  totpUri: string
  secret: string
  backupCodes: string[]
  /** The setup link as a QR code (an SVG data URI drawn on the server). */
  qr: string
}

/**
 * What Settings and the setup page answer a form with when they do not redirect: the Conform reply
 * (errors at their fields, the form's own under ''), and beside it what is shown this once: the new
 * two-factor secret while it waits for a code, or backup codes just made again.
 */
export interface AccountFormReply {
  result: SubmissionResult<string[]>
  setup?: TwoFactorSetup
  backupCodes?: string[]
}

/** The reply, if it answers a form posted with one of these intents (a page of several forms shows it at that form). */
export function replyFor(
  result: SubmissionResult<string[]> | undefined,
  ...intents: string[]
): SubmissionResult<string[]> | undefined {
  const intent = result?.initialValue?.intent
  return typeof intent === 'string' && intents.includes(intent) ? result : undefined
}

/** A field's errors in a reply ('' for the form's own), as the fields take them. */
export const errorsAt = (
  result: SubmissionResult<string[]> | undefined,
  name: string,
): string[] | undefined => result?.error?.[name] ?? undefined

/**
 * Which step the sign-in page shows after a reply: the code step once the password was accepted
 * (a reply to the password step without errors) and while a code is refused (an error at the code
 * field); the password step again for anything refused as a whole (a wrong password, the throttle,
 * a sign-in that took too long).
 */
export function signInStep(result: SubmissionResult<string[]> | undefined): 'password' | 'code' {
  const intent = result?.initialValue?.intent
  if (intent === 'password') return result?.status === 'success' ? 'code' : 'password'
  if (intent === 'code') return errorsAt(result, 'code') ? 'code' : 'password'
  return 'password'
}
