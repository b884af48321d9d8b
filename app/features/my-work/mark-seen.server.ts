import { markEventSeen } from '~/server/db/seen-events.server'
import type { MyWorkProblem } from './contract'
import { getMyWork, type QueueOwner } from './get-my-work.server'

/**
 * "Seen" on a queue item that asks for it (a note that mentions the member, a withdrawal, a
 * client's decline): it leaves their queue. Only what is in their own queue can be marked.
 */
export async function markSeen(
  member: QueueOwner,
  eventId: number,
  now = new Date(),
): Promise<{ ok: true } | { ok: false; problem: MyWorkProblem }> {
  const items = await getMyWork(member, now)
  if (!items.some((item) => item.act?.intent === 'seen' && item.act.eventId === eventId)) {
    return { ok: false, problem: 'not-found' }
  }
  await markEventSeen(member.username, eventId, now)
  return { ok: true }
}
