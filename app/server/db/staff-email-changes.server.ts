import { nowIso } from '~/lib/time'
import { getDb } from './client.server'
import type { StaffEmailChangeVia } from './schema.server'
import type { DbExecutor } from './transaction.server'

/** How long an address set without the password gets no password-reset link. */
export const UNPROVEN_ADDRESS_HOURS = 24

/** Notes that a member's sign-in address was set now, and how. */
export async function recordStaffEmailChange(
  executor: DbExecutor,
  staffId: string,
  via: StaffEmailChangeVia,
  now = new Date(),
): Promise<void> {
  await executor
    .insertInto('staff_email_changes')
    .values({ staffId, via, changedAt: nowIso(now) })
    .execute()
}

/**
 * Whether the member's current address was set without their password (on the setup page) less
 * than UNPROVEN_ADDRESS_HOURS ago: a reset link must not go there yet. An address set in Settings
 * afterwards (with the password) is the current one, and counts.
 */
export async function hasUnprovenAddress(staffId: string, now = new Date()): Promise<boolean> {
  const latest = await getDb()
    .selectFrom('staff_email_changes')
    .select(['via', 'changedAt'])
    .where('staffId', '=', staffId)
    .orderBy('changedAt', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst()
  if (latest?.via !== 'setup') return false
  return new Date(latest.changedAt).getTime() > now.getTime() - UNPROVEN_ADDRESS_HOURS * 3_600_000
}
