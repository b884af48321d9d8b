import { createHmac } from 'node:crypto'
import { getStoredSecret } from './secrets.server'

/**
 * A keyed hash of something a person typed (a sign-in name that may be a mistyped password, an
 * e-mail address asked about): the same input always gives the same value, so repeated guesses
 * still group in the audit log and the throttle, but the value says nothing without the key,
 * which lives in the database's settings, never in a log.
 */
export async function keyedHash(value: string): Promise<string> {
  const key = await getStoredSecret('typed_identifier_key')
  return createHmac('sha256', key).update(value.trim().toLowerCase()).digest('hex').slice(0, 16)
}
