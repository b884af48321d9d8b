import { inTransaction } from '~/server/db/transaction.server'
import { changeStaffKeepingAnOwner, type StaffChange } from '~/server/auth/staff.server'
import type { TeamOutcome } from './contract'

/**
 * A new role or status, unless it would leave no active owner: the check and the write are one
 * step (see changeStaffKeepingAnOwner), so two owners demoting each other at once keep one.
 * Null when changed, else the refusal.
 */
export async function changeKeepingAnOwner(
  memberId: string,
  change: StaffChange,
): Promise<TeamOutcome | null> {
  const outcome = await inTransaction((trx) => changeStaffKeepingAnOwner(trx, memberId, change))
  if (outcome === 'changed') return null
  return { ok: false, problem: outcome }
}
