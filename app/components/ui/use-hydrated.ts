import { startTransition, useEffect, useState } from 'react'

/** Set once the first form has been enhanced: a form part mounted later starts enhanced. */
let enhancedOnce = false

/**
 * False on the server and during hydration, true afterwards: lets a component render its
 * no-JavaScript form first and enhance it without a hydration mismatch. The enhancing render is a
 * transition, so React draws it in short slices that a tap can interrupt, not in one long task.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(enhancedOnce)
  useEffect(() => {
    if (hydrated) return
    enhancedOnce = true
    startTransition(() => setHydrated(true))
  }, [hydrated])
  return hydrated
}
