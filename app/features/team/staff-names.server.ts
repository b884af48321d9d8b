import { listStaff } from '~/server/auth/staff.server'
import type { DbExecutor } from '~/server/db/transaction.server'
import type { StaffMember, StaffNames } from './contract'

/** A member's display name: the name they gave, or their username when they gave none. */
export function displayName(member: Pick<StaffMember, 'name' | 'username'>): string {
  return member.name.trim() || member.username
}

/**
 * Every member's display name by username (deactivated members too: old records name them), for
 * lists that store a username and show a person. Read through `executor` inside a transaction.
 */
export async function listStaffNames(executor?: DbExecutor): Promise<StaffNames> {
  const names: StaffNames = {}
  for (const member of await listStaff(executor)) names[member.username] = displayName(member)
  return names
}
