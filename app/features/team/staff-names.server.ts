import { listStaff } from '~/server/auth/staff.server'
import type { DbExecutor } from '~/server/db/transaction.server'
import { staffName, type MemberName, type StaffMember, type StaffNames } from './contract'

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

const byName = (a: MemberName, b: MemberName) =>
  a.name.localeCompare(b.name, 'en') || a.username.localeCompare(b.username)

/** The active members by display name: whom a record can be handed to, and a note can mention. */
export async function listActiveMemberNames(): Promise<MemberName[]> {
  return (await listStaff())
    .filter((member) => member.status === 'active')
    .map((member) => ({ username: member.username, name: displayName(member) }))
    .sort(byName)
}

/** What a record's Owner panel shows. */
export interface OwnerPanelMembers {
  /** The record's owner by name (a member deactivated since included); null for nobody. */
  owner: MemberName | null
  /** The active members it can be handed to, by name. */
  members: MemberName[]
}

/** The record's owner (`assignedTo`, a username) by name, and the active members it can be handed to. */
export async function getOwnerPanel(assignedTo: string | null): Promise<OwnerPanelMembers> {
  const staff = await listStaff()
  const owner = assignedTo ? staff.find((member) => member.username === assignedTo) : undefined
  return {
    owner: assignedTo ? { username: assignedTo, name: owner ? displayName(owner) : assignedTo } : null,
    members: staff
      .filter((member) => member.status === 'active')
      .map((member) => ({ username: member.username, name: displayName(member) }))
      .sort(byName),
  }
}

/**
 * Rows that keep their owner's username (`assignedTo`, the stored key), each with that member's
 * display name beside it (`ownerName`) for the page to show; null for nobody.
 */
export async function withOwnerNames<T extends { assignedTo: string | null }>(
  rows: readonly T[],
  names?: StaffNames,
): Promise<(T & { ownerName: string | null })[]> {
  const known = names ?? (rows.some((row) => row.assignedTo) ? await listStaffNames() : {})
  return rows.map((row) => ({
    ...row,
    ownerName: row.assignedTo ? staffName(known, row.assignedTo) : null,
  }))
}
