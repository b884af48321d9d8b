import { APIError } from 'better-auth/api'
import { ADMIN_MIN_PASSWORD_LENGTH, ADMIN_USERNAME_PATTERN } from '~/lib/constants'
import { getConfig } from '../config.server'
import { logger } from '../logger.server'
import { ADMIN_EMAIL_DOMAIN, getAuth } from './auth.server'

export const MIN_PASSWORD_LENGTH = ADMIN_MIN_PASSWORD_LENGTH

export class AdminInputError extends Error {
  override name = 'AdminInputError'
}

export async function countAdmins(): Promise<number> {
  const { internalAdapter } = await (await getAuth()).$context
  return internalAdapter.countTotalUsers()
}

/** Every admin's username, alphabetically: who a hiring brief can be assigned to. */
export async function listAdminUsernames(): Promise<string[]> {
  const { internalAdapter } = await (await getAuth()).$context
  const users = (await internalAdapter.listUsers()) as { username?: string | null; name: string }[]
  return users.map((u) => u.username ?? u.name).sort((a, b) => a.localeCompare(b))
}

/** Creates an admin who signs in with a username and password. Throws AdminInputError on bad input. */
export async function createAdmin(
  usernameInput: string,
  password: string,
): Promise<{ id: string; username: string }> {
  const username = usernameInput.trim().toLowerCase()
  if (!ADMIN_USERNAME_PATTERN.test(username)) {
    throw new AdminInputError('The username must be 3 to 32 letters, digits, dots, dashes or underscores.')
  }
  if (password.length < MIN_PASSWORD_LENGTH) {
    throw new AdminInputError(`The password must be at least ${MIN_PASSWORD_LENGTH} characters long.`)
  }
  const ctx = await (await getAuth()).$context
  const existing = await ctx.internalAdapter.findUserByEmail(`${username}@${ADMIN_EMAIL_DOMAIN}`)
  if (existing) throw new AdminInputError(`An admin named "${username}" already exists.`)
  try {
    const user = await ctx.internalAdapter.createUser(
      {
        email: `${username}@${ADMIN_EMAIL_DOMAIN}`,
        name: username,
        username,
        displayUsername: username,
        emailVerified: true,
      },
      { method: 'admin' },
    )
    await ctx.internalAdapter.linkAccount({
      userId: user.id,
      providerId: 'credential',
      accountId: user.id,
      password: await ctx.password.hash(password),
    })
    return { id: user.id, username }
  } catch (error) {
    if (error instanceof APIError) throw new AdminInputError(error.message)
    throw error
  }
}

/** On start: when no admin exists and ADMIN_USERNAME/ADMIN_PASSWORD are set, create that admin. */
export async function ensureBootstrapAdmin(): Promise<'created' | 'exists' | 'not-configured'> {
  const { ADMIN_USERNAME, ADMIN_PASSWORD } = getConfig()
  if ((await countAdmins()) > 0) return 'exists'
  if (!ADMIN_USERNAME || !ADMIN_PASSWORD) return 'not-configured'
  await createAdmin(ADMIN_USERNAME, ADMIN_PASSWORD)
  logger.info({ username: ADMIN_USERNAME.toLowerCase() }, 'created the first admin from ADMIN_USERNAME')
  return 'created'
}
