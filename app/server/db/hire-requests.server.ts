import { randomInt } from 'node:crypto'
import type { Generated, Kysely, Transaction } from 'kysely'
import type { HireRequestStatus } from '~/contracts/hire-brief'
import { nowIso } from '~/lib/time'
import { getDb } from './client.server'
import { queueEmails, type OutgoingEmail } from './email-outbox.server'
import type { Database } from './schema.server'

export interface HireRequestsTable {
  id: Generated<number>
  reference: string
  role: string
  /** A JSON array of strings. */
  skills: string
  seniority: string
  headcount: number
  engagement: string
  duration: string
  start: string
  start_date: string | null
  arrangement: string
  city: string | null
  overlap_hours: number | null
  timezone: string | null
  budget_from: number | null
  budget_to: number | null
  budget_currency: string | null
  budget_period: string | null
  name: string
  email: string
  company: string
  job_title: string | null
  phone: string | null
  country: string
  details: string | null
  status: Generated<HireRequestStatus>
  lost_reason: string | null
  assigned_to: string | null
  created_at: string
  ip_hash: string | null
}

export interface HireRequestNotesTable {
  id: Generated<number>
  hire_request_id: number
  author: string
  body: string
  created_at: string
}

type HireTables = {
  hire_requests: HireRequestsTable
  hire_request_notes: HireRequestNotesTable
}

/** A brief as stored, skills already a list; the ids and workflow columns come from the database. */
export interface NewHireRequest {
  role: string
  skills: string[]
  seniority: string
  headcount: number
  engagement: string
  duration: string
  start: string
  startDate: string | null
  arrangement: string
  city: string | null
  overlapHours: number | null
  timezone: string | null
  budgetFrom: number | null
  budgetTo: number | null
  budgetCurrency: string | null
  budgetPeriod: string | null
  name: string
  email: string
  company: string
  jobTitle: string | null
  phone: string | null
  country: string
  details: string | null
  ipHash: string | null
}

export interface SavedHireRequest {
  id: number
  reference: string
}

const hireDb = (): Kysely<Database & HireTables> => getDb().withTables<HireTables>()

/** Letters and digits nobody confuses when reading one out over the phone (no 0/O, 1/I/L, U/V). */
const REFERENCE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTWXYZ'

/** `HB-` and six characters: about 595 million references, drawn at random so none reveals a count. */
export function randomReference(): string {
  let code = ''
  for (let i = 0; i < 6; i++) code += REFERENCE_ALPHABET[randomInt(REFERENCE_ALPHABET.length)]
  return `HB-${code}`
}

function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code
  // SQLite (better-sqlite3) and PostgreSQL's unique_violation.
  return code === 'SQLITE_CONSTRAINT_UNIQUE' || code === '23505'
}

/**
 * Stores a brief and the e-mails about it in one transaction: both are kept, or neither.
 * `emailsFor` receives the new id and reference (quoted in the e-mails). A drawn reference that
 * is already taken rolls the transaction back, and it is tried again with another.
 */
export async function createHireRequest(
  input: NewHireRequest,
  emailsFor: (saved: SavedHireRequest) => OutgoingEmail[],
  newReference: () => string = randomReference,
): Promise<SavedHireRequest> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await hireDb()
        .transaction()
        .execute(async (trx) => {
          const { ipHash, skills, startDate, overlapHours, budgetFrom, budgetTo, ...rest } = input
          const saved = await trx
            .insertInto('hire_requests')
            .values({
              reference: newReference(),
              role: rest.role,
              skills: JSON.stringify(skills),
              seniority: rest.seniority,
              headcount: rest.headcount,
              engagement: rest.engagement,
              duration: rest.duration,
              start: rest.start,
              start_date: startDate,
              arrangement: rest.arrangement,
              city: rest.city,
              overlap_hours: overlapHours,
              timezone: rest.timezone,
              budget_from: budgetFrom,
              budget_to: budgetTo,
              budget_currency: rest.budgetCurrency,
              budget_period: rest.budgetPeriod,
              name: rest.name,
              email: rest.email,
              company: rest.company,
              job_title: rest.jobTitle,
              phone: rest.phone,
              country: rest.country,
              details: rest.details,
              created_at: nowIso(),
              ip_hash: ipHash,
            })
            .returning(['id', 'reference'])
            .executeTakeFirstOrThrow()
          // The same transaction, typed without the brief's tables (schema.server.ts does not list
          // them yet: the lead folds them in at merge); queueEmails only touches email_outbox.
          await queueEmails(trx as unknown as Transaction<Database>, emailsFor(saved))
          return saved
        })
    } catch (error) {
      if (attempt >= 5 || !isUniqueViolation(error)) throw error
    }
  }
}

export async function countHireRequests(): Promise<number> {
  const { n } = await hireDb()
    .selectFrom('hire_requests')
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .executeTakeFirstOrThrow()
  return Number(n)
}

/** A stored brief by its reference, skills as a list (null when there is none). */
export async function findHireRequestByReference(reference: string) {
  const row = await hireDb()
    .selectFrom('hire_requests')
    .selectAll()
    .where('reference', '=', reference)
    .executeTakeFirst()
  return row ? { ...row, skills: JSON.parse(row.skills) as string[] } : null
}
