import type { StaffSession } from '~/server/auth/staff-session.server'
import { lastAcceptedAt } from '~/server/db/staff-invitations.server'

/** How long after accepting an invitation the setup page starts two-factor sign-in without the password. */
export const JUST_JOINED_MINUTES = 10
/** Accepting an invitation makes the account and then signs in, in the same request: well within this. */
const SAME_REQUEST_MS = 60_000

/**
 * Whether this session is the one that accepting an invitation began, less than JUST_JOINED_MINUTES
 * ago: the member typed their new password (twice) moments ago to make it, so setting up two-factor
 * sign-in does not ask for it again. Decided on the server from stored times only (the invitation's
 * acceptance, the session's start), never from anything the browser sends: a session began by
 * signing in later, an account made on the command line, or a session found on a screen left open
 * for longer is asked for the password as before.
 */
export async function passwordJustTyped(
  staff: Pick<StaffSession, 'email' | 'signedInAt'>,
  now = new Date(),
): Promise<boolean> {
  if (!staff.email) return false
  const accepted = await lastAcceptedAt(staff.email)
  if (!accepted) return false
  const acceptedMs = Date.parse(accepted)
  const sessionMs = Date.parse(staff.signedInAt)
  return (
    sessionMs >= acceptedMs &&
    sessionMs - acceptedMs <= SAME_REQUEST_MS &&
    now.getTime() - acceptedMs < JUST_JOINED_MINUTES * 60_000
  )
}
