import { useEffect, useRef, type RefObject } from 'react'
import { cn } from '~/lib/cn'
import type { FormStatus } from '~/contracts/form-action-data'

/**
 * The form's outcome in a polite live region that is always in the page, so screen readers
 * announce the message when it appears.
 */
export function FormStatusMessage({ status, id }: { status: FormStatus; id?: string }) {
  const region = useRef<HTMLDivElement>(null)
  useAnswerInView(region, status.state === 'idle' ? '' : JSON.stringify(status))
  return (
    <div ref={region} id={id} role="status" aria-live="polite" aria-atomic="true">
      {status.state === 'idle' ? null : (
        <p
          className={cn(
            'rounded-xl border px-4 py-3 text-[0.95rem] font-semibold',
            status.state === 'success'
              ? 'border-success-700/25 bg-success-300/25 text-success-700'
              : 'border-danger-700/25 bg-danger-300/20 text-danger-700',
          )}
        >
          {status.message}
          {status.state === 'success' && status.reference ? (
            <span className="mt-1 block font-normal">
              Your reference is{' '}
              <strong className="font-mono font-semibold tracking-wide" data-testid="sent-reference">
                {status.reference}
              </strong>
              .
            </span>
          ) : null}
        </p>
      )}
    </div>
  )
}

/**
 * Brings a new answer (`answer`, empty while there is none) into view. It appears under the
 * button, which may sit at the foot of the screen: scrollIntoView stops short of the cookie notice
 * and the back-to-top button there (html's scroll-padding-bottom, app.css), and scrolls smoothly
 * unless the visitor asks for reduced motion (html's scroll-behavior). Left alone: the answer the
 * page arrived with (no jump on load), and an answer after which the form moved focus away from
 * where the post was sent (to the first field it marked, a step's heading), as that is what the
 * visitor has to see then.
 */
function useAnswerInView(region: RefObject<HTMLElement | null>, answer: string) {
  const focusAtSend = useRef<Element | null>(null)
  const shown = useRef(answer)
  useEffect(() => {
    const form = region.current?.closest('form')
    if (!form) return
    const noteFocus = () => {
      focusAtSend.current = document.activeElement
    }
    form.addEventListener('submit', noteFocus)
    return () => form.removeEventListener('submit', noteFocus)
  }, [region])
  useEffect(() => {
    if (answer === shown.current) return
    shown.current = answer
    if (!answer) return
    const sentFrom = focusAtSend.current
    // A frame later, once the form has drawn its marks and moved focus, if it does.
    requestAnimationFrame(() => {
      if (document.activeElement === sentFrom) region.current?.scrollIntoView({ block: 'nearest' })
    })
  }, [answer, region])
}
