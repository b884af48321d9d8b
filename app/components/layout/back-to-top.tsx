/**
 * Shown once the page has scrolled 100 px, by a scroll-driven animation in app.css ("Back to
 * top"); until then it is hidden from sight, pointer, keyboard and screen readers alike. The jump
 * to #top is smooth unless the visitor asks for reduced motion (html's scroll-behavior). How high it
 * sits is app.css's: above the cookie notice while that shows.
 */
export function BackToTop() {
  return (
    <a
      href="#top"
      data-back-to-top=""
      className="fixed right-4 z-30 grid size-12 place-items-center rounded-full border border-line bg-navy-800 text-paper shadow-card transition-colors duration-300 hover:border-accent-400 hover:text-accent-400 sm:right-6"
    >
      <span className="sr-only">Back to top</span>
      <svg
        viewBox="0 0 24 24"
        width="22"
        height="22"
        aria-hidden="true"
        fill="none"
        stroke="currentColor"
        strokeWidth="2.2"
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        <path d="M12 19V5M5 12l7-7 7 7" />
      </svg>
    </a>
  )
}
