import { Form, Link, Outlet, redirect } from 'react-router'
import type { RouteHandle } from '~/root'
import { requireAdmin } from '~/server/auth/require-admin.server'
import { signOut } from '~/server/auth/sign-in.server'
import type { Route } from './+types/layout'

export const handle: RouteHandle = { shell: 'admin' }

export const meta = () => [
  { title: 'Admin | Brightpath IT Solutions' },
  { name: 'robots', content: 'noindex, nofollow' },
]

export async function loader({ request }: Route.LoaderArgs) {
  const admin = await requireAdmin(request)
  return { username: admin.username }
}

export async function action({ request }: Route.ActionArgs) {
  await requireAdmin(request)
  const headers = new Headers()
  for (const cookie of await signOut(request)) headers.append('Set-Cookie', cookie)
  throw redirect('/admin-login', { headers })
}

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  return (
    <div className="light min-h-screen">
      <header className="border-b border-slate-200 bg-white">
        <div className="container-page flex min-h-16 items-center justify-between gap-4">
          <Link to="/admin" className="font-semibold">
            Brightpath admin
          </Link>
          <div className="flex items-center gap-4 text-sm">
            <span className="text-slate-600">Signed in as {loaderData.username}</span>
            <Form method="post" action="/admin">
              <button
                type="submit"
                className="min-h-10 rounded-full border border-slate-300 px-4 font-medium hover:bg-slate-100"
              >
                Log out
              </button>
            </Form>
          </div>
        </div>
      </header>
      <div className="container-page py-8">
        <Outlet />
      </div>
    </div>
  )
}
