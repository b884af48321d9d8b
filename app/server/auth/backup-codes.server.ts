import { randomInt } from 'node:crypto'

/**
 * The characters of a backup code: lower-case letters and digits without those read as one another
 * (0 and o, 1, l and i), so a code copied by hand from paper is typed right.
 */
export const BACKUP_CODE_ALPHABET = '23456789abcdefghjkmnpqrstuvwxyz'
const BACKUP_CODE_COUNT = 10
const BACKUP_CODE_LENGTH = 10

/**
 * Ten codes of ten characters as `xxxxx-xxxxx` (about 49 bits each; a code is tried only after the
 * password, and sign-in is throttled). Given to the two-factor plugin, which uses it when it turns
 * two-factor sign-in on and when a member makes new codes; used too by two-factor-enrolment.server.ts.
 */
export function generateBackupCodes(): string[] {
  return Array.from({ length: BACKUP_CODE_COUNT }, () => {
    const code = Array.from(
      { length: BACKUP_CODE_LENGTH },
      () => BACKUP_CODE_ALPHABET[randomInt(BACKUP_CODE_ALPHABET.length)],
    ).join('')
    return `${code.slice(0, 5)}-${code.slice(5)}`
  })
}
