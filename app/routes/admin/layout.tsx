import { data, Outlet } from 'react-router'
import { ADMIN_CONTAINER, AdminHeader } from '~/components/admin/admin-header'
import type { RouteHandle } from '~/root'
import { requireAdmin } from '~/server/auth/require-admin.server'
import type { Route } from './+types/layout'
import adminCss from '~/styles/admin.css?url'

/** The admin area's own utilities, on top of app.css (see styles/admin.css). */
export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: adminCss }]

export const handle: RouteHandle = { shell: 'admin', hydrate: true }

export const meta = () => [
  { title: 'Admin | Brightpath IT Solutions' },
  { name: 'robots', content: 'noindex, nofollow' },
]

export async function loader({ request }: Route.LoaderArgs) {
  const admin = await requireAdmin(request)
  // The session's expiry moves while it is in use; its cookie follows (idle expiry, not 8 h from sign-in).
  const headers = new Headers({ 'Cache-Control': 'no-store' })
  for (const cookie of admin.refreshCookies) headers.append('Set-Cookie', cookie)
  return data({ username: admin.username }, { headers })
}

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  return (
    <div className="light min-h-screen">
      <AdminHeader username={loaderData.username} />
      <div className={`${ADMIN_CONTAINER} py-6 sm:py-8`}>
        <Outlet />
      </div>
    </div>
  )
}
