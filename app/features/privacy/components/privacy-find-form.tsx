import { Form } from 'react-router'
import { ActionButton, Label, TextInput } from '~/components/admin/controls'

/** Finds what is stored for an address; `errors` are the address field's, from the action's reply. */
export function PrivacyFindForm({ found, errors }: { found?: string; errors?: string[] }) {
  const error = errors?.[0]
  return (
    <Form method="post" className="mt-4 flex max-w-2xl flex-wrap items-end gap-3">
      <input type="hidden" name="intent" value="find" />
      <div className="min-w-64 flex-1">
        <Label htmlFor="email">E-mail address</Label>
        <TextInput
          id="email"
          name="email"
          type="email"
          required
          defaultValue={found ?? ''}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'email-error' : undefined}
        />
      </div>
      <ActionButton>Find</ActionButton>
      {error ? (
        <p id="email-error" role="alert" className="w-full text-sm font-medium text-danger-700">
          {error}
        </p>
      ) : null}
    </Form>
  )
}
