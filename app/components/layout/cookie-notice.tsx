import { Link, useLocation } from 'react-router'
import { cookieNotice } from '~/content/navigation'

/**
 * Rendered into every page; a tiny inline script in <head> hides it before first paint once the
 * consent cookie exists (prerendered HTML cannot read cookies), and the server marks the page the
 * same way for a visitor without script. Accept is a plain form posting to /consent, which answers
 * with a redirect back here; the shell script (shell-scripts.ts) accepts in place instead.
 *
 * On a phone it keeps to one band beside its button (a sixth of the screen at most, from 360 px
 * wide: e2e/public-site/fixed-controls.spec.ts) and leaves out its first sentence. While it shows,
 * the page keeps room for it at its end and focus stops short of it (app.css: --notice-room).
 * Fixed, not sticky: focusing a sticky control inside that room would scroll the page.
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
        className="container-page flex items-center justify-between gap-3 py-3 sm:gap-4 sm:py-4"
      >
        <input type="hidden" name="redirectTo" value={`${pathname}${search}`} />
        <p className="text-[0.8125rem] leading-snug text-mist sm:text-sm sm:leading-relaxed">
          <span className="max-sm:hidden">{cookieNotice.lead} </span>
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
          className="min-h-11 shrink-0 rounded-full bg-accent-400 px-5 text-sm font-semibold text-ink transition hover:bg-accent-300 sm:px-7 sm:text-base"
        >
          {cookieNotice.accept}
        </button>
      </form>
    </section>
  )
}
