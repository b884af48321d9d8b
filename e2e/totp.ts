import { base32 } from '@better-auth/utils/base32'
import { createOTP } from '@better-auth/utils/otp'

/**
 * The code for a key as an authenticator app shows it now, or `steps` time steps (30 s) later
 * (the key is base32, as on the settings page). A code works once; the server also accepts the
 * next step's, so a test needs not wait 30 seconds for a fresh one.
 */
export function currentTotp(key: string, steps = 0): Promise<string> {
  const otp = createOTP(new TextDecoder().decode(base32.decode(key)))
  return steps === 0 ? otp.totp() : otp.hotp(Math.floor(Date.now() / 30_000) + steps)
}
