import type { BetterAuthPlugin } from 'better-auth'
import { APIError, createAuthEndpoint, createAuthMiddleware, getSessionFromCtx } from 'better-auth/api'
import { symmetricDecrypt } from 'better-auth/crypto'
import { base32 } from '@better-auth/utils/base32'
import { createOTP } from '@better-auth/utils/otp'
import { timingSafeEqual } from 'node:crypto'
import { z } from 'zod'
import { claimTotpStep } from '../db/totp-steps.server'

const TOTP_PERIOD_SECONDS = 30
/** The library accepts the step before and after the current one (clocks drift); so do we. */
const TOTP_WINDOW = 1
const TWO_FACTOR_COOKIE = 'two_factor'

const TwoFactorRow = z.object({ secret: z.string() })

function sameCode(a: string, b: string): boolean {
  return a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b))
}

/** The secret as the two-factor plugin stores it: encrypted, imported ones as `base32:…`. */
async function decryptSecret(key: Parameters<typeof symmetricDecrypt>[0]['key'], data: string) {
  const secret = await symmetricDecrypt({ key, data })
  if (!secret.startsWith('base32:')) return secret
  return new TextDecoder().decode(base32.decode(secret.slice(7).toUpperCase()))
}

/** Which time step `code` belongs to, within the accepted window; null when none. */
async function matchedStep(secret: string, code: string, now = Date.now()): Promise<number | null> {
  const otp = createOTP(secret, { period: TOTP_PERIOD_SECONDS, digits: 6 })
  const current = Math.floor(now / (TOTP_PERIOD_SECONDS * 1000))
  let matched: number | null = null
  // Every candidate is computed and compared, so the time taken says nothing about which matched.
  for (let step = current - TOTP_WINDOW; step <= current + TOTP_WINDOW; step++) {
    if (sameCode(await otp.hotp(step), code) && matched === null) matched = step
  }
  return matched
}

/**
 * An authenticator code works once (RFC 6238 §5.2), which the two-factor plugin of better-auth
 * 1.7.25 does not enforce. Before its verify-totp endpoint runs, this finds the admin (the signed-in
 * one, or the one of the pending sign-in), works out which time step the code belongs to, and
 * claims that step: a step already used, or older than one used, is refused as a wrong code and
 * the sign-in challenge stays open for the next code. A wrong code is left to the plugin.
 * Remove this when the plugin records the last used step itself.
 */
export function totpOnce() {
  return {
    id: 'brightpath-totp-once',
    hooks: {
      before: [
        {
          matcher: (context) => context.path === '/two-factor/verify-totp',
          handler: createAuthMiddleware(async (ctx) => {
            const code = z.object({ code: z.string() }).safeParse(ctx.body)
            if (!code.success) return
            const userId = await pendingUserId(ctx)
            if (!userId) return
            const row = await ctx.context.adapter.findOne<unknown>({
              model: 'twoFactor',
              where: [{ field: 'userId', value: userId }],
            })
            const stored = TwoFactorRow.safeParse(row)
            if (!stored.success) return
            const secret = await decryptSecret(ctx.context.secretConfig, stored.data.secret)
            const step = await matchedStep(secret, code.data.code)
            if (step === null) return
            if (!(await claimTotpStep(userId, step))) {
              throw APIError.from('UNAUTHORIZED', { code: 'INVALID_CODE', message: 'Invalid code' })
            }
          }),
        },
      ],
    },
  } satisfies BetterAuthPlugin
}

type HookContext = Parameters<Parameters<typeof createAuthMiddleware>[0]>[0]

/**
 * Who a sign-in waiting for its code belongs to, read from the two-factor challenge the server
 * set (a signed cookie naming a stored verification), never from anything the form sends. For the
 * server's own calls only: the library's HTTP handler is not mounted.
 */
export function pendingSignIn() {
  return {
    id: 'brightpath-pending-sign-in',
    endpoints: {
      pendingSignIn: createAuthEndpoint('/brightpath/pending-sign-in', { method: 'GET' }, async (ctx) =>
        ctx.json({ userId: await pendingUserId(ctx) }),
      ),
    },
  } satisfies BetterAuthPlugin
}

/** The signed-in member, or the member whose sign-in waits for this code (the plugin's own cookie). */
async function pendingUserId(ctx: HookContext): Promise<string | null> {
  const session = await getSessionFromCtx(ctx)
  if (session) return session.user.id
  const cookie = ctx.context.createAuthCookie(TWO_FACTOR_COOKIE)
  const identifier = await ctx.getSignedCookie(cookie.name, ctx.context.secret)
  if (!identifier) return null
  const pending = await ctx.context.internalAdapter.findVerificationValue(identifier)
  return pending?.value ?? null
}
