import type { ReactNode } from 'react'
import { Form } from 'react-router'
import { useHydrated } from '~/components/ui/use-hydrated'

/** The id of the list's bulk form: each row's checkbox belongs to it through its `form` attribute. */
export const BULK_FORM = 'bulk-form'

/**
 * The bar of a list's bulk actions: a plain form (it works without JavaScript) whose buttons act
 * on the rows ticked in the table. It follows the table, so the rows' checkboxes come first in the
 * tab order.
 */
export function BulkActionBar({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Form
      id={BULK_FORM}
      method="post"
      aria-label={label}
      className="flex flex-wrap items-end gap-3 rounded-card border border-slate-200 bg-slate-50 px-4 py-3"
    >
      <p className="basis-full text-sm font-semibold text-navy-900 sm:basis-auto sm:self-center">
        With the rows ticked:
      </p>
      {children}
    </Form>
  )
}

/** A row's checkbox for the bulk form. */
export function RowCheckbox({ id, label }: { id: number; label: string }) {
  return (
    <input
      type="checkbox"
      name="ids"
      value={id}
      form={BULK_FORM}
      aria-label={`Select ${label}`}
      className="size-5 accent-navy-900"
    />
  )
}

/** Ticks or clears every row (with JavaScript; without it, each row is ticked on its own). */
export function SelectAllCheckbox() {
  const hydrated = useHydrated()
  if (!hydrated) return <span className="sr-only">Select</span>
  return (
    <input
      type="checkbox"
      aria-label="Select every row on this page"
      className="size-5 accent-navy-900"
      onChange={(event) => {
        for (const box of document.querySelectorAll<HTMLInputElement>(
          `input[name="ids"][form="${BULK_FORM}"]`,
        )) {
          box.checked = event.currentTarget.checked
        }
      }}
    />
  )
}

/**
 * A row's first cell: its checkbox for the bulk form. On a phone, where each row is a card, it
 * sits in the card's top corner beside the row's title, with a finger-sized target around it.
 */
export function SelectCell({ id, label }: { id: number; label: string }) {
  return (
    <td className="px-3 py-3 md:w-10 max-md:float-right max-md:-mt-2 max-md:-mr-2 max-md:p-0">
      <label className="max-md:grid max-md:size-11 max-md:cursor-pointer max-md:place-items-center">
        <RowCheckbox id={id} label={label} />
      </label>
    </td>
  )
}
