import { SpamFields } from '~/components/forms/spam-fields'
import { Button } from '~/components/ui/button'
import { Field } from '~/components/ui/field'
import type { applicantStatusCopy } from '~/content/applicant-status'

/** Asking for a sign-in link: a plain form posted to the page, with the honeypot and the fill-time token. */
export function StatusRequestForm({
  copy,
  token,
  email,
  error,
}: {
  copy: (typeof applicantStatusCopy)['request']
  token: string
  email?: string
  error?: string
}) {
  return (
    <form method="post" className="relative space-y-5" aria-labelledby="status-request-title">
      <input type="hidden" name="intent" value="request" />
      <SpamFields token={token} />
      <Field
        label={copy.emailLabel}
        errors={error ? [error] : undefined}
        inputProps={{
          id: 'status-email',
          name: 'email',
          type: 'email',
          autoComplete: 'email',
          required: true,
          maxLength: 254,
          defaultValue: email,
        }}
      />
      <Button type="submit">{copy.submit}</Button>
    </form>
  )
}
