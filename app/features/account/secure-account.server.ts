import { APIError } from 'better-auth/api'
import { renderSVG } from 'uqr'
import { z } from 'zod'
import { getConfig } from '~/server/config.server'
import { releaseLoginAttempt, reserveLoginAttempt } from '~/server/db/login-throttle.server'
import { getAuth } from '~/server/auth/auth.server'
import { verifyStaffPassword } from '~/server/auth/staff.server'
import { endOtherSessions, sessionIdFromCookies } from '~/server/auth/sessions.server'
import { countOf } from '~/lib/plural'

export type AccountResult<T = object> =
  ({ ok: true; setCookie: string[] } & T) | { ok: false; error: string; code?: string }

const WRONG_PASSWORD = 'The current password is not right.'

async function call<T>(run: () => Promise<Response>, parse: (body: unknown) => T): Promise<AccountResult<T>> {
  try {
    const response = await run()
    const body: unknown = await response.json().catch(() => null)
    if (!response.ok) return { ok: false, ...messageFor(body) }
    return { ok: true, setCookie: response.headers.getSetCookie(), ...parse(body) }
  } catch (error) {
    if (error instanceof APIError) return { ok: false, ...messageFor(error.body) }
    throw error
  }
}

function messageFor(body: unknown): { error: string; code?: string } {
  const parsed = z.object({ code: z.string() }).safeParse(body)
  if (!parsed.success) return { error: 'That did not work. Please try again.' }
  return { error: textFor(parsed.data.code), code: parsed.data.code }
}

function textFor(code: string): string {
  if (code === 'INVALID_PASSWORD') return WRONG_PASSWORD
  if (code === 'INVALID_CODE') return 'That code is not right. Codes change every 30 seconds.'
  if (code === 'PASSWORD_TOO_SHORT') return 'The new password must be at least 12 characters long.'
  if (code === 'PASSWORD_TOO_LONG') return 'The new password must be at most 128 characters long.'
  return 'That did not work. Please try again.'
}

/**
 * A check of the signed-in admin's current password (Settings), throttled like sign-in: a stolen
 * session must not become a way to guess the password. LOGIN_MAX_FAILURES wrong passwords per
 * admin in 15 minutes, counted before the check (see reserveLoginAttempt).
 */
async function withPasswordThrottle<T>(
  userId: string,
  check: () => Promise<AccountResult<T>>,
): Promise<AccountResult<T>> {
  const key = `password-check:${userId}`
  const reservation = await reserveLoginAttempt([{ key, max: getConfig().LOGIN_MAX_FAILURES }])
  if (!reservation.allowed) {
    const minutes = Math.max(1, Math.ceil(reservation.retryAfterSeconds / 60))
    return {
      ok: false,
      code: 'THROTTLED',
      error: `Too many wrong passwords. Please wait ${countOf(minutes, 'minute')} and try again.`,
    }
  }
  let result: AccountResult<T> | undefined
  try {
    result = await check()
    return result
  } finally {
    if (result?.ok !== false || result.code !== 'INVALID_PASSWORD') await releaseLoginAttempt([key])
  }
}

/** Changes the signed-in admin's password and ends their other sessions. */
export async function changePassword(
  request: Request,
  userId: string,
  currentPassword: string,
  newPassword: string,
) {
  const auth = await getAuth()
  return withPasswordThrottle(userId, () =>
    call(
      () =>
        auth.api.changePassword({
          body: { currentPassword, newPassword, revokeOtherSessions: true },
          headers: request.headers,
          asResponse: true,
        }),
      () => ({}),
    ),
  )
}

/** The setup link as a QR code for the phone's camera: an SVG drawn here, as a data URI (CSP allows data: images). */
export function qrDataUri(totpUri: string): string {
  return `data:image/svg+xml;base64,${Buffer.from(renderSVG(totpUri, { border: 2 })).toString('base64')}`
}

const EnableAnswer = z.object({ totpURI: z.string(), backupCodes: z.array(z.string()) })

/** Step 1 of turning on two-factor sign-in: a new secret, shown once, pending until a code confirms it. */
export async function startTwoFactorSetup(request: Request, userId: string, password: string) {
  const auth = await getAuth()
  return withPasswordThrottle(userId, () =>
    call(
      () => auth.api.enableTwoFactor({ body: { password }, headers: request.headers, asResponse: true }),
      (body) => {
        const { totpURI, backupCodes } = EnableAnswer.parse(body)
        return {
          totpUri: totpURI,
          secret: new URL(totpURI).searchParams.get('secret') ?? '',
          backupCodes,
          qr: qrDataUri(totpURI),
        }
      },
    ),
  )
}

/**
 * Step 2: a code from the app proves it holds the secret; the session is renewed and the admin's
 * other sessions end (a change of how they sign in, like a new password).
 */
export async function confirmTwoFactorSetup(request: Request, userId: string, code: string) {
  const auth = await getAuth()
  const result = await call(
    () =>
      auth.api.verifyTOTP({
        body: { code: code.replace(/\s+/g, '') },
        headers: request.headers,
        asResponse: true,
      }),
    () => ({}),
  )
  if (result.ok) await endOtherSessions(userId, await sessionIdFromCookies(result.setCookie))
  return result
}

const BackupCodesAnswer = z.object({ backupCodes: z.array(z.string()) })

/** New backup codes (the password again); the old ones stop working. Shown once. */
export async function regenerateBackupCodes(request: Request, userId: string, password: string) {
  const auth = await getAuth()
  return withPasswordThrottle(userId, () =>
    call(
      () => auth.api.generateBackupCodes({ body: { password }, headers: request.headers, asResponse: true }),
      (body) => ({ backupCodes: BackupCodesAnswer.parse(body).backupCodes }),
    ),
  )
}

/**
 * Checks the signed-in member's current password before a change that needs it (a new sign-in
 * address), throttled like every password check here.
 */
export async function checkCurrentPassword(userId: string, password: string): Promise<AccountResult> {
  return withPasswordThrottle(userId, async () =>
    (await verifyStaffPassword(userId, password))
      ? { ok: true, setCookie: [] }
      : { ok: false, code: 'INVALID_PASSWORD', error: WRONG_PASSWORD },
  )
}
