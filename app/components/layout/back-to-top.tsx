import { useEffect, useState } from 'react'
import { BACK_TO_TOP_THRESHOLD_PX } from '~/lib/constants'
import { cn } from '~/lib/cn'

export function BackToTop() {
  const [visible, setVisible] = useState(false)

  // Subscribes to the window's scroll position, an external system.
  useEffect(() => {
    const update = () => setVisible(window.scrollY > BACK_TO_TOP_THRESHOLD_PX)
    update()
    window.addEventListener('scroll', update, { passive: true })
    return () => window.removeEventListener('scroll', update)
  }, [])

  return (
    <a
      href="#top"
      onClick={(event) => {
        event.preventDefault()
        const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches
        window.scrollTo({ top: 0, behavior: reduce ? 'auto' : 'smooth' })
        document.getElementById('top')?.focus({ preventScroll: true })
      }}
      data-back-to-top=""
      aria-hidden={!visible}
      tabIndex={visible ? 0 : -1}
      className={cn(
        'fixed right-4 bottom-24 z-30 grid size-12 place-items-center rounded-full border border-line bg-navy-800 text-paper shadow-card transition duration-300 hover:border-accent-400 hover:text-accent-400 sm:right-6 sm:bottom-8',
        visible ? 'translate-y-0 opacity-100' : 'pointer-events-none translate-y-3 opacity-0',
      )}
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
