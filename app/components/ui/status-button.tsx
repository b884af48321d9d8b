import type { ButtonHTMLAttributes } from 'react'
import { cn } from '~/lib/cn'

export interface StatusButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** Whether the form is being sent (its page says; a post without JavaScript never shows it). */
  pending: boolean
  pendingLabel?: string
}

/** A submit button that reads 'Sending...' with a spinner while its form is in flight. */
export function StatusButton({
  pending,
  pendingLabel = 'Sending...',
  children,
  className,
  type = 'submit',
  ...rest
}: StatusButtonProps) {
  const busy = pending
  return (
    <button
      type={type}
      aria-disabled={busy || undefined}
      className={cn(
        'inline-flex min-h-13 items-center justify-center gap-2.5 rounded-pill bg-navy-900 px-8 text-base font-semibold text-white',
        'shadow-soft transition-[background-color,box-shadow,transform] duration-200 hover:bg-navy-700 motion-safe:active:scale-[0.98]',
        'aria-disabled:cursor-progress aria-disabled:bg-navy-700',
        className,
      )}
      {...rest}
      onClick={(event) => {
        // Not `disabled`: that would drop focus and hide the button from the accessibility tree.
        if (busy) event.preventDefault()
        else rest.onClick?.(event)
      }}
    >
      {busy ? (
        <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5 animate-spin" fill="none">
          <circle cx="12" cy="12" r="9" stroke="currentColor" strokeOpacity="0.3" strokeWidth="3" />
          <path d="M21 12a9 9 0 0 0-9-9" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
        </svg>
      ) : null}
      <span>{busy ? pendingLabel : children}</span>
    </button>
  )
}
