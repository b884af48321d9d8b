import { createHash, timingSafeEqual } from 'node:crypto'
import { getAppVersion } from '~/server/app-version.server'
import { getStaffSession, needsSetup } from '~/server/auth/staff-session.server'
import { getConfig } from '~/server/config.server'
import { isDatabaseUp, readHealthDetails } from '~/server/health.server'
import { logger } from '~/server/logger.server'
import type { Route } from './+types/health'

const headers = { 'Cache-Control': 'no-store' }

/**
 * Whether the request comes from a signed-in member of staff, of any role, whose account is set up
 * (two-factor sign-in enrolled): the session the admin itself would open for.
 */
async function isSignedInStaff(request: Request): Promise<boolean> {
  const session = await getStaffSession(request)
  return session !== null && !needsSetup(session)
}

const digest = (text: string) => createHash('sha256').update(text).digest()

/** `Authorization: Bearer <HEALTH_TOKEN>`, compared in constant time. */
function carriesHealthToken(request: Request): boolean {
  const token = getConfig().HEALTH_TOKEN
  const given = /^Bearer (\S+)$/.exec(request.headers.get('authorization') ?? '')?.[1]
  return Boolean(token && given && timingSafeEqual(digest(given), digest(token)))
}

/**
 * For load balancers and monitors: 200 `{"status":"ok"}` while the database answers, 503
 * `{"status":"unavailable"}` otherwise. What runs and how it does (the version and commit, the
 * schema's migration level, the outbox backlog, the resumes whose text is still to be read for
 * search) only for a signed-in member of staff or a request
 * with HEALTH_TOKEN: to anyone else it would say which version to attack and how busy the site is.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const up = await isDatabaseUp()
  const detailed =
    carriesHealthToken(request) ||
    (up && request.headers.has('cookie') && (await isSignedInStaff(request).catch(() => false)))
  const { version, commit } = getAppVersion()
  const unavailable = () =>
    Response.json(
      detailed ? { status: 'unavailable', database: 'down', version, commit } : { status: 'unavailable' },
      { status: 503, headers },
    )
  if (!up) return unavailable()
  if (!detailed) return Response.json({ status: 'ok' }, { headers })
  try {
    const details = await readHealthDetails()
    return Response.json({ status: 'ok', database: 'up', version, commit, ...details }, { headers })
  } catch (error) {
    logger.warn({ err: error instanceof Error ? error.message : String(error) }, 'health check failed')
    return unavailable()
  }
}
