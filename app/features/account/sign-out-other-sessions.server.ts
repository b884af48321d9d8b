import { endOtherSessions } from '~/server/auth/sessions.server'
import type { StaffSession } from '~/server/auth/staff-session.server'
import { recordAudit } from '~/server/db/audit-log.server'
import { countOf } from '~/lib/plural'

/** Settings: ends every session of the member but this one; returns how many ended. */
export async function signOutOtherSessions(staff: Pick<StaffSession, 'userId' | 'username' | 'sessionId'>) {
  const ended = await endOtherSessions(staff.userId, staff.sessionId)
  await recordAudit({
    actor: staff.username,
    action: 'sessions.ended',
    target: countOf(ended, 'other session'),
  })
  return ended
}
