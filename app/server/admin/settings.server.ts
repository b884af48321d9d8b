import { data, redirect } from 'react-router'
import { z } from 'zod'
import { ADMIN_MIN_PASSWORD_LENGTH } from '~/lib/constants'
import {
  changePassword,
  confirmTwoFactorSetup,
  disableTwoFactor,
  startTwoFactorSetup,
} from '../auth/account.server'
import type { StaffSession } from '../auth/staff-session.server'
import { endOtherSessions } from '../auth/sessions.server'
import { recordAudit } from '../db/audit-log.server'
import { countOf } from '~/lib/plural'

export const SettingsAction = z.discriminatedUnion('intent', [
  z.object({
    intent: z.literal('password'),
    currentPassword: z.string().min(1, 'Enter your current password.'),
    newPassword: z
      .string()
      .min(
        ADMIN_MIN_PASSWORD_LENGTH,
        `The new password must be at least ${ADMIN_MIN_PASSWORD_LENGTH} characters long.`,
      )
      .max(128, 'The new password must be at most 128 characters long.'),
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
  z.object({ intent: z.literal('2fa-disable'), password: z.string().min(1, 'Enter your password.') }),
  z.object({ intent: z.literal('sessions-end-others') }),
])
export type SettingsInput = z.infer<typeof SettingsAction>

/** What a settings form answers when it does not redirect. */
export interface SettingsResult {
  form: SettingsInput['intent']
  error?: string
  fieldErrors?: Record<string, string[] | undefined>
  setup?: { totpUri: string; secret: string; backupCodes: string[] }
}

function withCookies(to: string, setCookie: string[]): never {
  const headers = new Headers({ 'Cache-Control': 'no-store' })
  for (const cookie of setCookie) headers.append('Set-Cookie', cookie)
  throw redirect(to, { headers })
}

const fail = (form: SettingsInput['intent'], error: string, extra: Partial<SettingsResult> = {}) =>
  data<SettingsResult>({ form, error, ...extra }, { status: 400 })

/** Runs one settings form; success redirects (with the renewed session cookie), failure returns its error. */
export async function runSettingsAction(request: Request, admin: StaffSession, input: SettingsInput) {
  if (input.intent === 'password') {
    if (input.newPassword !== input.confirmPassword)
      return fail('password', 'The two new passwords are not the same.')
    const result = await changePassword(request, admin.userId, input.currentPassword, input.newPassword)
    if (!result.ok) return fail('password', result.error)
    await recordAudit({
      actor: admin.username,
      action: 'password.changed',
      target: 'other sessions signed out',
    })
    return withCookies('/admin/settings?saved=password', result.setCookie)
  }
  if (input.intent === '2fa-start') {
    const result = await startTwoFactorSetup(request, admin.userId, input.password)
    if (!result.ok) return fail('2fa-start', result.error)
    const setup = { totpUri: result.totpUri, secret: result.secret, backupCodes: result.backupCodes }
    return data<SettingsResult>({ form: '2fa-start', setup })
  }
  if (input.intent === '2fa-confirm') {
    const result = await confirmTwoFactorSetup(request, admin.userId, input.code)
    const secret = new URL(input.totpUri).searchParams.get('secret') ?? ''
    if (!result.ok)
      return fail('2fa-confirm', result.error, { setup: { totpUri: input.totpUri, secret, backupCodes: [] } })
    await recordAudit({
      actor: admin.username,
      action: 'two-factor.enabled',
      target: 'other sessions signed out',
    })
    return withCookies('/admin/settings?saved=2fa-on', result.setCookie)
  }
  if (input.intent === 'sessions-end-others') {
    const ended = await endOtherSessions(admin.userId, admin.sessionId)
    await recordAudit({
      actor: admin.username,
      action: 'sessions.ended',
      target: countOf(ended, 'other session'),
    })
    throw redirect('/admin/settings?saved=sessions', { headers: { 'Cache-Control': 'no-store' } })
  }
  const result = await disableTwoFactor(request, admin.userId, admin.sessionId, input.password)
  if (!result.ok) return fail('2fa-disable', result.error)
  await recordAudit({
    actor: admin.username,
    action: 'two-factor.disabled',
    target: 'other sessions signed out',
  })
  return withCookies('/admin/settings?saved=2fa-off', result.setCookie)
}
