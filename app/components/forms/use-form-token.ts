import { useCallback, useEffect, useRef } from 'react'
import { useFetcher } from 'react-router'
import { FORM_TOKEN_FIELD, FORM_TOKEN_INTENT, INTENT_FIELD, MIN_FILL_MS } from './form-fields'
import type { FormActionData } from './form-action-data'

// A little over the server's minimum, so clock granularity never makes a person wait twice.
const MARGIN_MS = 250

function delay(ms: number) {
  return new Promise<void>((resolve) => setTimeout(resolve, Math.max(0, ms)))
}

/**
 * Fetches a signed timestamp from the page's own action once the form is on screen, and
 * before each send waits until the minimum fill time has passed since it arrived. A person
 * never waits in practice; a script posting the instant the page loads does.
 */
export function useFormToken(action: string) {
  const fetcher = useFetcher<FormActionData>()
  const { submit } = fetcher
  const readyAt = useRef<Promise<number> | null>(null)

  useEffect(() => {
    readyAt.current = submit({ [INTENT_FIELD]: FORM_TOKEN_INTENT }, { method: 'post', action }).then(
      () => performance.now() + MIN_FILL_MS + MARGIN_MS,
      () => 0,
    )
  }, [submit, action])

  const token = fetcher.data?.status === 'token' ? fetcher.data.token : ''

  /** Waits out the fill time, then puts the token (read from the form, where it has landed by now) into formData. */
  const stamp = useCallback(async (form: HTMLFormElement, formData: FormData) => {
    const ready = (await readyAt.current) ?? 0
    await delay(ready - performance.now())
    const input = form.elements.namedItem(FORM_TOKEN_FIELD)
    if (input instanceof HTMLInputElement && input.value) formData.set(FORM_TOKEN_FIELD, input.value)
  }, [])

  return { token, stamp }
}
