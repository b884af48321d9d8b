import { renderSVG } from 'uqr'
import { z } from 'zod'
import { getAuth } from '~/server/auth/auth.server'
import type { StaffSession } from '~/server/auth/staff-session.server'
import { startTwoFactorWithoutPassword } from '~/server/auth/two-factor-enrolment.server'
import { callAccountApi, type AccountResult } from './account-api.server'
import { TotpUri, type TwoFactorSetup } from './contract'
import { withPasswordThrottle } from './password-check.server'
import { passwordJustTyped } from './password-just-typed.server'

/** The setup link as a QR code for the phone's camera: an SVG drawn here, as a data URI (CSP allows data: images). */
function qrDataUri(totpUri: string): string {
  return `data:image/svg+xml;base64,${Buffer.from(renderSVG(totpUri, { border: 2 })).toString('base64')}`
}

const secretOf = (totpUri: string) => new URL(totpUri).searchParams.get('secret') ?? ''

const shown = (totpUri: string, backupCodes: string[]): TwoFactorSetup => ({
  totpUri,
  secret: secretOf(totpUri),
  backupCodes,
  qr: qrDataUri(totpUri),
})

const EnableAnswer = z.object({ totpURI: z.string(), backupCodes: z.array(z.string()) })

/**
 * Step 1 of turning on two-factor sign-in (Settings, the setup page), with the password again: a
 * new secret and backup codes, shown once, pending until a code from the app confirms them.
 */
export async function startTwoFactorSetup(
  request: Request,
  userId: string,
  password: string,
): Promise<AccountResult<TwoFactorSetup>> {
  const auth = await getAuth()
  return withPasswordThrottle(userId, () =>
    callAccountApi(
      () => auth.api.enableTwoFactor({ body: { password }, headers: request.headers, asResponse: true }),
      (body) => {
        const { totpURI, backupCodes } = EnableAnswer.parse(body)
        return shown(totpURI, backupCodes)
      },
    ),
  )
}

/**
 * The same step on the setup page without the password, in the minutes after accepting an
 * invitation (passwordJustTyped decides); 'password-needed' otherwise, and the page asks for it.
 */
export async function startTwoFactorSetupJustJoined(
  staff: Pick<StaffSession, 'userId' | 'email' | 'signedInAt'>,
): Promise<AccountResult<TwoFactorSetup> | { ok: false; problem: 'password-needed' }> {
  if (!(await passwordJustTyped(staff))) return { ok: false, problem: 'password-needed' }
  const started = await startTwoFactorWithoutPassword(staff.userId)
  if (!started.ok) return { ok: false, error: 'That did not work. Please try again.' }
  return { ok: true, setCookie: [], ...shown(started.totpUri, started.backupCodes) }
}

/**
 * The pending setup drawn again from its link (which the confirm form carries), when its code was
 * refused: the key and QR code, not the backup codes (they were shown once). Undefined for
 * anything that is not a setup link.
 */
export function setupShownAgain(totpUri: unknown): TwoFactorSetup | undefined {
  const uri = TotpUri.safeParse(totpUri)
  if (!uri.success) return undefined
  return shown(uri.data, [])
}
