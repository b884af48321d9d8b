import { data, isRouteErrorResponse, Link, Outlet, useRouteError, useRouteLoaderData } from 'react-router'
import { ADMIN_CONTAINER, AdminHeader } from '~/components/admin/admin-header'
import { navigationFor } from '~/contracts/admin-areas'
import { ACCESS_DENIED_MESSAGE } from '~/contracts/permissions'
import type { RouteHandle } from '~/root'
import { needsSetup, requireStaff } from '~/server/auth/staff-session.server'
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
  // Each page asks its own permission (and sends a member who is not set up to setup); the
  // layout only needs someone signed in, so the setup page itself can show.
  const staff = await requireStaff(request)
  // The session's expiry moves while it is in use; its cookie follows (idle expiry, not from sign-in).
  const headers = new Headers({ 'Cache-Control': 'no-store' })
  for (const cookie of staff.refreshCookies) headers.append('Set-Cookie', cookie)
  const areas = needsSetup(staff) ? [] : navigationFor(staff.role)
  return data({ name: staff.name, role: staff.role, areas }, { headers })
}

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  return (
    <div className="light min-h-screen">
      <AdminHeader name={loaderData.name} role={loaderData.role} areas={loaderData.areas} />
      <div className={`${ADMIN_CONTAINER} py-6 sm:py-8`}>
        <Outlet />
      </div>
    </div>
  )
}

const PROBLEMS = {
  403: {
    title: ACCESS_DENIED_MESSAGE,
    text: 'Your role does not include this part of the admin. If you need it for your work, ask an owner.',
  },
  404: { title: 'Not found', text: 'There is nothing here: it may have been deleted or erased.' },
  409: { title: 'Nothing was changed', text: 'That change cannot be made here.' },
  500: {
    title: 'Something went wrong',
    text: 'An error on our side stopped this page. Please try again in a moment.',
  },
} as const

const messageOf = (value: unknown): string | undefined =>
  typeof value === 'object' && value !== null && 'message' in value && typeof value.message === 'string'
    ? value.message
    : undefined

/** A page of the admin that could not be shown, inside the admin's own frame when the member is known. */
export function ErrorBoundary() {
  const error = useRouteError()
  const layout = useRouteLoaderData<typeof loader>('routes/admin/layout')
  const status =
    isRouteErrorResponse(error) && (error.status === 403 || error.status === 404 || error.status === 409)
      ? error.status
      : 500
  // A refusal may say why in its own words ({ message }); nothing else from an error is shown.
  const message = isRouteErrorResponse(error) && status === 409 ? messageOf(error.data) : undefined
  const problem = { ...PROBLEMS[status], ...(message ? { text: message } : {}) }
  const body = (
    <section aria-labelledby="admin-problem" className="max-w-2xl py-10">
      <title>{`${problem.title} | Brightpath admin`}</title>
      <p className="text-sm font-semibold text-slate-600">Error {status}</p>
      <h1 id="admin-problem" className="mt-2 text-2xl font-semibold tracking-tight sm:text-3xl">
        {problem.title}
      </h1>
      <p className="mt-3 text-slate-600">{problem.text}</p>
      <Link
        to="/admin"
        className="mt-6 inline-flex min-h-11 items-center rounded-pill bg-navy-900 px-5 font-semibold text-paper hover:bg-navy-700"
      >
        Go to the dashboard
      </Link>
    </section>
  )
  return (
    <div className="light min-h-screen">
      {layout ? <AdminHeader name={layout.name} role={layout.role} areas={layout.areas} /> : null}
      <div className={`${ADMIN_CONTAINER} py-6 sm:py-8`}>{body}</div>
    </div>
  )
}
