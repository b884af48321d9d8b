import { listStaff } from '~/server/auth/staff.server'
import { canOwn, type OwnedWork, type OwnerChoice } from './contract'
import { displayName } from './staff-names.server'

/**
 * Who can be given this work, as an assign list offers them: active members allowed to act on its
 * records (for applications the Recruiters and owners, for briefs Sales and owners), by name.
 */
export async function listOwnerChoices(work: OwnedWork): Promise<OwnerChoice[]> {
  return (await listStaff())
    .filter((member) => canOwn(member, work))
    .map((member) => ({ username: member.username, name: displayName(member), role: member.role }))
    .sort((a, b) => a.name.localeCompare(b.name, 'en') || a.username.localeCompare(b.username))
}
