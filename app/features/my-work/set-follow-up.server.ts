import { roleCan } from '~/contracts/permissions'
import { RECORD_PERMISSIONS } from '~/contracts/records'
import { insertFollowUp } from '~/server/db/follow-ups.server'
import { listRecordNames } from '~/server/db/my-work.server'
import type { MyWorkProblem, RemindMeInput } from './contract'
import type { QueueOwner } from './get-my-work.server'

export type FollowUpOutcome = { ok: true; followUpId: number } | { ok: false; problem: MyWorkProblem }

/**
 * "Remind me" on a record: a follow-up for the member on that day, which enters their My work on
 * it. Refused when their role may not read the record, or there is no such record.
 */
export async function setFollowUp(
  member: QueueOwner,
  input: RemindMeInput,
  now = new Date(),
): Promise<FollowUpOutcome> {
  const record = { kind: input.recordKind, id: input.recordId }
  if (!roleCan(member.role, RECORD_PERMISSIONS[record.kind].read))
    return { ok: false, problem: 'not-allowed' }
  const found = await listRecordNames([record])
  if (!found.size) return { ok: false, problem: 'no-record' }
  const followUpId = await insertFollowUp(
    { record, staffUsername: member.username, dueOn: input.dueOn, note: input.note },
    undefined,
    now,
  )
  return { ok: true, followUpId }
}
