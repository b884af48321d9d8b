import { useSyncExternalStore } from 'react'

const noSubscription = () => () => {}

/**
 * False on the server and during hydration, true afterwards: lets a component render its
 * no-JavaScript form first and enhance it, without a hydration mismatch or an effect.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  )
}
