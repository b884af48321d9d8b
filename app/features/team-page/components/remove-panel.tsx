import { Form } from 'react-router'
import { ActionButton } from '~/components/admin/controls'

/**
 * Removing a member or a quote, behind a confirmation: "Remove …" opens the consequences and the
 * button that does it (no script needed, keyboard reachable).
 */
export function RemovePanel({
  label,
  consequence,
  confirm,
}: {
  label: string
  consequence: string
  confirm: string
}) {
  return (
    <details className="mt-8 max-w-3xl rounded-card border border-red-200 bg-white p-5 shadow-soft">
      <summary className="inline-flex min-h-11 cursor-pointer items-center font-semibold text-danger-700">
        {label}
      </summary>
      <Form method="post" className="mt-3 space-y-3">
        <input type="hidden" name="intent" value="remove" />
        <p className="max-w-2xl text-sm text-slate-700">{consequence}</p>
        <ActionButton tone="danger">{confirm}</ActionButton>
      </Form>
    </details>
  )
}
