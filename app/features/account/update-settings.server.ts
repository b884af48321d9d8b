import { data, redirect } from 'react-router'
import { z } from 'zod'
import { STAFF_PASSWORD_MAX_LENGTH, STAFF_PASSWORD_MIN_LENGTH } from '~/contracts/staff'
import {
  changePassword,
  confirmTwoFactorSetup,
  qrDataUri,
  regenerateBackupCodes,
  startTwoFactorSetup,
} from './secure-account.server'
import { passwordProblem } from '~/server/auth/password-policy.server'
import type { StaffSession } from '~/server/auth/staff-session.server'
import { endOtherSessions } from '~/server/auth/sessions.server'
import { recordAudit } from '~/server/db/audit-log.server'
import { countOf } from '~/lib/plural'

export const SettingsAction = z.discriminatedUnion('intent', [
  z.object({
    intent: z.literal('password'),
    currentPassword: z.string().min(1, 'Enter your current password.'),
    newPassword: z
      .string()
      .min(
        STAFF_PASSWORD_MIN_LENGTH,
        `The new password must be at least ${STAFF_PASSWORD_MIN_LENGTH} characters long.`,
      )
      .max(
        STAFF_PASSWORD_MAX_LENGTH,
        `The new password must be at most ${STAFF_PASSWORD_MAX_LENGTH} characters long.`,
      ),
    confirmPassword: z.string(),
  }),
  z.object({ intent: z.literal('2fa-start'), password: z.string().min(1, 'Enter your password.') }),
  z.object({
    intent: z.literal('2fa-confirm'),
    code: z
      .string()
      .trim()
      .regex(/^\d{6}$/, 'Enter the 6-digit code from your app.'),
    totpUri: z.string().startsWith('otpauth://totp/').max(500),
  }),
  z.object({ intent: z.literal('backup-codes'), password: z.string().min(1, 'Enter your password.') }),
  z.object({ intent: z.literal('sessions-end-others') }),
])
export type SettingsInput = z.infer<typeof SettingsAction>
export const SETTINGS_INTENTS = [
  'password',
  '2fa-start',
  '2fa-confirm',
  'backup-codes',
  'sessions-end-others',
] as const

/** What a settings form answers when it does not redirect. */
export interface SettingsResult {
  form: SettingsInput['intent']
  error?: string
  fieldErrors?: Record<string, string[] | undefined>
  setup?: { totpUri: string; secret: string; backupCodes: string[]; qr: string }
  /** New backup codes, shown this once. */
  backupCodes?: string[]
}

function withCookies(to: string, setCookie: string[]): never {
  const headers = new Headers({ 'Cache-Control': 'no-store' })
  for (const cookie of setCookie) headers.append('Set-Cookie', cookie)
  throw redirect(to, { headers })
}

const fail = (form: SettingsInput['intent'], error: string, extra: Partial<SettingsResult> = {}) =>
  data<SettingsResult>({ form, error, ...extra }, { status: 400 })

/**
 * Runs one account form (Settings, and the setup page for two-factor sign-in); success redirects
 * (with the renewed session cookie) to `twoFactorDone` after enrolment, to Settings otherwise.
 */
export async function runSettingsAction(
  request: Request,
  staff: StaffSession,
  input: SettingsInput,
  { twoFactorDone = '/admin/settings?saved=2fa-on' }: { twoFactorDone?: string } = {},
) {
  if (input.intent === 'password') {
    if (input.newPassword !== input.confirmPassword)
      return fail('password', 'The two new passwords are not the same.')
    const weak = passwordProblem(input.newPassword, staff)
    if (weak) return fail('password', weak)
    const result = await changePassword(request, staff.userId, input.currentPassword, input.newPassword)
    if (!result.ok) return fail('password', result.error)
    await recordAudit({
      actor: staff.username,
      action: 'password.changed',
      target: 'other sessions signed out',
    })
    return withCookies('/admin/settings?saved=password', result.setCookie)
  }
  if (input.intent === '2fa-start') {
    const result = await startTwoFactorSetup(request, staff.userId, input.password)
    if (!result.ok) return fail('2fa-start', result.error)
    const setup = {
      totpUri: result.totpUri,
      secret: result.secret,
      backupCodes: result.backupCodes,
      qr: result.qr,
    }
    return data<SettingsResult>({ form: '2fa-start', setup })
  }
  if (input.intent === '2fa-confirm') {
    const result = await confirmTwoFactorSetup(request, staff.userId, input.code)
    const secret = new URL(input.totpUri).searchParams.get('secret') ?? ''
    if (!result.ok) {
      const setup = { totpUri: input.totpUri, secret, backupCodes: [], qr: qrDataUri(input.totpUri) }
      return fail('2fa-confirm', result.error, { setup })
    }
    await recordAudit({
      actor: staff.username,
      action: 'two-factor.enabled',
      target: 'other sessions signed out',
    })
    return withCookies(twoFactorDone, result.setCookie)
  }
  if (input.intent === 'backup-codes') {
    const result = await regenerateBackupCodes(request, staff.userId, input.password)
    if (!result.ok) return fail('backup-codes', result.error)
    await recordAudit({
      actor: staff.username,
      action: 'two-factor.backup-codes',
      target: 'the old codes stop working',
    })
    return data<SettingsResult>({ form: 'backup-codes', backupCodes: result.backupCodes })
  }
  const ended = await endOtherSessions(staff.userId, staff.sessionId)
  await recordAudit({
    actor: staff.username,
    action: 'sessions.ended',
    target: countOf(ended, 'other session'),
  })
  throw redirect('/admin/settings?saved=sessions', { headers: { 'Cache-Control': 'no-store' } })
}
