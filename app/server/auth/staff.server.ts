import { APIError } from 'better-auth/api'
import { sql, type Kysely } from 'kysely'
import { isStaffRole, type StaffRole, type StaffStatus } from '~/contracts/permissions'
import type { StaffMember } from '~/contracts/staff'
import { ADMIN_USERNAME_PATTERN } from '~/lib/constants'
import { getConfig } from '../config.server'
import { getDatabase } from '../db/client.server'
import type { StoredDatabase } from '../db/schema.server'
import { recordStaffEmailChange } from '../db/staff-email-changes.server'
import {
  inTransaction,
  lockForTransaction,
  type DbExecutor,
  type DbTransaction,
} from '../db/transaction.server'
import { forgetTotpSteps } from '../db/totp-steps.server'
import { logger } from '../logger.server'
import { getAuth } from './auth.server'
import { passwordProblem } from './password-policy.server'

/**
 * The team: the auth library's users, with our role, status and last sign-in on each. Accounts
 * made before e-mail sign-in existed carry an address under this domain, which reaches nobody;
 * they are asked for a real one at their next sign-in.
 */
export const PLACEHOLDER_EMAIL_DOMAIN = 'admins.brightpath.invalid'

export class StaffInputError extends Error {
  override name = 'StaffInputError'
}

export type { StaffMember }

const db = () => getDatabase().db
/** The auth library's tables through one of our executors (its names as stored, no camelCase plugin). */
const asStored = (executor: DbExecutor) => executor.withoutPlugins() as unknown as Kysely<StoredDatabase>
const authTables = (trx: DbTransaction) => asStored(trx)

/** The library keeps dates as ISO text on SQLite and as timestamps on PostgreSQL. */
function iso(value: string | Date | null | undefined): string | null {
  if (value === null || value === undefined) return null
  return new Date(value).toISOString()
}
/** …and the same for values it is given. */
const stored = (date: Date) => (getDatabase().kind === 'sqlite' ? date.toISOString() : date)

export const realEmail = (email: string) => (email.endsWith(`@${PLACEHOLDER_EMAIL_DOMAIN}`) ? null : email)

const memberColumns = [
  'id',
  'username',
  'name',
  'email',
  'role',
  'status',
  'twoFactorEnabled',
  'lastSignInAt',
  'createdAt',
] as const

type MemberRow = {
  id: string
  username: string | null
  name: string
  email: string
  role: StaffRole | null
  status: StaffStatus | null
  twoFactorEnabled: number | boolean | null
  lastSignInAt: string | Date | null
  createdAt: string | Date
}

function toMember(row: MemberRow): StaffMember {
  return {
    id: row.id,
    username: row.username ?? row.name,
    name: row.name,
    email: realEmail(row.email),
    // A row without a role predates roles and was made an owner by migration 0011; anything else
    // that is not a known role grants nothing (requirePermission refuses it).
    role: isStaffRole(row.role) ? row.role : 'owner',
    status: row.status === 'deactivated' ? 'deactivated' : 'active',
    twoFactorEnabled: Boolean(row.twoFactorEnabled),
    lastSignInAt: iso(row.lastSignInAt),
    createdAt: iso(row.createdAt) ?? '',
  }
}

export async function countStaff(): Promise<number> {
  const row = await db()
    .selectFrom('user')
    .select(sql<number>`count(*)`.as('n'))
    .executeTakeFirstOrThrow()
  return Number(row.n)
}

/**
 * Every member, owners first, then by name; read through `executor` when given (a caller's
 * transaction, which on SQLite holds the only connection until it ends).
 */
export async function listStaff(executor?: DbExecutor): Promise<StaffMember[]> {
  const source = executor ? asStored(executor) : db()
  const rows = await source.selectFrom('user').select(memberColumns).execute()
  const order: Record<StaffRole, number> = { owner: 0, recruiter: 1, sales: 2, marketing: 3 }
  return rows
    .map(toMember)
    .sort((a, b) => order[a.role] - order[b.role] || a.name.localeCompare(b.name, 'en'))
}

export async function getStaffMember(id: string): Promise<StaffMember | null> {
  const row = await db().selectFrom('user').select(memberColumns).where('id', '=', id).executeTakeFirst()
  return row ? toMember(row) : null
}

/** The member who signs in as `identifier`: an e-mail address (any case) or a username. */
export async function findStaffBySignInName(identifier: string): Promise<StaffMember | null> {
  const value = identifier.trim().toLowerCase()
  if (!value) return null
  const row = await db()
    .selectFrom('user')
    .select(memberColumns)
    .where((eb) =>
      value.includes('@') ? eb(sql`lower("email")`, '=', value) : eb(sql`lower("username")`, '=', value),
    )
    .executeTakeFirst()
  return row ? toMember(row) : null
}

