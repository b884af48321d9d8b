import { randomInt } from 'node:crypto'
import { isUniqueViolation } from './client.server'

/** Letters and digits nobody confuses when reading one out over the phone (no 0/O, 1/I/L, U/V). */
const REFERENCE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTWXYZ'
const REFERENCE_LENGTH = 6

/** The records a visitor is given a reference for, and the letters each reference starts with. */
export const REFERENCE_PREFIXES = { brief: 'HB', contact: 'CT', application: 'AP' } as const
export type ReferencedRecord = keyof typeof REFERENCE_PREFIXES

/**
 * A prefix and six characters (`HB-7KQ2XM`): about 595 million of each kind, drawn at random so
 * none reveals how many came before. Unique by the table's index: a drawn one that is taken
 * is drawn again (see retryOnTakenReference).
 */
export function randomReference(kind: ReferencedRecord): string {
  let code = ''
  for (let i = 0; i < REFERENCE_LENGTH; i++) code += REFERENCE_ALPHABET[randomInt(REFERENCE_ALPHABET.length)]
  return `${REFERENCE_PREFIXES[kind]}-${code}`
}

/** What a reference looks like, for telling a search for one apart from other words. */
export const REFERENCE_PATTERN = new RegExp(`^(HB|CT|AP)-[${REFERENCE_ALPHABET}]{${REFERENCE_LENGTH}}$`)

/** Whether `value` is a reference of this kind as we draw them (`HB-` and six characters of the alphabet). */
export const isReferenceOf = (kind: ReferencedRecord, value: string): boolean =>
  value.startsWith(`${REFERENCE_PREFIXES[kind]}-`) && REFERENCE_PATTERN.test(value)

/**
 * Runs `store` (a transaction that inserts a row with a freshly drawn reference) again when the
 * reference drawn was already taken, which rolled it back; up to five tries.
 */
export async function retryOnTakenReference<T>(store: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await store()
    } catch (error) {
      if (attempt >= 5 || !isUniqueViolation(error)) throw error
    }
  }
}

/** A stored record and the reference its sender was given. */
export interface SavedRecord {
  id: number
  reference: string
}
