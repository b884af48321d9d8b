import { Link, NavLink } from 'react-router'
import { hireCta, mainNav } from '~/content/navigation'
import { cn } from '~/lib/cn'
import { Logo } from './logo'
import { MobileMenu } from './mobile-menu'
import { LATER_BLOCKS_STYLE, VIEW_TRANSITION_STYLE } from './shell-scripts'

export function Header() {
  return (
    <>
      {/* href and precedence make React hoist this into <head>, ahead of app.css (see shell-scripts). */}
      <style href="before-app-css" precedence="high">
        {VIEW_TRANSITION_STYLE + LATER_BLOCKS_STYLE}
      </style>
      <header className="site-header fixed inset-x-0 top-0 z-40 h-header border-b border-white/8 bg-ink/82 backdrop-blur-md supports-[backdrop-filter]:bg-ink/70">
        <div className="container-page flex h-full items-center justify-between gap-6">
          <Link to="/" className="rounded-md" aria-label="Brightpath IT Solutions, home">
            <Logo />
          </Link>
          <nav aria-label="Main" className="hidden lg:block">
            <ul className="flex items-center gap-1">
              {mainNav.map((item) => (
                <li key={item.to}>
                  <NavLink
                    to={item.to}
                    end={item.to === '/'}
                    prefetch="intent"
                    className={({ isActive }) =>
                      cn(
                        'relative rounded-full px-4 py-2 text-[0.94rem] font-medium transition-colors',
                        isActive ? 'bg-white/8 text-paper' : 'text-mist hover:text-paper',
                      )
                    }
                  >
                    {item.label}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
          <div className="flex items-center gap-3">
            <Link
              to={hireCta.to}
              prefetch="intent"
              className="hidden rounded-full bg-accent-400 px-5 py-2.5 text-sm font-semibold text-ink transition hover:bg-accent-300 sm:inline-flex"
            >
              {hireCta.label}
            </Link>
            <MobileMenu />
          </div>
        </div>
      </header>
    </>
  )
}
