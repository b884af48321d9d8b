import { useEffect, useState, type RefObject } from 'react'

/**
 * True once a hero's video may be created: after the window's load event (so the poster,
 * the LCP image, never competes with it), and for heroes below the fold only once they come
 * within 200px of the viewport. Never true while the visitor prefers reduced motion.
 */
export function useVideoReady(
  target: RefObject<HTMLElement | null>,
  priority: boolean,
  reducedMotion: boolean,
) {
  const [ready, setReady] = useState(false)

  useEffect(() => {
    if (reducedMotion || ready) return
    let observer: IntersectionObserver | undefined
    let timer: ReturnType<typeof setTimeout> | undefined
    const arm = () => {
      const node = target.current
      if (priority || !node || !('IntersectionObserver' in window)) {
        setReady(true)
        return
      }
      observer = new IntersectionObserver(
        (entries) => {
          if (!entries.some((entry) => entry.isIntersecting)) return
          observer?.disconnect()
          setReady(true)
        },
        { rootMargin: '200px' },
      )
      observer.observe(node)
    }
    // Already loaded (client-side navigation): still yield to the new page's first paint.
    if (document.readyState === 'complete') timer = setTimeout(arm, 0)
    else window.addEventListener('load', arm, { once: true })
    return () => {
      window.removeEventListener('load', arm)
      clearTimeout(timer)
      observer?.disconnect()
    }
  }, [target, priority, reducedMotion, ready])

  return ready && !reducedMotion
}
