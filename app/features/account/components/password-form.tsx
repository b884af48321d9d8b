import type { SubmissionResult } from '@conform-to/react'
import { Form } from 'react-router'
import { ADMIN_MIN_PASSWORD_LENGTH } from '~/lib/constants'
import { ActionButton, Notice } from '~/components/admin/controls'
import { FormField } from '~/components/admin/form-field'
import { errorsAt } from '../contract'

/** Settings: a new password; `result` is the reply to this form, errors at their fields and the form's own below. */
export function PasswordForm({ result }: { result?: SubmissionResult<string[]> }) {
  const problem = errorsAt(result, '')?.[0]
  return (
    <Form method="post" className="space-y-4">
      <input type="hidden" name="intent" value="password" />
      <FormField
        id="currentPassword"
        name="currentPassword"
        type="password"
        label="Current password"
        autoComplete="current-password"
        required
        errors={errorsAt(result, 'currentPassword')}
      />
      <FormField
        id="newPassword"
        name="newPassword"
        type="password"
        label="New password"
        autoComplete="new-password"
        minLength={ADMIN_MIN_PASSWORD_LENGTH}
        maxLength={128}
        required
        hint={`At least ${ADMIN_MIN_PASSWORD_LENGTH} characters. Your other sessions are signed out.`}
        errors={errorsAt(result, 'newPassword')}
      />
      <FormField
        id="confirmPassword"
        name="confirmPassword"
        type="password"
        label="New password again"
        autoComplete="new-password"
        required
        errors={errorsAt(result, 'confirmPassword')}
      />
      {problem ? <Notice tone="error">{problem}</Notice> : null}
      <ActionButton>Change password</ActionButton>
    </Form>
  )
}
