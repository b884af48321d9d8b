import { recordAudit } from '~/features/audit/index.server'
import { countPostsByAuthor } from '~/server/db/posts.server'
import {
  deleteTeamPageMember,
  getTeamPageMember,
  listCurrentTeamPageMembers,
  markTeamPageMemberRemoved,
  setTeamPageMemberPositions,
} from '~/server/db/team-page-members.server'
import { inTransaction, lockForTransaction } from '~/server/db/transaction.server'
import { invalidateTeamPage } from './published-team-page.server'
import { TEAM_PAGE_LOCK } from './save-team-member.server'

export type RemoveMemberResult =
  /** `kept`: posts name them as their author, so their row stays (off the page) and those posts keep their name. */
  { ok: true; kept: boolean } | { ok: false; code: 'not_found' }

/**
 * Takes a member off the team page; those after them move up a place. A member no post names is
 * deleted; one whom posts (or their revisions) name as author keeps a row marked removed, so the
 * posts still show who wrote them, and no new post can be signed by them.
 */
export async function removeTeamMember(id: number, actor: string): Promise<RemoveMemberResult> {
  const result = await inTransaction(async (trx): Promise<RemoveMemberResult> => {
    await lockForTransaction(trx, TEAM_PAGE_LOCK)
    const member = await getTeamPageMember(id, trx)
    if (!member || member.removedAt !== null) return { ok: false, code: 'not_found' }
    const kept = (await countPostsByAuthor(member.slug, trx)) > 0
    if (kept) await markTeamPageMemberRemoved(id, trx)
    else await deleteTeamPageMember(id, trx)
    const rest = (await listCurrentTeamPageMembers(trx)).map((other) => other.id)
    await setTeamPageMemberPositions(rest, trx)
    return { ok: true, kept }
  })
  if (!result.ok) return result
  await recordAudit({ actor, action: 'team-page.removed', target: `team page member #${id}` })
  invalidateTeamPage()
  return result
}
