import { recordAudit } from '~/features/audit/index.server'
import { listCurrentTeamPageMembers, setTeamPageMemberPositions } from '~/server/db/team-page-members.server'
import { inTransaction, lockForTransaction } from '~/server/db/transaction.server'
import type { TeamPageRefusal } from './contract'
import { stepped } from './list-order'
import { invalidateTeamPage } from './published-team-page.server'
import { TEAM_PAGE_LOCK } from './save-team-member.server'

export type MoveResult =
  { ok: true } | { ok: false; code: Extract<TeamPageRefusal, 'not_found' | 'at_the_end'> }

/** Moves a member one place up or down the team page (the list's arrows). */
export async function moveTeamMember(
  id: number,
  direction: 'up' | 'down',
  actor: string,
): Promise<MoveResult> {
  const result = await inTransaction(async (trx): Promise<MoveResult> => {
    await lockForTransaction(trx, TEAM_PAGE_LOCK)
    const ids = (await listCurrentTeamPageMembers(trx)).map((member) => member.id)
    if (!ids.includes(id)) return { ok: false, code: 'not_found' }
    const order = stepped(ids, id, direction)
    if (!order) return { ok: false, code: 'at_the_end' }
    await setTeamPageMemberPositions(order, trx)
    return { ok: true }
  })
  if (!result.ok) return result
  await recordAudit({ actor, action: 'team-page.moved', target: `team page member #${id}` })
  invalidateTeamPage()
  return result
}
