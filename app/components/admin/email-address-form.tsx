import type { ReactNode } from 'react'
import { Form } from 'react-router'
import { ActionButton, Label, TextInput } from './controls'

/**
 * A one-field admin form for an e-mail address (finding what is stored for it, removing a
 * subscriber): `errors` are the address field's, from the action's reply, shown at the field.
 */
export function EmailAddressForm({
  button,
  defaultValue,
  errors,
  children,
}: {
  button: string
  defaultValue?: string
  errors?: string[]
  /** Hidden fields the action reads (an intent). */
  children?: ReactNode
}) {
  const error = errors?.[0]
  return (
    <Form method="post" className="mt-4 flex max-w-2xl flex-wrap items-end gap-3">
      {children}
      <div className="min-w-64 flex-1">
        <Label htmlFor="email">E-mail address</Label>
        <TextInput
          id="email"
          name="email"
          type="email"
          required
          defaultValue={defaultValue ?? ''}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'email-error' : undefined}
        />
      </div>
      <ActionButton>{button}</ActionButton>
      {error ? (
        <p id="email-error" role="alert" className="w-full text-sm font-medium text-danger-700">
          {error}
        </p>
      ) : null}
    </Form>
  )
}
