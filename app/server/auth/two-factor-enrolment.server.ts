import { generateRandomString, symmetricEncrypt } from 'better-auth/crypto'
import { createOTP } from '@better-auth/utils/otp'
import { z } from 'zod'
import { getAuth, TOTP_ISSUER } from './auth.server'
import { generateBackupCodes } from './backup-codes.server'

/*
 * Two-factor enrolment without the password, the one start the library cannot make.
 */

const TwoFactorRow = z.object({ id: z.string(), verified: z.union([z.boolean(), z.number(), z.null()]) })

/**
 * Starts two-factor sign-in as the plugin's enable endpoint does (a new secret and backup codes,
 * stored encrypted and unverified until a code from the app confirms them through its verify
 * endpoint), without the password that endpoint always asks. Only for the setup page right after
 * an invitation was accepted, which decides that (account/start-two-factor-setup.server.ts).
 * Written against better-auth 1.7.25's two-factor plugin: same secret, same encryption, same row.
 */
export async function startTwoFactorWithoutPassword(
  userId: string,
): Promise<
  { ok: true; totpUri: string; backupCodes: string[] } | { ok: false; problem: 'on' | 'not-found' }
> {
  const ctx = await (await getAuth()).$context
  const user = await ctx.internalAdapter.findUserById(userId)
  if (!user) return { ok: false, problem: 'not-found' }
  const existing = await ctx.adapter.findOne<unknown>({
    model: 'twoFactor',
    where: [{ field: 'userId', value: userId }],
  })
  const row = existing ? TwoFactorRow.parse(existing) : null
  if (row && row.verified !== false && row.verified !== 0) return { ok: false, problem: 'on' }
  const backupCodes = generateBackupCodes()
  const secret = generateRandomString(32)
  const data = {
    secret: await symmetricEncrypt({ key: ctx.secretConfig, data: secret }),
    backupCodes: await symmetricEncrypt({ key: ctx.secretConfig, data: JSON.stringify(backupCodes) }),
    verified: false,
  }
  if (row) {
    await ctx.adapter.update({ model: 'twoFactor', update: data, where: [{ field: 'id', value: row.id }] })
  } else {
    await ctx.adapter.create({ model: 'twoFactor', data: { ...data, userId } })
  }
  const totpUri = createOTP(secret, { digits: 6 }).url(TOTP_ISSUER, user.email)
  return { ok: true, totpUri, backupCodes }
}
