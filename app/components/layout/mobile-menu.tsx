import { NavLink } from 'react-router'
import { hireCta, mainNav } from '~/content/navigation'
import { cn } from '~/lib/cn'

const MENU_ID = 'mobile-menu'

/**
 * A popover opened by its button, with no script at all: the browser closes it on Escape (focus
 * back on the button) and on a click outside, and keeps its links next in the tab order. The
 * button's label follows the state through CSS (app.css, "Mobile menu"). The shell script
 * (shell-scripts.ts) closes it when a link is chosen.
 */
export function MobileMenu() {
  return (
    <div data-mobile-menu="" className="lg:hidden">
      <button
        type="button"
        popoverTarget={MENU_ID}
        data-menu-toggle=""
        className="group grid size-11 cursor-pointer place-items-center rounded-full border border-line text-paper"
      >
        <span data-menu-label="closed" className="sr-only">
          Open menu
        </span>
        <span data-menu-label="open" className="sr-only">
          Close menu
        </span>
        <svg
          viewBox="0 0 24 24"
          width="22"
          height="22"
          aria-hidden="true"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
        >
          <path data-menu-label="closed" d="M4 7h16M4 12h16M4 17h16" />
          <path data-menu-label="open" d="M6 6l12 12M18 6L6 18" />
        </svg>
      </button>
      <nav
        id={MENU_ID}
        popover="auto"
        aria-label="Mobile"
        className="mobile-menu max-h-[calc(100dvh-var(--spacing-header))] overflow-y-auto border-b border-line bg-navy-950 text-paper shadow-card"
      >
        <ul className="container-page flex flex-col py-4">
          {mainNav.map((item) => (
            <li key={item.to}>
              <NavLink
                to={item.to}
                end={item.to === '/'}
                className={({ isActive }) =>
                  cn(
                    'flex min-h-12 items-center border-b border-white/6 text-lg font-medium',
                    isActive ? 'text-accent-400' : 'text-paper',
                  )
                }
              >
                {'mobileLabel' in item ? item.mobileLabel : item.label}
              </NavLink>
            </li>
          ))}
          <li className="pt-5">
            <NavLink
              to={hireCta.to}
              className="flex min-h-12 items-center justify-center rounded-full bg-accent-400 font-semibold text-ink"
            >
              {hireCta.label}
            </NavLink>
          </li>
        </ul>
      </nav>
    </div>
  )
}
