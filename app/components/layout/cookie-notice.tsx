import { Link, useLocation } from 'react-router'
import { cookieNotice } from '~/content/navigation'

/**
 * Rendered into every page; a tiny inline script in <head> hides it before first paint once the
 * consent cookie exists (prerendered HTML cannot read cookies), and the server marks the page the
 * same way for a visitor without script. Accept is a plain form posting to /consent, which answers
 * with a redirect back here; the shell script (shell-scripts.ts) accepts in place instead.
 */
export function CookieNotice() {
  const { pathname, search } = useLocation()
  return (
    <section
      data-cookie-notice=""
      aria-label="Cookie notice"
      className="fixed inset-x-0 bottom-0 z-50 border-t border-line bg-navy-900/96 shadow-[0_-20px_50px_-20px_rgb(0_0_0/0.7)] backdrop-blur"
    >
      <form
        method="post"
        action="/consent"
        className="container-page flex flex-col gap-4 py-4 sm:flex-row sm:items-center sm:justify-between"
      >
        <input type="hidden" name="redirectTo" value={`${pathname}${search}`} />
        <p className="text-sm leading-relaxed text-mist">
          {cookieNotice.text}{' '}
          <Link
            to={cookieNotice.policyLink.to}
            className="font-medium text-accent-400 underline underline-offset-4"
          >
            {cookieNotice.policyLink.label}
          </Link>
        </p>
        <button
          type="submit"
          className="min-h-11 shrink-0 rounded-full bg-accent-400 px-7 font-semibold text-ink transition hover:bg-accent-300"
        >
          {cookieNotice.accept}
        </button>
      </form>
    </section>
  )
}
