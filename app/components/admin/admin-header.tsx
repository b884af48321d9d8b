import type { ReactNode } from 'react'
import { Form, Link, NavLink } from 'react-router'
import { LogoMark } from '~/components/layout/logo'
import type { AdminArea } from '~/contracts/admin-areas'
import { STAFF_ROLE_LABELS, type StaffRole } from '~/contracts/permissions'
import { cn } from '~/lib/cn'

export const ADMIN_CONTAINER = 'mx-auto w-full max-w-[100rem] px-4 sm:px-6 lg:px-8'

interface AdminHeaderProps {
  name: string
  role: StaffRole
  /** The areas this member may open; none while their account is being set up. */
  areas: readonly AdminArea[]
}

export function AdminHeader({ name, role, areas }: AdminHeaderProps) {
  return (
    <header className="border-b border-slate-200 bg-white">
      <div className={cn(ADMIN_CONTAINER, 'flex min-h-16 items-center justify-between gap-4')}>
        <Link to="/admin" className="flex items-center gap-2.5 font-semibold tracking-tight">
          <LogoMark className="size-8 shrink-0" />
          <span>
            Brightpath <span className="text-accent-700">admin</span>
          </span>
        </Link>
        <div className="flex items-center gap-3 text-sm">
          <span className="hidden text-slate-600 sm:inline">
            Signed in as <strong className="font-semibold text-navy-900">{name}</strong>{' '}
            <span className="text-slate-500">({STAFF_ROLE_LABELS[role]})</span>
          </span>
          <Form method="post" action="/admin/logout">
            <button
              type="submit"
              className="min-h-10 rounded-pill border border-slate-300 px-4 font-semibold hover:border-navy-900/50 hover:bg-slate-50"
            >
              Log out
            </button>
          </Form>
        </div>
      </div>
      {areas.length > 0 ? (
        <nav aria-label="Admin" className={ADMIN_CONTAINER}>
          {/* Pills that wrap at every width: sixteen areas fit no single row of a laptop's screen. */}
          <ul className="flex flex-wrap gap-1 pb-3">
            {areas.map((item) => (
              <li key={item.to} className="shrink-0">
                <NavLink
                  to={item.to}
                  end={item.end}
                  prefetch="intent"
                  className={({ isActive }) =>
                    cn(
                      'inline-flex min-h-10 items-center rounded-pill px-3 text-sm font-semibold transition-colors',
                      isActive
                        ? 'bg-navy-900 text-paper'
                        : 'text-slate-600 hover:bg-slate-100 hover:text-navy-900',
                    )
                  }
                >
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
    </header>
  )
}

export function PageHeading({
  title,
  description,
  children,
}: {
  title: string
  description?: string
  children?: ReactNode
}) {
  return (
    <div className="mb-6 flex flex-wrap items-end justify-between gap-4">
      <div>
        <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">{title}</h1>
        {description ? <p className="mt-1.5 max-w-2xl text-slate-600">{description}</p> : null}
      </div>
      {children}
    </div>
  )
}
