import type { AuditAction, AuditEntry } from '~/features/audit'
import type { ListPage } from '~/contracts/list-query'
import { nowIso } from '~/lib/time'
import { getDb } from './client.server'
import { countMatches, pageWindow, readPage } from './list-page.server'

export interface NewAuditEntry {
  /** The admin's username, or for a failed sign-in the name that was tried. */
  actor: string
  action: AuditAction
  /** What was acted on ('application #12'); never a visitor's name or address. */
  target?: string | null
}

const MAX_ACTOR = 64
const MAX_TARGET = 300

export async function recordAudit(entry: NewAuditEntry, now = new Date()): Promise<void> {
  await getDb()
    .insertInto('audit_log')
    .values({
      actor: entry.actor.slice(0, MAX_ACTOR),
      action: entry.action,
      target: entry.target?.slice(0, MAX_TARGET) ?? null,
      at: nowIso(now),
    })
    .execute()
}

/** Newest first, ADMIN_PAGE_SIZE a page, optionally one action only. */
export async function listAuditLog({ page, action }: { page?: number; action?: AuditAction } = {}): Promise<
  ListPage<AuditEntry>
> {
  let filtered = getDb().selectFrom('audit_log')
  if (action) filtered = filtered.where('action', '=', action)
  const window = pageWindow(page)
  return readPage(
    countMatches(filtered),
    filtered
      .select(['id', 'actor', 'action', 'target', 'at'])
      .orderBy('at', 'desc')
      .orderBy('id', 'desc')
      .limit(window.limit)
      .offset(window.offset)
      .execute(),
    window,
  )
}
