import { useRef, useState, type KeyboardEvent } from 'react'
import { NavLink } from 'react-router'
import { hireCta, mainNav } from '~/content/navigation'
import { cn } from '~/lib/cn'

/**
 * A disclosure built on <details>, so it opens without JavaScript too. With JavaScript it
 * closes on Escape (focus back on the button) and when a link is chosen.
 */
export function MobileMenu() {
  const [open, setOpen] = useState(false)
  const summary = useRef<HTMLElement>(null)

  function onKeyDown(event: KeyboardEvent) {
    if (event.key === 'Escape' && open) {
      event.preventDefault()
      setOpen(false)
      summary.current?.focus()
    }
  }

  return (
    <details
      open={open}
      onToggle={(e) => setOpen(e.currentTarget.open)}
      onKeyDown={onKeyDown}
      className="group lg:hidden"
    >
      <summary
        ref={summary}
        className="grid size-11 cursor-pointer list-none place-items-center rounded-full border border-line text-paper [&::-webkit-details-marker]:hidden"
      >
        <span className="sr-only">{open ? 'Close menu' : 'Open menu'}</span>
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
          <path d="M4 7h16M4 12h16M4 17h16" className="group-open:hidden" />
          <path d="M6 6l12 12M18 6L6 18" className="hidden group-open:block" />
        </svg>
      </summary>
      <nav
        aria-label="Mobile"
        className="absolute inset-x-0 top-header max-h-[calc(100dvh-var(--spacing-header))] overflow-y-auto border-b border-line bg-navy-950 shadow-card"
      >
        <ul className="container-page flex flex-col py-4">
          {mainNav.map((item) => (
            <li key={item.to}>
              <NavLink
                to={item.to}
                end={item.to === '/'}
                onClick={() => setOpen(false)}
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
              onClick={() => setOpen(false)}
              className="flex min-h-12 items-center justify-center rounded-full bg-accent-400 font-semibold text-ink"
            >
              {hireCta.label}
            </NavLink>
          </li>
        </ul>
      </nav>
    </details>
  )
}
