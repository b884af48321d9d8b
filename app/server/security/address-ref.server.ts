import { createHmac } from 'node:crypto'
import { getStoredSecret } from './secrets.server'

/**
 * A salted hash of an e-mail address (any case): the audit log and the logs can tell two entries
 * about one person apart, never who. The salt stays in the database, so a log alone names no one.
 */
export async function addressRef(email: string): Promise<string> {
  const salt = await getStoredSecret('privacy_ref_salt')
  return createHmac('sha256', salt).update(email.trim().toLowerCase()).digest('hex').slice(0, 16)
}

/** Text for the logs with every word that holds an @ (an e-mail address, `<asha@example.com>:`) replaced. */
export function withoutAddresses(text: string): string {
  return text
    .split(' ')
    .map((word) => (word.includes('@') ? '[address]' : word))
    .join(' ')
}
