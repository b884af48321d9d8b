import type { StaffRole } from '~/contracts/permissions'
import { ANONYMOUS_ACTOR } from '~/features/audit'
import { recordAudit } from '~/server/db/audit-log.server'
import {
  claimInvitation,
  findInvitationByTokenHash,
  unclaimInvitation,
} from '~/server/db/staff-invitations.server'
import { inTransaction } from '~/server/db/transaction.server'
import { lookupHash } from '~/server/security/link-tokens.server'
import { passwordProblem } from '~/server/auth/password-policy.server'
import { signIn } from '~/server/auth/sign-in.server'
import { createStaffMember, findStaffByEmail, StaffInputError } from '~/server/auth/staff.server'
import type { LinkProblem } from './contract'

/*
 * The invitation link a member receives by e-mail: it works once and expires; a used, expired,
 * withdrawn or unknown link says which, and offers the way on.
 */

export type InvitationView =
  { ok: true; id: number; email: string; role: StaffRole } | { ok: false; problem: LinkProblem }

export async function inspectInvitation(token: string | null): Promise<InvitationView> {
  const hash = lookupHash(token)
  const invitation = hash ? await findInvitationByTokenHash(hash) : null
  if (!invitation) return { ok: false, problem: 'invitation-unknown' }
  if (invitation.state === 'accepted') return { ok: false, problem: 'invitation-used' }
  if (invitation.state === 'revoked') return { ok: false, problem: 'invitation-revoked' }
  if (invitation.state === 'expired') return { ok: false, problem: 'invitation-expired' }
  return { ok: true, id: invitation.id, email: invitation.email, role: invitation.role }
}

export type AcceptOutcome =
  | { ok: true; setCookie: string[] }
  | { ok: false; problem: LinkProblem }
  | { ok: false; passwordError: string }

/**
 * Makes the invited member's account from the name and password they chose and signs them in;
 * the admin then sends them to set up two-factor sign-in before anything else.
 */
export async function acceptInvitation(
  request: Request,
  token: string,
  input: { name: string; password: string },
): Promise<AcceptOutcome> {
  const view = await inspectInvitation(token)
  if (!view.ok) return view
  // Checked before the link is used up, so a refused password leaves the link working.
  const weak = passwordProblem(input.password, { email: view.email, name: input.name })
  if (weak) return { ok: false, passwordError: weak }
  if (await findStaffByEmail(view.email)) return { ok: false, problem: 'invitation-used' }
  if (!(await inTransaction((trx) => claimInvitation(trx, view.id)))) {
    return { ok: false, problem: 'invitation-used' }
  }
  let member
  try {
    member = await createStaffMember({
      email: view.email,
      name: input.name,
      password: input.password,
      role: view.role,
    })
  } catch (error) {
    await unclaimInvitation(view.id)
    if (error instanceof StaffInputError) return { ok: false, passwordError: error.message }
    throw error
  }
  // Whoever used the link is not signed in: the new member is what the entry is about.
  await recordAudit({
    actor: ANONYMOUS_ACTOR,
    action: 'team.joined',
    target: `member ${member.username} from invitation #${view.id} as ${view.role}`,
  })
  const signedIn = await signIn(request, view.email, input.password)
  return { ok: true, setCookie: 'setCookie' in signedIn ? signedIn.setCookie : [] }
}
