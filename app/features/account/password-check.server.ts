import { getConfig } from '~/server/config.server'
import { releaseLoginAttempt, reserveLoginAttempt } from '~/server/db/login-throttle.server'
import { verifyStaffPassword } from '~/server/auth/staff.server'
import { countOf } from '~/lib/plural'
import { WRONG_PASSWORD, type AccountResult } from './account-api.server'

/**
 * A check of the signed-in member's current password (Settings, the setup page), throttled like
 * sign-in: a stolen session must not become a way to guess the password. LOGIN_MAX_FAILURES wrong
 * passwords per member in 15 minutes, counted before the check (see reserveLoginAttempt).
 */
export async function withPasswordThrottle<T>(
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