/**
 * Where mail for a record's assigned member goes: their address while they are active and have a
 * real one; `fallback` (a shared inbox) when nobody is assigned or the member cannot be reached.
 */
export async function assigneeInbox(assignedTo: string | null, fallback: string): Promise<string> {
  const member = assignedTo ? await findStaffBySignInName(assignedTo) : null
  return member?.status === 'active' && member.email ? member.email : fallback
}

export async function findStaffByEmail(email: string): Promise<StaffMember | null> {
  return email.includes('@') ? findStaffBySignInName(email) : null
}

/** Usernames of active members, alphabetically: who a record can be assigned to. */
export async function listActiveStaffUsernames(): Promise<string[]> {
  return (await listStaff())
    .filter((m) => m.status === 'active')
    .map((m) => m.username)
    .sort((a, b) => a.localeCompare(b))
}

export async function countActiveOwners(): Promise<number> {
  return (await listStaff()).filter((m) => m.role === 'owner' && m.status === 'active').length
}

/** What takes owner rights away when it applies to an active owner; reactivation and promotion give them. */
export type StaffChange = { role: StaffRole } | { status: StaffStatus }

/** As toMember reads a row: no known role is an owner from before roles, no status is active. */
const isActiveOwner = (row: Pick<MemberRow, 'role' | 'status'>) =>
  (isStaffRole(row.role) ? row.role : 'owner') === 'owner' && row.status !== 'deactivated'

/**
 * Changes a member's role or status in `trx`, unless that would leave the team without an active
 * owner. Every such change takes one lock first (PostgreSQL: an advisory lock held until the
 * transaction ends; SQLite runs one transaction at a time), so two owners demoting or deactivating
 * each other at the same moment are answered one after the other, and the second sees the first.
 */
export async function changeStaffKeepingAnOwner(
  trx: DbTransaction,
  id: string,
  change: StaffChange,
  now = new Date(),
): Promise<'changed' | 'last-owner' | 'not-found'> {
  await lockForTransaction(trx, 'staff:active-owners')
  const rows = await authTables(trx).selectFrom('user').select(['id', 'role', 'status']).execute()
  const row = rows.find((r) => r.id === id)
  if (!row) return 'not-found'
  const after = { ...row, ...change }
  const otherOwner = rows.some((r) => r.id !== id && isActiveOwner(r))
  if (isActiveOwner(row) && !isActiveOwner(after) && !otherOwner) return 'last-owner'
  await authTables(trx)
    .updateTable('user')
    .set({ ...change, updatedAt: stored(now) })
    .where('id', '=', id)
    .execute()
  return 'changed'
}

export async function recordStaffSignIn(id: string, at = new Date()): Promise<void> {
  await db()
    .updateTable('user')
    .set({ lastSignInAt: stored(at) })
    .where('id', '=', id)
    .execute()
}

/** Sets the name the team sees for a member (Settings, setup); false when there is no such member. */
export async function setStaffName(id: string, name: string, now = new Date()): Promise<boolean> {
  const result = await db()
    .updateTable('user')
    .set({ name: name.trim(), updatedAt: stored(now) })
    .where('id', '=', id)
    .executeTakeFirst()
  return Number(result.numUpdatedRows) === 1
}

/**
 * Gives an account made before e-mail sign-in its first real address (the setup page, which asks
 * no password): only while it has none, so a session alone cannot change an address it has.
 */
export async function setFirstStaffEmail(
  id: string,
  email: string,
  now = new Date(),
): Promise<'set' | 'taken' | 'has-address'> {
  const address = email.trim().toLowerCase()
  const taken = await findStaffByEmail(address)
  if (taken && taken.id !== id) return 'taken'
  return inTransaction(async (trx) => {
    const result = await authTables(trx)
      .updateTable('user')
      .set({
        email: address,
        emailVerified: getDatabase().kind === 'sqlite' ? 1 : true,
        updatedAt: stored(now),
      })
      .where('id', '=', id)
      .where('email', 'like', `%@${PLACEHOLDER_EMAIL_DOMAIN}`)
      .executeTakeFirst()
    if (Number(result.numUpdatedRows) !== 1) return 'has-address'
    await recordStaffEmailChange(trx, id, 'setup', now)
    return 'set'
  })
}

/**
 * Moves a member's sign-in address from `from` to `to` in `trx` (Settings, after the password was
 * checked); false when the address is no longer `from` (changed meanwhile).
 */
export async function changeStaffEmail(
  trx: DbTransaction,
  id: string,
  change: { from: string; to: string },
  now = new Date(),
): Promise<boolean> {
  const result = await authTables(trx)
    .updateTable('user')
    .set({ email: change.to.trim().toLowerCase(), updatedAt: stored(now) })
    .where('id', '=', id)
    .where(sql`lower("email")`, '=', change.from.trim().toLowerCase())
    .executeTakeFirst()
  if (Number(result.numUpdatedRows) !== 1) return false
  await recordStaffEmailChange(trx, id, 'settings', now)
  return true
}

