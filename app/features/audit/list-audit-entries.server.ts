import { listStaff } from '~/server/auth/staff.server'
import { listAuditLog } from '~/server/db/audit-log.server'
import type { ListPage } from '~/contracts/list-query'
import type { AuditLine, AuditQuery } from './contract'

/**
 * A page of the audit log as the viewer shows it: each actor by the display name of the member
 * who signs in as that username today. The log keeps the username (what signed in, which a rename
 * does not change); an actor who is no member (a name tried at sign-in, `anonymous`) stays as stored.
 */
export async function listAuditEntries(query: AuditQuery): Promise<ListPage<AuditLine>> {
  const [page, staff] = await Promise.all([listAuditLog(query), listStaff()])
  const names = new Map(staff.map((member) => [member.username, member.name.trim() || member.username]))
  return {
    ...page,
    items: page.items.map((entry) => ({ ...entry, actorName: names.get(entry.actor) ?? entry.actor })),
  }
}
