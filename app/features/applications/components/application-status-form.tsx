import { Form } from 'react-router'
import { APPLICATION_STATUSES, type ApplicationStatus } from '~/lib/constants'
import { ActionButton, Label, Notice, SelectInput } from '~/components/admin/controls'
import { humanize } from '~/components/admin/format'

/** Every application status as a select's options. */
export function ApplicationStatusOptions() {
  return APPLICATION_STATUSES.map((s) => (
    <option key={s} value={s}>
      {humanize(s)}
    </option>
  ))
}

/** An application's stage, from its page; `errors` are the status field's, from the action's reply. */
export function ApplicationStatusForm({
  status,
  errors = [],
}: {
  status: ApplicationStatus
  errors?: string[]
}) {
  return (
    <Form method="post" className="flex flex-wrap items-end gap-3">
      <input type="hidden" name="intent" value="status" />
      <div className="min-w-40 flex-1">
        <Label htmlFor="status">Status</Label>
        <SelectInput
          id="status"
          name="status"
          defaultValue={status}
          aria-invalid={errors.length ? true : undefined}
          aria-describedby={errors.length ? 'status-error' : undefined}
        >
          <ApplicationStatusOptions />
        </SelectInput>
      </div>
      <ActionButton>Save status</ActionButton>
      {errors.length ? (
        <div id="status-error" className="basis-full">
          <Notice tone="error">{errors.join(' ')}</Notice>
        </div>
      ) : null}
    </Form>
  )
}
