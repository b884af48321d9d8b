import type { SubmissionResult } from '@conform-to/react'
import { Form } from 'react-router'
import { ActionButton } from '~/components/admin/controls'
import { FormField } from '~/components/admin/form-field'
import { errorsAt } from '../contract'

/** Settings: a new sign-in address, with the current password (the old address is told). */
export function EmailForm({
  current,
  result,
}: {
  current: string | null
  result?: SubmissionResult<string[]>
}) {
  return (
    <Form method="post" className="space-y-4">
      <input type="hidden" name="intent" value="email" />
      <p className="text-sm text-slate-600">
        {current ? `You sign in with ${current}. ` : ''}Links to reset your password go to this address. When
        it changes, a note goes to the old one.
      </p>
      <FormField
        id="new-email"
        name="email"
        type="email"
        label="New e-mail address"
        autoComplete="email"
        required
        maxLength={254}
        errors={errorsAt(result, 'email')}
      />
      <FormField
        id="email-current-password"
        name="currentPassword"
        type="password"
        label="Current password"
        autoComplete="current-password"
        required
        errors={errorsAt(result, 'currentPassword')}
      />
      <ActionButton>Change e-mail address</ActionButton>
    </Form>
  )
}
