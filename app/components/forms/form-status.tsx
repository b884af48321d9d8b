import { cn } from '~/lib/cn'
import type { FormStatus } from '~/contracts/form-action-data'

/**
 * The form's outcome in a polite live region that is always in the page, so screen readers
 * announce the message when it appears.
 */
export function FormStatusMessage({ status, id }: { status: FormStatus; id?: string }) {
  return (
    <div id={id} role="status" aria-live="polite" aria-atomic="true">
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
