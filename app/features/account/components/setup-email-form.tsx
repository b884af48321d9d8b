import type { SubmissionResult } from '@conform-to/react'
import { Form, useNavigation } from 'react-router'
import { ActionButton } from '~/components/admin/controls'
import { FormField } from '~/components/admin/form-field'
import { errorsAt } from '../contract'

/** The setup page's first step for an account made before e-mail sign-in: its address. */
export function SetupEmailForm({ result }: { result?: SubmissionResult<string[]> }) {
  const busy = useNavigation().state === 'submitting'
  return (
    <Form method="post" className="max-w-md space-y-4">
      <input type="hidden" name="intent" value="email" />
      <p className="text-sm text-slate-600">
        Your account was made before the admin used e-mail addresses. Add yours: you can sign in with it, and
        it is where a link to reset your password goes.
      </p>
      <FormField
        id="account-email"
        name="email"
        type="email"
        label="Your work e-mail address"
        autoComplete="email"
        required
        maxLength={254}
        errors={errorsAt(result, 'email')}
      />
      <ActionButton disabled={busy}>Save and continue</ActionButton>
    </Form>
  )
}
