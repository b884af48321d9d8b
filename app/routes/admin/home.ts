import { redirect } from 'react-router'
import { adminHome } from '~/contracts/admin-areas'
import { requirePermission } from '~/server/auth/staff-session.server'
import type { Route } from './+types/home'

/**
 * The admin's home is My work (issue 38): `/admin` — where sign-in, setup and old links to the
 * dashboard land — goes there, with its query (`?setup=done`). The dashboard is at /admin/dashboard.
 * A member whose role reads no records (Marketing) has nothing in My work: they start at the first
 * area they may open (adminHome: the traffic report).
 */
export async function loader({ request, url }: Route.LoaderArgs) {
  const staff = await requirePermission(request, 'dashboard.view')
  throw redirect(`${adminHome(staff.role)}${url.search}`, { headers: { 'Cache-Control': 'no-store' } })
}
