import { renderSVG } from 'uqr'
import { z } from 'zod'
import { getAuth } from '~/server/auth/auth.server'
import { callAccountApi, type AccountResult } from './account-api.server'
import { TotpUri, type TwoFactorSetup } from './contract'
import { withPasswordThrottle } from './password-check.server'

/** The setup link as a QR code for the phone's camera: an SVG drawn here, as a data URI (CSP allows data: images). */
function qrDataUri(totpUri: string): string {
  return `data:image/svg+xml;base64,${Buffer.from(renderSVG(totpUri, { border: 2 })).toString('base64')}`
}

const secretOf = (totpUri: string) => new URL(totpUri).searchParams.get('secret') ?? ''

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
        return { totpUri: totpURI, secret: secretOf(totpURI), backupCodes, qr: qrDataUri(totpURI) }
      },
    ),
  )
}

/**
 * The pending setup drawn again from its link (which the confirm form carries), when its code was
 * refused: the key and QR code, not the backup codes (they were shown once). Undefined for
 * anything that is not a setup link.
 */
export function setupShownAgain(totpUri: unknown): TwoFactorSetup | undefined {
  const uri = TotpUri.safeParse(totpUri)
  if (!uri.success) return undefined
  return { totpUri: uri.data, secret: secretOf(uri.data), backupCodes: [], qr: qrDataUri(uri.data) }
}
