import type { SubmissionResult } from '@conform-to/react'
import { Form, useNavigation } from 'react-router'
import { ActionButton, Notice } from '~/components/admin/controls'
import { FormField } from '~/components/admin/form-field'
import { errorsAt, STAFF_NAME_MAX_LENGTH } from '../contract'

/**
 * The name the team sees: in Settings (`current` filled in), and as the setup page's first step for
 * an account that has none (`current` empty, the button goes on to the next step).
 */
export function DisplayNameForm({
  current,
  setup = false,
  result,
}: {
  current: string
  setup?: boolean
  result?: SubmissionResult<string[]>
}) {
  const busy = useNavigation().state === 'submitting'
  const error = errorsAt(result, '')?.[0]
  const typed = result?.initialValue?.name
  return (
    <Form method="post" className={setup ? 'max-w-md space-y-4' : 'space-y-4'}>
      <input type="hidden" name="intent" value="name" />
      <p className="text-sm text-slate-600">
        {setup ? 'Tell the team who you are. ' : ''}Your name is shown on the records you work on, in the
        e-mails sent for them and in the audit log. You still sign in with your username or e-mail address.
      </p>
      <FormField
        id="display-name"
        name="name"
        label="Your name"
        autoComplete="name"
        required
        maxLength={STAFF_NAME_MAX_LENGTH}
        defaultValue={typeof typed === 'string' ? typed : current}
        errors={errorsAt(result, 'name')}
      />
      {error ? <Notice tone="error">{error}</Notice> : null}
      <ActionButton disabled={busy}>{setup ? 'Save and continue' : 'Save name'}</ActionButton>
    </Form>
  )
}
