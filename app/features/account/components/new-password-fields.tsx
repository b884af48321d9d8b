import { STAFF_PASSWORD_MAX_LENGTH, STAFF_PASSWORD_MIN_LENGTH } from '../contract'
import { FormField } from '~/components/admin/form-field'

/** A new password typed twice, with the rule it must meet. */
export function NewPasswordFields({ errors }: { errors?: Record<string, string[] | undefined> }) {
  return (
    <>
      <FormField
        id="password"
        name="password"
        type="password"
        label="New password"
        autoComplete="new-password"
        required
        minLength={STAFF_PASSWORD_MIN_LENGTH}
        maxLength={STAFF_PASSWORD_MAX_LENGTH}
        hint="At least 12 characters. Several unrelated words work well; not your name, e-mail or the company name."
        errors={errors?.password}
      />
      <FormField
        id="confirm"
        name="confirm"
        type="password"
        label="The new password again"
        autoComplete="new-password"
        required
        maxLength={STAFF_PASSWORD_MAX_LENGTH}
        errors={errors?.confirm}
      />
    </>
  )
}
