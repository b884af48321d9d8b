import { useCallback, useEffect, useRef } from 'react'
import { MIN_FILL_MS } from '~/contracts/form-fields'

// A little over the server's minimum, so clock granularity never makes a person wait twice.
const MARGIN_MS = 250

function delay(ms: number) {
  return new Promise<void>((resolve) => setTimeout(resolve, Math.max(0, ms)))
}

/**
 * The page's loader signs a "handed out at" token into the form's HTML, so a post without
 * JavaScript carries it too. With JavaScript, `wait` holds a send back until the minimum fill
 * time has passed since the current token arrived (it is renewed after every send). A person
 * never waits in practice; a script posting the instant the page loads does.
 */
export function useFillTime(token: string) {
  const readyAt = useRef(0)
  useEffect(() => {
    readyAt.current = performance.now() + MIN_FILL_MS + MARGIN_MS
  }, [token])
  return useCallback(() => delay(readyAt.current - performance.now()), [])
}
