import type { Kysely, Transaction } from 'kysely'
import type { ContactStatus } from '~/lib/constants'
import { nowIso } from '~/lib/time'
import { containsInsensitive, getDb } from './client.server'
import { queueEmails, type OutgoingEmail } from './email-outbox.server'
import { pageWindow, toListPage, type ListPage, type ListQuery } from './list-page.server'
import type { Database } from './schema.server'

export interface NewContactSubmission {
  name: string
  email: string
  phone: string | null
  subject: string
  message: string
  ipHash: string | null
}

export interface ContactSubmission {
  id: number
  name: string
  email: string
  phone: string | null
  subject: string
  message: string
  status: ContactStatus
  createdAt: string
}

/**
 * Stores a contact submission and the e-mails about it in one transaction: both are kept, or
 * neither. `emailsFor` receives the new id (the reference quoted in the e-mails).
 */
export async function createContactSubmission(
  input: NewContactSubmission,
  emailsFor: (id: number) => OutgoingEmail[],
): Promise<number> {
  return getDb()
    .transaction()
    .execute(async (trx: Transaction<Database>) => {
      const { id } = await trx
        .insertInto('contact_submissions')
        .values({
          name: input.name,
          email: input.email,
          phone: input.phone,
          subject: input.subject,
          message: input.message,
          ip_hash: input.ipHash,
          created_at: nowIso(),
        })
        .returning('id')
        .executeTakeFirstOrThrow()
      await queueEmails(trx, emailsFor(id), { contactSubmissionId: id })
      return id
    })
}

/** Newest first, ADMIN_PAGE_SIZE a page, optionally filtered by status and a search term. */
export async function listContactSubmissions({ page, q, status }: ListQuery<ContactStatus> = {}): Promise<
  ListPage<ContactSubmission>
> {
  const term = q?.trim()
  let filtered = getDb().selectFrom('contact_submissions')
  if (status) filtered = filtered.where('status', '=', status)
  if (term) {
    filtered = filtered.where((eb) =>
      eb.or(
        (['name', 'email', 'subject', 'message'] as const).map((c) => containsInsensitive(eb.ref(c), term)),
      ),
    )
  }
  const window = pageWindow(page)
  const [count, rows] = await Promise.all([
    filtered.select((eb) => eb.fn.countAll<string | number>().as('n')).executeTakeFirstOrThrow(),
    filtered
      .select(['id', 'name', 'email', 'phone', 'subject', 'message', 'status', 'created_at'])
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(window.limit)
      .offset(window.offset)
      .execute(),
  ])
  const items = rows.map(({ created_at, ...row }) => ({ ...row, createdAt: created_at }))
  return toListPage(items, Number(count.n), window.page)
}

export async function countContactSubmissions(): Promise<number> {
  const row = await getDb()
    .selectFrom('contact_submissions')
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .executeTakeFirstOrThrow()
  return Number(row.n)
}

/** Retention: contact messages received before `iso` (their e-mails first: see email-outbox). Returns how many. */
export async function deleteContactSubmissionsReceivedBefore(
  executor: Kysely<Database> | Transaction<Database>,
  iso: string,
): Promise<number> {
  const result = await executor
    .deleteFrom('contact_submissions')
    .where('created_at', '<', iso)
    .executeTakeFirst()
  return Number(result.numDeletedRows)
}
