import { SHOW_ON_STATUS_PAGE } from '../contract'

/**
 * "Show on the status page": offered wherever staff move an application's stage, since a stage
 * shows on the applicant's status page only once it was announced (its e-mail has left). Ticked,
 * the page shows it now: for a move the applicant was told of another way, or a stage without an
 * e-mail. `note` says what the page reads now, or what ticking it does.
 */
export function ShowOnStatusPage({ id, note }: { id: string; note: string }) {
  return (
    <div className="flex min-h-11 items-start gap-3">
      <input
        id={id}
        type="checkbox"
        name="showOnStatusPage"
        className="mt-0.5 size-5 shrink-0 accent-navy-900"
        aria-describedby={`${id}-note`}
      />
      <div className="text-sm">
        <label htmlFor={id} className="cursor-pointer font-semibold text-navy-900">
          {SHOW_ON_STATUS_PAGE}
        </label>
        <p id={`${id}-note`} className="text-xs text-slate-600">
          {note}
        </p>
      </div>
    </div>
  )
}
