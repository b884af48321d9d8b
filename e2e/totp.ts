import { base32 } from '@better-auth/utils/base32'
import { createOTP } from '@better-auth/utils/otp'

/** The current code for a key as an authenticator app shows it (the key is base32, as on the settings page). */
export function currentTotp(key: string): Promise<string> {
  return createOTP(new TextDecoder().decode(base32.decode(key))).totp()
}
