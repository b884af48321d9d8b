import { getAuth } from '~/server/auth/auth.server'
import { passwordProblem } from '~/server/auth/password-policy.server'
import type { StaffSession } from '~/server/auth/staff-session.server'
import { recordAudit } from '~/server/db/audit-log.server'
import { callAccountApi, type AccountResult } from './account-api.server'
import type { ChangePasswordInput } from './contract'
import { withPasswordThrottle } from './password-check.server'

/**
 * Settings: the signed-in member's new password, with their current one (checked and throttled like
 * every password check). It must pass the password policy; their other sessions end. On success the
 * renewed session's cookies come back, for the redirect.
 */
export async function changePassword(
  request: Request,
  staff: StaffSession,
  input: Pick<ChangePasswordInput, 'currentPassword' | 'newPassword'>,
): Promise<AccountResult> {
  const weak = passwordProblem(input.newPassword, staff)
  if (weak) return { ok: false, code: 'WEAK_PASSWORD', error: weak }
  const auth = await getAuth()
  const result = await withPasswordThrottle(staff.userId, () =>
    callAccountApi(
      () =>
        auth.api.changePassword({
          body: {
            currentPassword: input.currentPassword,
            newPassword: input.newPassword,
            revokeOtherSessions: true,
          },
          headers: request.headers,
          asResponse: true,
        }),
      () => ({}),
    ),
  )
  if (!result.ok) return result
  await recordAudit({
    actor: staff.username,
    action: 'password.changed',
    target: 'other sessions signed out',
  })
  return result
}