/** A username for a new member, from their e-mail address: unique, and within the pattern. */
async function usernameFor(email: string): Promise<string> {
  const base =
    (email.split('@')[0] ?? '')
      .toLowerCase()
      .replace(/[^a-z0-9_.-]/g, '')
      .slice(0, 28) || 'member'
  const padded = base.length >= 3 ? base : `${base}-team`.slice(0, 28)
  for (let n = 1; n < 1000; n++) {
    const candidate = n === 1 ? padded : `${padded}${n}`
    if (!(await findStaffBySignInName(candidate))) return candidate
  }
  throw new StaffInputError('No free username could be made from that address.')
}

export interface NewStaffMember {
  /** Given for accounts made from the command line or the environment; made from the e-mail otherwise. */
  username?: string
  name?: string
  email?: string | null
  password: string
  role: StaffRole
}

/** Creates a member who can sign in at once. Throws StaffInputError on bad input (a message for people). */
export async function createStaffMember(input: NewStaffMember): Promise<StaffMember> {
  const email = input.email?.trim().toLowerCase() || null
  const username = input.username?.trim().toLowerCase() ?? (email ? await usernameFor(email) : '')
  if (!ADMIN_USERNAME_PATTERN.test(username)) {
    throw new StaffInputError('The username must be 3 to 32 letters, digits, dots, dashes or underscores.')
  }
  const name = input.name?.trim() || username
  const problem = passwordProblem(input.password, { username, email, name })
  if (problem) throw new StaffInputError(problem)
  if (await findStaffBySignInName(username))
    throw new StaffInputError(`A member named "${username}" already exists.`)
  if (email && (await findStaffByEmail(email))) {
    throw new StaffInputError('A member with that e-mail address already exists.')
  }
  const ctx = await (await getAuth()).$context
  try {
    const user = await ctx.internalAdapter.createUser(
      {
        email: email ?? `${username}@${PLACEHOLDER_EMAIL_DOMAIN}`,
        name,
        username,
        displayUsername: username,
        emailVerified: true,
        role: input.role,
        status: 'active',
      },
      { method: 'admin' },
    )
    await ctx.internalAdapter.linkAccount({
      userId: user.id,
      providerId: 'credential',
      accountId: user.id,
      password: await ctx.password.hash(input.password),
    })
    const member = await getStaffMember(user.id)
    if (!member) throw new Error('the new member could not be read back')
    return member
  } catch (error) {
    if (error instanceof APIError) throw new StaffInputError(error.message)
    throw error
  }
}

/** Replaces a member's password (a reset link, or an owner's bootstrap); checks its strength first. */
export async function setStaffPassword(member: StaffMember, password: string): Promise<void> {
  const problem = passwordProblem(password, member)
  if (problem) throw new StaffInputError(problem)
  const ctx = await (await getAuth()).$context
  await ctx.internalAdapter.updatePassword(member.id, await ctx.password.hash(password))
}

/** Whether `password` is the member's (a deactivated member is told so only with the right one). */
export async function verifyStaffPassword(id: string, password: string): Promise<boolean> {
  const ctx = await (await getAuth()).$context
  const credential = (await ctx.internalAdapter.findAccounts(id)).find((a) => a.providerId === 'credential')
  if (!credential?.password) return false
  return ctx.password.verify({ hash: credential.password, password })
}

/** Takes a member's two-factor sign-in away, so their next sign-in enrols again (an owner's reset). */
export async function removeTwoFactor(id: string): Promise<void> {
  await db().deleteFrom('twoFactor').where('userId', '=', id).execute()
  await forgetTotpSteps(id)
  await db()
    .updateTable('user')
    .set({ twoFactorEnabled: getDatabase().kind === 'sqlite' ? 0 : false, updatedAt: stored(new Date()) })
    .where('id', '=', id)
    .execute()
}

/**
 * On start: when no member exists and ADMIN_USERNAME/ADMIN_PASSWORD (and ADMIN_EMAIL) are set,
 * create that first owner.
 */
export async function ensureFirstOwner(): Promise<'created' | 'exists' | 'not-configured'> {
  const { ADMIN_USERNAME, ADMIN_PASSWORD, ADMIN_EMAIL } = getConfig()
  if ((await countStaff()) > 0) return 'exists'
  if (!ADMIN_USERNAME || !ADMIN_PASSWORD) return 'not-configured'
  await createStaffMember({
    username: ADMIN_USERNAME,
    email: ADMIN_EMAIL,
    password: ADMIN_PASSWORD,
    role: 'owner',
  })
  logger.info({ username: ADMIN_USERNAME.toLowerCase() }, 'created the first owner from ADMIN_USERNAME')
  return 'created'
}
