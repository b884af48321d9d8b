import type { StaffRole } from '~/contracts/permissions'
import { INVITATION_VALID_HOURS, type InvitationState, type StaffInvitation } from '~/contracts/staff'
import { isoAfter, nowIso } from '~/lib/time'
import { getDb, sameAddress } from './client.server'
import type { DbTransaction } from './transaction.server'

const VALID_MS = INVITATION_VALID_HOURS * 60 * 60 * 1000

export type { InvitationState, StaffInvitation }

const columns = [
  'id',
  'email',
  'role',
  'invitedBy',
  'sentAt',
  'expiresAt',
  'acceptedAt',
  'revokedAt',
] as const

function withState(
  row: { acceptedAt: string | null; revokedAt: string | null; expiresAt: string } & Omit<
    StaffInvitation,
    'state'
  >,
  now: Date,
): StaffInvitation {
  const { acceptedAt, revokedAt, ...rest } = row
  const state: InvitationState = acceptedAt
    ? 'accepted'
    : revokedAt
      ? 'revoked'
      : rest.expiresAt <= nowIso(now)
        ? 'expired'
        : 'waiting'
  return { ...rest, state }
}

/** Stores an invitation whose link carries the token hashed here; the caller mails the link. */
export async function createInvitation(
  input: { email: string; role: StaffRole; invitedBy: string; tokenHash: string },
  executor: DbTransaction | ReturnType<typeof getDb> = getDb(),
  now = new Date(),
): Promise<number> {
  const row = await executor
    .insertInto('staff_invitations')
    .values({
      email: input.email.trim().toLowerCase(),
      role: input.role,
      tokenHash: input.tokenHash,
      invitedBy: input.invitedBy,
      createdAt: nowIso(now),
      sentAt: nowIso(now),
      expiresAt: isoAfter(VALID_MS, now),
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  return row.id
}

/** Invitations not accepted yet (waiting, expired or revoked), newest first: the team page lists them. */
export async function listOpenInvitations(now = new Date()): Promise<StaffInvitation[]> {
  const rows = await getDb()
    .selectFrom('staff_invitations')
    .select(columns)
    .where('acceptedAt', 'is', null)
    .where('revokedAt', 'is', null)
    .orderBy('sentAt', 'desc')
    .execute()
  return rows.map((row) => withState(row, now))
}

export async function getInvitation(id: number, now = new Date()): Promise<StaffInvitation | null> {
  const row = await getDb()
    .selectFrom('staff_invitations')
    .select(columns)
    .where('id', '=', id)
    .executeTakeFirst()
  return row ? withState(row, now) : null
}

/** The invitation a link's token belongs to (by its hash), in whatever state it is. */
export async function findInvitationByTokenHash(tokenHash: string, now = new Date()) {
  const row = await getDb()
    .selectFrom('staff_invitations')
    .select([...columns, 'tokenHash'])
    .where('tokenHash', '=', tokenHash)
    .executeTakeFirst()
  return row ? { ...withState(row, now), tokenHash: row.tokenHash } : null
}

/** An open invitation to this address, if one is waiting. */
export async function findWaitingInvitation(
  email: string,
  now = new Date(),
): Promise<StaffInvitation | null> {
  const rows = await getDb()
    .selectFrom('staff_invitations')
    .select(columns)
    .where((eb) => sameAddress(eb.ref('email'), email))
    .where('acceptedAt', 'is', null)
    .where('revokedAt', 'is', null)
    .where('expiresAt', '>', nowIso(now))
    .execute()
  return rows[0] ? withState(rows[0], now) : null
}

/** A new link for an invitation not yet accepted: the old link stops working, the 72 hours start again. */
export async function renewInvitation(
  id: number,
  tokenHash: string,
  executor: DbTransaction | ReturnType<typeof getDb> = getDb(),
  now = new Date(),
): Promise<boolean> {
  const result = await executor
    .updateTable('staff_invitations')
    .set({ tokenHash, sentAt: nowIso(now), expiresAt: isoAfter(VALID_MS, now), revokedAt: null })
    .where('id', '=', id)
    .where('acceptedAt', 'is', null)
    .executeTakeFirst()
  return Number(result.numUpdatedRows) === 1
}

export async function revokeInvitation(id: number, now = new Date()): Promise<boolean> {
  const result = await getDb()
    .updateTable('staff_invitations')
    .set({ revokedAt: nowIso(now) })
    .where('id', '=', id)
    .where('acceptedAt', 'is', null)
    .where('revokedAt', 'is', null)
    .executeTakeFirst()
  return Number(result.numUpdatedRows) === 1
}

/**
 * Uses a waiting invitation, once: of two requests with the same link only one gets true, and an
 * expired or revoked one is never used.
 */
export async function claimInvitation(trx: DbTransaction, id: number, now = new Date()): Promise<boolean> {
  const result = await trx
    .updateTable('staff_invitations')
    .set({ acceptedAt: nowIso(now) })
    .where('id', '=', id)
    .where('acceptedAt', 'is', null)
    .where('revokedAt', 'is', null)
    .where('expiresAt', '>', nowIso(now))
    .executeTakeFirst()
  return Number(result.numUpdatedRows) === 1
}

/** When an invitation to this address was last accepted (ISO text); null when none was. */
export async function lastAcceptedAt(email: string): Promise<string | null> {
  const row = await getDb()
    .selectFrom('staff_invitations')
    .select('acceptedAt')
    .where((eb) => sameAddress(eb.ref('email'), email))
    .where('acceptedAt', 'is not', null)
    .orderBy('acceptedAt', 'desc')
    .limit(1)
    .executeTakeFirst()
  return row?.acceptedAt ?? null
}

/** Gives a claimed invitation back when the account could not be made after all. */
export async function unclaimInvitation(id: number): Promise<void> {
  await getDb().updateTable('staff_invitations').set({ acceptedAt: null }).where('id', '=', id).execute()
}

/** Privacy: the invitations sent to an address. */
export async function findInvitationsByEmail(email: string, now = new Date()): Promise<StaffInvitation[]> {
  const rows = await getDb()
    .selectFrom('staff_invitations')
    .select(columns)
    .where((eb) => sameAddress(eb.ref('email'), email))
    .orderBy('sentAt')
    .execute()
  return rows.map((row) => withState(row, now))
}

export async function deleteInvitationsByEmail(trx: DbTransaction, email: string): Promise<number> {
  const result = await trx
    .deleteFrom('staff_invitations')
    .where((eb) => sameAddress(eb.ref('email'), email))
    .executeTakeFirst()
  return Number(result.numDeletedRows)
}

/** Retention: invitations accepted, revoked or expired before `iso` have done their work. */
export async function deleteFinishedInvitationsBefore(trx: DbTransaction, iso: string): Promise<number> {
  const result = await trx
    .deleteFrom('staff_invitations')
    .where((eb) => eb.or([eb('acceptedAt', '<', iso), eb('revokedAt', '<', iso), eb('expiresAt', '<', iso)]))
    .executeTakeFirst()
  return Number(result.numDeletedRows)
}
