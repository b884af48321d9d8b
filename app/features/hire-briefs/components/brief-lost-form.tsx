import { Form } from 'react-router'
import { ActionButton, Label, Notice, TextInput } from '~/components/admin/controls'
import { LOST_REASON_MAX } from '../contract'

/**
 * "Mark as lost", under the pipeline: the reason is kept with the brief. `errors` are the reason
 * field's, from the action's reply; `typed` is what was typed there when it came back refused.
 */
export function BriefLostForm({
  lostReason,
  errors = [],
  typed,
}: {
  lostReason: string | null
  errors?: string[]
  typed?: string
}) {
  return (
    <Form method="post" className="mt-5 space-y-3 border-t border-slate-100 pt-4">
      <input type="hidden" name="intent" value="status" />
      <input type="hidden" name="status" value="lost" />
      <div>
        <Label htmlFor="lostReason">Reason it was lost</Label>
        <TextInput
          id="lostReason"
          name="lostReason"
          maxLength={LOST_REASON_MAX}
          defaultValue={typed ?? lostReason ?? ''}
          aria-invalid={errors.length ? true : undefined}
          aria-describedby={errors.length ? 'lost-error' : undefined}
        />
      </div>
      {errors.length ? (
        <div id="lost-error">
          <Notice tone="error">{errors.join(' ')}</Notice>
        </div>
      ) : null}
      <ActionButton tone="secondary">Mark as lost</ActionButton>
    </Form>
  )
}
