import type { Insertable } from 'kysely'
import { getDb } from './client.server'
import type { SubscriberRow, SubscribersTable } from './schema.server'
import type { DbExecutor } from './transaction.server'

export type { SubscriberRow }

/** The columns a confirmation or the preferences page writes. */
export type SubscriberChoiceColumns = Pick<
  Insertable<SubscribersTable>,
  | 'openings'
  | 'insights'
  | 'department'
  | 'location'
  | 'workplace'
  | 'employmentType'
  | 'frequency'
  | 'timeZone'
>

export async function findSubscriberById(id: number, executor: DbExecutor = getDb()) {
  return executor.selectFrom('subscribers').selectAll().where('id', '=', id).executeTakeFirst()
}

export async function findSubscriberByEmail(email: string, executor: DbExecutor = getDb()) {
  return executor
    .selectFrom('subscribers')
    .selectAll()
    .where('email', '=', email.trim().toLowerCase())
    .executeTakeFirst()
}

/** Stores a confirmed subscription: a new row, or the address's row with its new choices, active again. */
export async function upsertActiveSubscriber(
  executor: DbExecutor,
  email: string,
  choices: SubscriberChoiceColumns,
  at: string,
): Promise<number> {
  const { id } = await executor
    .insertInto('subscribers')
    .values({ email, ...choices, status: 'active', confirmedAt: at, updatedAt: at, endedAt: null })
    .onConflict((oc) =>
      oc
        .column('email')
        .doUpdateSet({ ...choices, status: 'active', confirmedAt: at, updatedAt: at, endedAt: null }),
    )
    .returning('id')
    .executeTakeFirstOrThrow()
  return id
}

/** The preferences page's save: new choices, and active again if it had been unsubscribed. */
export async function updateSubscriberChoices(
  executor: DbExecutor,
  id: number,
  choices: SubscriberChoiceColumns,
  at: string,
): Promise<void> {
  await executor
    .updateTable('subscribers')
    .set({ ...choices, status: 'active', updatedAt: at, endedAt: null })
    .where('id', '=', id)
    .execute()
}

/** Ends a subscription (unsubscribed, or stopped by a bounce or a complaint); true when it was active. */
export async function endSubscriber(
  executor: DbExecutor,
  id: number,
  status: 'unsubscribed' | 'stopped',
  at: string,
): Promise<boolean> {
  const result = await executor
    .updateTable('subscribers')
    .set({ status, updatedAt: at, endedAt: at })
    .where('id', '=', id)
    .where('status', '=', 'active')
    .executeTakeFirst()
  return Number(result.numUpdatedRows) > 0
}

/** Active subscribers of one kind of alert, in id order. */
export async function listActiveSubscribers(
  kind: 'openings' | 'insights',
  executor: DbExecutor = getDb(),
): Promise<SubscriberRow[]> {
  return executor
    .selectFrom('subscribers')
    .selectAll()
    .where('status', '=', 'active')
    .where(kind, '=', 1)
    .orderBy('id')
    .execute()
}

/** Retention: rows unsubscribed or stopped before `iso` (a hash of each address stays). Returns how many. */
export async function deleteSubscribersEndedBefore(executor: DbExecutor, iso: string): Promise<number> {
  const result = await executor
    .deleteFrom('subscribers')
    .where('status', '!=', 'active')
    .where('endedAt', '<', iso)
    .executeTakeFirst()
  return Number(result.numDeletedRows)
}

export async function deleteSubscriberByEmail(executor: DbExecutor, email: string): Promise<number> {
  const result = await executor
    .deleteFrom('subscribers')
    .where('email', '=', email.trim().toLowerCase())
    .executeTakeFirst()
  return Number(result.numDeletedRows)
}

/** The admin's counts: active subscribers by what they receive, and those who left. */
export async function countSubscribers() {
  const row = await getDb()
    .selectFrom('subscribers')
    .select((eb) => [
      eb.fn
        .sum<number | string | null>(
          eb
            .case()
            .when(eb.and([eb('status', '=', 'active'), eb('openings', '=', 1)]))
            .then(1)
            .else(0)
            .end(),
        )
        .as('openings'),
      eb.fn
        .sum<number | string | null>(
          eb
            .case()
            .when(eb.and([eb('status', '=', 'active'), eb('insights', '=', 1)]))
            .then(1)
            .else(0)
            .end(),
        )
        .as('insights'),
      eb.fn
        .sum<number | string | null>(
          eb
            .case()
            .when(eb.and([eb('status', '=', 'active'), eb('frequency', '=', 'weekly')]))
            .then(1)
            .else(0)
            .end(),
        )
        .as('weekly'),
      eb.fn
        .sum<number | string | null>(eb.case().when('status', '!=', 'active').then(1).else(0).end())
        .as('ended'),
    ])
    .executeTakeFirstOrThrow()
  return {
    openings: Number(row.openings ?? 0),
    insights: Number(row.insights ?? 0),
    weekly: Number(row.weekly ?? 0),
    ended: Number(row.ended ?? 0),
  }
}
