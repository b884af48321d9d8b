import { ANONYMOUS_ACTOR } from '~/features/audit'
import type { StaffRole } from '~/contracts/permissions'
import type { LinkProblem } from '~/contracts/staff'
import { getConfig } from '~/server/config.server'
import { recordAudit } from '~/server/db/audit-log.server'
import { queueEmails } from '~/server/db/email-outbox.server'
import { releaseLoginAttempt, reserveLoginAttempt } from '~/server/db/login-throttle.server'
import {
  claimPasswordReset,
  createPasswordReset,
  findPasswordResetByTokenHash,
} from '~/server/db/password-resets.server'
import { hasUnprovenAddress, UNPROVEN_ADDRESS_HOURS } from '~/server/db/staff-email-changes.server'
import {
  claimInvitation,
  findInvitationByTokenHash,
  unclaimInvitation,
} from '~/server/db/staff-invitations.server'
import { inTransaction } from '~/server/db/transaction.server'
import { passwordResetEmail } from '~/server/mail/templates/staff-emails.server'
import { hashIp } from '~/server/security/client-ip.server'
import { keyedHash } from '~/server/security/keyed-hash.server'
import { lookupHash, newLinkToken } from '~/server/security/link-tokens.server'
import { passwordProblem } from '~/server/auth/password-policy.server'
import { endAllSessions } from '~/server/auth/sessions.server'
import { signIn } from '~/server/auth/sign-in.server'
import {
  createStaffMember,
  findStaffByEmail,
  getStaffMember,
  setStaffPassword,
  StaffInputError,
} from '~/server/auth/staff.server'

/*
 * The two links a member receives by e-mail: an invitation to join, and a new password. Each
 * works once and expires; a used, expired or unknown link says which, and offers the way on.
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

/** Reset requests per address and per account in 15 minutes (the sign-in throttle's window). */
const RESETS_PER_ADDRESS = 10
const RESETS_PER_ACCOUNT = 3

/**
 * "Forgot password?": mails a one-time link to the member who signs in with this address. The
 * caller answers the same whatever happens here, and nothing goes to an address that is no
 * member's. Limited per client address and per account; past a limit the request is dropped
 * silently (the answer must not tell a member's address from a stranger's). No link goes to an
 * address set without the password (the setup page) in the last UNPROVEN_ADDRESS_HOURS hours: a
 * stolen session could have put it there. The audit entry's actor is anonymous, whoever asked.
 */
export async function requestPasswordReset(
  email: string,
  clientIp: string | null,
  now = new Date(),
): Promise<void> {
  const address = (await hashIp(clientIp)) ?? 'unknown'
  const account = await keyedHash(email)
  const reservation = await reserveLoginAttempt([
    { key: `reset-ip:${address}`, max: RESETS_PER_ADDRESS },
    { key: `reset-account:${account}`, max: RESETS_PER_ACCOUNT },
  ])
  if (!reservation.allowed) return
  const member = await findStaffByEmail(email)
  if (!member || member.status !== 'active' || !member.email) return
  if (await hasUnprovenAddress(member.id, now)) {
    await recordAudit({
      actor: ANONYMOUS_ACTOR,
      action: 'password.reset-requested',
      target: `member ${member.username}; no link sent: address set without the password in the last ${UNPROVEN_ADDRESS_HOURS} hours`,
    })
    return
  }
  const { token, hash } = newLinkToken()
  const to = member.email
  await inTransaction(async (trx) => {
    await createPasswordReset(trx, member.id, hash)
    await queueEmails(trx, [
      { ...passwordResetEmail({ to, name: member.name, link: resetLink(token) }), linkTokens: [token] },
    ])
  })
  await recordAudit({
    actor: ANONYMOUS_ACTOR,
    action: 'password.reset-requested',
    target: `member ${member.username}`,
  })
}

export const resetLink = (token: string) =>
  `${getConfig().SITE_URL}/admin-login/reset-password?token=${encodeURIComponent(token)}`

export type ResetView = { ok: true; resetId: number; staffId: string } | { ok: false; problem: LinkProblem }

export async function inspectPasswordReset(token: string | null): Promise<ResetView> {
  const hash = lookupHash(token)
  const reset = hash ? await findPasswordResetByTokenHash(hash) : null
  if (!reset) return { ok: false, problem: 'reset-unknown' }
  if (reset.state === 'used') return { ok: false, problem: 'reset-used' }
  if (reset.state === 'expired') return { ok: false, problem: 'reset-expired' }
  return { ok: true, resetId: reset.id, staffId: reset.staffId }
}

export type ResetOutcome =
  { ok: true } | { ok: false; problem: LinkProblem } | { ok: false; passwordError: string }

/** Sets the new password once per link and ends every session of the member. */
export async function resetPassword(token: string, password: string): Promise<ResetOutcome> {
  const view = await inspectPasswordReset(token)
  if (!view.ok) return view
  const member = await getStaffMember(view.staffId)
  if (!member || member.status !== 'active') return { ok: false, problem: 'reset-unknown' }
  const weak = passwordProblem(password, member)
  if (weak) return { ok: false, passwordError: weak }
  if (!(await inTransaction((trx) => claimPasswordReset(trx, view.resetId)))) {
    return { ok: false, problem: 'reset-used' }
  }
  await setStaffPassword(member, password)
  const ended = await endAllSessions(member.id)
  await releaseLoginAttempt([`user:${member.username}`])
  // The link's holder is not signed in (and may not be the member): the member is the target.
  await recordAudit({
    actor: ANONYMOUS_ACTOR,
    action: 'password.reset',
    target: `member ${member.username}; ${ended} session${ended === 1 ? '' : 's'} ended`,
  })
  return { ok: true }
}
