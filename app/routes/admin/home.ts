import { redirect } from 'react-router'
import { requirePermission } from '~/server/auth/staff-session.server'
import type { Route } from './+types/home'

/**
 * The admin's home is My work (issue 38): `/admin` — where sign-in, setup and old links to the
 * dashboard land — goes there, with its query (`?setup=done`). The dashboard is at /admin/dashboard.
 */
export async function loader({ request, url }: Route.LoaderArgs) {
  await requirePermission(request, 'dashboard.view')
  throw redirect(`/admin/my-work${url.search}`, { headers: { 'Cache-Control': 'no-store' } })
}
