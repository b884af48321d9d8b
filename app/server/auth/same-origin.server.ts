import { getConfig } from '../config.server'

/**
 * Admin mutations are same-origin only: a browser sends Origin on every POST, so one that names
 * another site (or none at all) is refused with 403. Call it in every admin action.
 */
export function requireSameOrigin(request: Request): void {
  const origin = request.headers.get('Origin')
  const expected = new URL(getConfig().SITE_URL).origin
  if (origin && origin === expected) return
  throw Response.json(
    { error: { code: 'forbidden', message: 'Cross-origin requests are not allowed here.' } },
    { status: 403, headers: { 'Cache-Control': 'no-store' } },
  )
}
