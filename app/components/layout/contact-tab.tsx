import { Link } from 'react-router'

/** The fixed "Contact us" side tab of the original site. */
export function ContactTab() {
  return (
    <Link
      to="/contact"
      prefetch="intent"
      className="fixed top-1/2 right-0 z-30 hidden origin-bottom-right translate-y-1/2 -rotate-90 rounded-t-xl bg-accent-400 px-5 py-2.5 text-sm font-semibold tracking-wide text-ink shadow-glow transition hover:bg-accent-300 md:block"
    >
      Contact us
    </Link>
  )
}
