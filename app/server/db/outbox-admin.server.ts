import type { Kysely, Transaction } from 'kysely'
import type { OutboxStatus } from '~/lib/constants'
import { containsInsensitive, getDb } from './client.server'
import { pageWindow, toListPage, type ListPage } from './list-page.server'
import type { Database, EmailOutboxRow } from './schema.server'
import { sameAddress } from './triage.server'

export type OutboxEntry = Pick<
  EmailOutboxRow,
  | 'id'
  | 'to'
  | 'subject'
  | 'status'
  | 'attempts'
  | 'next_attempt_at'
  | 'last_error'
  | 'created_at'
  | 'sent_at'
>

/** The admin's outbox page: newest first, ADMIN_PAGE_SIZE a page, optionally one state. */
export async function listOutboxEmails({
  page,
  status,
}: { page?: number; status?: OutboxStatus } = {}): Promise<ListPage<OutboxEntry>> {
  let filtered = getDb().selectFrom('email_outbox')
  if (status) filtered = filtered.where('status', '=', status)
  const window = pageWindow(page)
  const [count, items] = await Promise.all([
    filtered.select((eb) => eb.fn.countAll<string | number>().as('n')).executeTakeFirstOrThrow(),
    filtered
      .select([
        'id',
        'to',
        'subject',
        'status',
        'attempts',
        'next_attempt_at',
        'last_error',
        'created_at',
        'sent_at',
      ])
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(window.limit)
      .offset(window.offset)
      .execute(),
  ])
  return toListPage(items, Number(count.n), window.page)
}

/** E-mails to an address or mentioning it (the notices about a submission quote the sender's address). */
async function idsAboutAddress(executor: Kysely<Database> | Transaction<Database>, email: string) {
  const address = email.trim().toLowerCase()
  const candidates = await executor
    .selectFrom('email_outbox')
    .select(['id', 'to', 'subject', 'text'])
    .where((eb) =>
      eb.or([
        sameAddress(eb.ref('to'), address),
        containsInsensitive(eb.ref('subject'), address),
        containsInsensitive(eb.ref('text'), address),
      ]),
    )
    .execute()
  // "contains" also matches longer addresses (ann@x.com in joann@x.com): keep whole-address matches only.
  const escaped = address.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
  const whole = new RegExp(`(^|[^a-z0-9._%+-])${escaped}($|[^a-z0-9.-]|\\.(?![a-z0-9]))`, 'i')
  return candidates
    .filter((e) => e.to.toLowerCase() === address || whole.test(e.subject) || whole.test(e.text))
    .map((e) => e.id)
}

export async function findEmailsByAddress(email: string): Promise<EmailOutboxRow[]> {
  const ids = await idsAboutAddress(getDb(), email)
  if (ids.length === 0) return []
  return getDb()
    .selectFrom('email_outbox')
    .selectAll()
    .where('id', 'in', ids)
    .orderBy('created_at', 'desc')
    .execute()
}

/** Inside the erasure's transaction; returns how many were deleted. */
export async function deleteEmailsByAddress(
  executor: Kysely<Database> | Transaction<Database>,
  email: string,
): Promise<number> {
  const ids = await idsAboutAddress(executor, email)
  if (ids.length === 0) return 0
  const result = await executor.deleteFrom('email_outbox').where('id', 'in', ids).executeTakeFirst()
  return Number(result.numDeletedRows)
}
