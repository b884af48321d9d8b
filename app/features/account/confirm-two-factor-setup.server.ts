import { getAuth } from '~/server/auth/auth.server'
import { endOtherSessions, sessionIdFromCookies } from '~/server/auth/sessions.server'
import type { StaffSession } from '~/server/auth/staff-session.server'
import { recordAudit } from '~/server/db/audit-log.server'
import { callAccountApi, type AccountResult } from './account-api.server'

/**
 * Step 2 of turning on two-factor sign-in: a code from the app proves it holds the secret; the
 * session is renewed (its cookies come back, for the redirect) and the member's other sessions end,
 * a change of how they sign in, like a new password.
 */
export async function confirmTwoFactorSetup(
  request: Request,
  staff: Pick<StaffSession, 'userId' | 'username'>,
  code: string,
): Promise<AccountResult> {
  const auth = await getAuth()
  const result = await callAccountApi(
    () =>
      auth.api.verifyTOTP({
        body: { code: code.replace(/\s+/g, '') },
        headers: request.headers,
        asResponse: true,
      }),
    () => ({}),
  )
  if (!result.ok) return result
  await endOtherSessions(staff.userId, await sessionIdFromCookies(result.setCookie))
  await recordAudit({
    actor: staff.username,
    action: 'two-factor.enabled',
    target: 'other sessions signed out',
  })
  return result
}
