import { EmailAddressForm } from '~/components/admin/email-address-form'
import type { SubscriberCounts } from '../contract'

const COUNT_LABELS: Record<keyof SubscriberCounts, string> = {
  openings: 'New openings',
  insights: 'New insights',
  weekly: 'Weekly digest',
  unsubscribed: 'Unsubscribed or stopped (kept 30 days)',
  pending: 'Waiting for confirmation (48 hours)',
}

/** How many receive what: confirmed subscribers by kind, and those on their way in or out. */
export function SubscriberCountList({ counts }: { counts: SubscriberCounts }) {
  return (
    <dl className="grid max-w-3xl grid-cols-2 gap-3 sm:grid-cols-3">
      {(Object.keys(COUNT_LABELS) as (keyof SubscriberCounts)[]).map((key) => (
        <div key={key} className="rounded-lg border border-slate-200 bg-white p-4">
          <dt className="text-sm text-slate-600">{COUNT_LABELS[key]}</dt>
          <dd className="mt-1 text-2xl font-semibold text-slate-900">{counts[key]}</dd>
        </div>
      ))}
    </dl>
  )
}

/** Removes one address: as if it had unsubscribed (only a hash of it stays after 30 days). */
export function RemoveSubscriberForm({ errors, lastEmail }: { errors?: string[]; lastEmail?: string }) {
  return <EmailAddressForm button="Remove" defaultValue={lastEmail} errors={errors} />
}
