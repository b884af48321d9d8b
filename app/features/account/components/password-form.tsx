import { Form } from 'react-router'
import { ADMIN_MIN_PASSWORD_LENGTH } from '~/lib/constants'
import { ActionButton, Notice } from '~/components/admin/controls'
import { FormField } from '~/components/admin/form-field'

export function PasswordForm({
  error,
  fieldErrors,
}: {
  error?: string
  fieldErrors?: Record<string, string[] | undefined>
}) {
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
        errors={fieldErrors?.currentPassword}
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
        errors={fieldErrors?.newPassword}
      />
      <FormField
        id="confirmPassword"
        name="confirmPassword"
        type="password"
        label="New password again"
        autoComplete="new-password"
        required
        errors={fieldErrors?.confirmPassword}
      />
      {error ? <Notice tone="error">{error}</Notice> : null}
      <ActionButton>Change password</ActionButton>
    </Form>
  )
}
