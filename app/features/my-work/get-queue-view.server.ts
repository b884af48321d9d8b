import { roleCan, type StaffRole } from '~/contracts/permissions'
import { listStaff } from '~/features/team/index.server'
import type { MyWorkItem, MyWorkProblem, QueueMember } from './contract'
import { getMyWork } from './get-my-work.server'

export type QueueView =
  | {
      ok: true
      /** Whose queue this is. */
      member: QueueMember
      /** Whether it is the viewer's own (only then can they clear items from it). */
      mine: boolean
      /** Everyone whose queue the viewer may open (an owner's picker); null for anyone else. */
      members: QueueMember[] | null
      items: MyWorkItem[]
    }
  | { ok: false; problem: MyWorkProblem }

/**
 * The My work page: the viewer's own queue, or, for a member who manages the team (an owner),
 * any member's (`requested`, a username). Anyone else asking for another member's queue is
 * refused ('not-allowed'); an unknown member is 'not-found'.
 */
export async function getQueueView(
  viewer: { username: string; role: StaffRole },
  requested: string | null,
  now = new Date(),
): Promise<QueueView> {
  const wanted = requested?.trim() || viewer.username
  const mine = wanted === viewer.username
  const mayPick = roleCan(viewer.role, 'team.manage')
  if (!mine && !mayPick) return { ok: false, problem: 'not-allowed' }
  const staff = await listStaff()
  const found = staff.find((m) => m.username === wanted)
  if (!found) return { ok: false, problem: 'not-found' }
  const asMember = (m: (typeof staff)[number]): QueueMember => ({
    username: m.username,
    name: m.name,
    active: m.status === 'active',
  })
  return {
    ok: true,
    member: asMember(found),
    mine,
    members: mayPick ? staff.map(asMember) : null,
    items: await getMyWork({ username: found.username, role: found.role }, now),
  }
}
