import { betterAuth, type BetterAuthOptions } from 'better-auth'
import { getMigrations } from 'better-auth/db/migration'
import { twoFactor } from 'better-auth/plugins/two-factor'
import { username } from 'better-auth/plugins/username'
import { randomBytes } from 'node:crypto'
import { ADMIN_USERNAME_PATTERN } from '~/lib/constants'
import { getConfig } from '../config.server'
import { getDatabase } from '../db/client.server'
import { getSetting, setSettingIfAbsent } from '../db/app-settings.server'
import { pendingSignIn, totpOnce } from './totp-once.server'
import { generateBackupCodes } from './backup-codes.server'

/**
 * A session's expiry moves forward at most once a minute while it is in use, so an idle session
 * lapses between SESSION_IDLE_MINUTES less a minute and SESSION_IDLE_MINUTES after its last use
 * (and 12 h after sign-in whatever happens: sessions.server.ts).
 */
const SESSION_REFRESH_SECONDS = 60
export const ADMIN_EMAIL_DOMAIN = 'admins.brightpath.invalid'
export const TOTP_ISSUER = 'Brightpath admin'
/** How long the code step of a two-factor sign-in stays open after the password was accepted. */
export const TWO_FACTOR_WINDOW_SECONDS = 5 * 60

function buildOptions(secret: string) {
  const config = getConfig()
  const { db, kind } = getDatabase()
  return {
    appName: 'Brightpath admin',
    baseURL: config.SITE_URL,
    basePath: '/api/auth',
    secret,
    trustedOrigins: [config.SITE_URL],
    database: { db, type: kind },
    emailAndPassword: { enabled: true, disableSignUp: true, minPasswordLength: 12, maxPasswordLength: 128 },
    session: { expiresIn: config.SESSION_IDLE_MINUTES * 60, updateAge: SESSION_REFRESH_SECONDS },
    user: {
      // A member's role and whether they may sign in (contracts/permissions.ts), and when they last
      // did. Set by our code only: `input: false` keeps them out of every endpoint's body.
      additionalFields: {
        role: { type: 'string', required: false, input: false },
        status: { type: 'string', required: false, input: false },
        lastSignInAt: { type: 'date', required: false, input: false },
      },
    },
    // Throttling of sign-in is ours (per username and per IP, kept in the database).
    rateLimit: { enabled: false },
    telemetry: { enabled: false },
    logger: { disabled: config.NODE_ENV === 'test' },
    advanced: {
      useSecureCookies: config.SITE_URL.startsWith('https://'),
      defaultCookieAttributes: { sameSite: 'lax', httpOnly: true },
      // Sessions keep no address: the library would take it from a header any client can set,
      // and stored addresses are salted hashes here. The settings page shows the browser instead.
      ipAddress: { disableIpTracking: true },
    },
    databaseHooks: {
      session: {
        create: {
          // A deactivated member gets no session, whichever way they sign in.
          before: async (session: { userId: string }) => {
            const row = await db
              .selectFrom('user')
              .select('status')
              .where('id', '=', session.userId)
              .executeTakeFirst()
            return row?.status === 'deactivated' ? false : undefined
          },
        },
      },
    },
    plugins: [
      username({
        minUsernameLength: 3,
        maxUsernameLength: 32,
        usernameValidator: (value) => ADMIN_USERNAME_PATTERN.test(value),
      }),
      // Optional TOTP per admin: sign-in answers `twoFactorRedirect` until the code is verified.
      twoFactor({
        issuer: TOTP_ISSUER,
        twoFactorCookieMaxAge: TWO_FACTOR_WINDOW_SECONDS,
        // Codes without look-alike characters (backup-codes.server.ts).
        backupCodeOptions: { customBackupCodesGenerate: generateBackupCodes },
      }),
      totpOnce(),
      pendingSignIn(),
    ],
  } satisfies BetterAuthOptions
}

type Auth = ReturnType<typeof betterAuth<ReturnType<typeof buildOptions>>>

const AUTH_KEY = Symbol.for('brightpath.auth')
type AuthHolder = { [AUTH_KEY]?: Promise<Auth> }

async function resolveSecret(): Promise<string> {
  const fromEnv = getConfig().AUTH_SECRET
  if (fromEnv) return fromEnv
  // Without AUTH_SECRET, one random secret is made on first start and kept in the database,
  // so every instance on the same database signs sessions alike.
  await setSettingIfAbsent('auth_secret', randomBytes(32).toString('base64url'))
  const stored = await getSetting('auth_secret')
  if (!stored) throw new Error('auth secret could not be stored')
  return stored
}

/** The auth instance for this process, made on first use. */
export function getAuth(): Promise<Auth> {
  const holder = globalThis as AuthHolder
  holder[AUTH_KEY] ??= resolveSecret().then((secret) => betterAuth(buildOptions(secret)))
  return holder[AUTH_KEY]
}

/** Forgets the auth instance (tests that switch databases). */
export function resetAuth(): void {
  ;(globalThis as AuthHolder)[AUTH_KEY] = undefined
}

/** Creates or updates the auth library's tables; returns the names of tables it created. */
export async function migrateAuthTables(): Promise<string[]> {
  const { toBeCreated, toBeAdded, runMigrations } = await getMigrations(buildOptions('migration-only'))
  if (toBeCreated.length === 0 && toBeAdded.length === 0) return []
  await runMigrations()
  return toBeCreated.map((t) => `auth:${t.table}`)
}
