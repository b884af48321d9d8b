import { Form } from 'react-router'
import { APPLICATION_STATUSES, type ApplicationStatus } from '~/lib/constants'
import { ActionButton, Label, SelectInput } from '~/components/admin/controls'
import { humanize } from '~/components/admin/format'

/** Every application status as a select's options. */
export function ApplicationStatusOptions() {
  return APPLICATION_STATUSES.map((s) => (
    <option key={s} value={s}>
      {humanize(s)}
    </option>
  ))
}

export function ApplicationStatusForm({ status }: { status: ApplicationStatus }) {
  return (
    <Form method="post" className="flex flex-wrap items-end gap-3">
      <input type="hidden" name="intent" value="status" />
      <div className="min-w-40 flex-1">
        <Label htmlFor="status">Status</Label>
        <SelectInput id="status" name="status" defaultValue={status}>
          <ApplicationStatusOptions />
        </SelectInput>
      </div>
      <ActionButton>Save status</ActionButton>
    </Form>
  )
}
