import { recordAudit } from '~/features/audit/index.server'
import { revokeShortlistLinks } from '~/server/db/shortlist-links.server'

/** "Revoke link": the brief's live link stops working at once (audited). False when there was none. */
export async function revokeShortlist(briefId: number, reference: string, actor: string): Promise<boolean> {
  const revoked = await revokeShortlistLinks(briefId)
  if (revoked === 0) return false
  await recordAudit({ actor, action: 'shortlist.revoked', target: `hiring brief ${reference}` })
  return true
}
