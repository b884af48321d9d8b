import { Form, Link } from 'react-router'
import { buttonClass } from '~/components/admin/controls'
import type { HireBriefStatus } from '~/contracts/hire-brief'

/** Above a brief's page: the earlier brief it likely repeats, and after a placement, the offer to mark it won. */
export function BriefWorkNotices({
  duplicateOf,
  placed,
  status,
}: {
  duplicateOf: { id: number; reference: string } | null
  placed: boolean
  status: HireBriefStatus
}) {
  if (!duplicateOf && !(placed && status !== 'won')) return null
  return (
    <div className="mb-4 space-y-3">
      {duplicateOf ? (
        <p role="note" className="rounded-xl bg-amber-50 px-4 py-3 text-sm font-medium text-amber-900">
          Likely a duplicate: the same address and company sent{' '}
          <Link
            to={`/admin/hire-briefs/${duplicateOf.id}`}
            className="font-mono font-semibold underline underline-offset-2"
          >
            {duplicateOf.reference}
          </Link>{' '}
          within 24 hours before this one.
        </p>
      ) : null}
      {placed && status !== 'won' ? (
        <Form
          method="post"
          className="flex flex-wrap items-center justify-between gap-3 rounded-xl bg-emerald-50 px-4 py-3 text-sm font-medium text-success-700"
        >
          <span>A candidate was placed on this brief. Mark the brief as won?</span>
          <input type="hidden" name="intent" value="status" />
          <button type="submit" name="status" value="won" className={buttonClass('primary')}>
            Move to Won
          </button>
        </Form>
      ) : null}
    </div>
  )
}
