import { getFollowUp, setFollowUpDone } from '~/server/db/follow-ups.server'
import type { MyWorkProblem } from './contract'

/**
 * "Done" on a follow-up: it leaves the member's queue. Only the member who set it can; done twice
 * is done.
 */
export async function completeFollowUp(
  username: string,
  followUpId: number,
  now = new Date(),
): Promise<{ ok: true } | { ok: false; problem: MyWorkProblem }> {
  const followUp = await getFollowUp(followUpId)
  if (!followUp || followUp.staffUsername !== username) return { ok: false, problem: 'not-found' }
  await setFollowUpDone(followUpId, now)
  return { ok: true }
}
