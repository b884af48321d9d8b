import { Form } from 'react-router'
import { applicantStageLabel } from '~/contracts/applicant-stages'
import { APPLICATION_STATUSES, type ApplicationStatus } from '~/lib/constants'
import { ActionButton, Label, Notice, SelectInput } from '~/components/admin/controls'
import { humanize } from '~/components/admin/format'
import { ShowOnStatusPage } from './show-on-status-page'

/** Every application stage as a select's options. */
export function ApplicationStatusOptions() {
  return APPLICATION_STATUSES.map((s) => (
    <option key={s} value={s}>
      {humanize(s)}
    </option>
  ))
}

/**
 * An application's stage, from its page, with "Show on the status page" (`announced`: the stage
 * that page shows now); `errors` are the status field's, from the action's reply.
 */
export function ApplicationStatusForm({
  status,
  announced,
  errors = [],
}: {
  status: ApplicationStatus
  announced: ApplicationStatus
  errors?: string[]
}) {
  return (
    <Form method="post" className="space-y-3">
      <input type="hidden" name="intent" value="status" />
      <div>
        <Label htmlFor="status">Move to</Label>
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
      <ShowOnStatusPage
        id="show-on-status-page"
        note={`The applicant’s page reads “${applicantStageLabel(announced)}”. Ticked, it shows the stage chosen above at once, without waiting for its e-mail.`}
      />
      <ActionButton>Move</ActionButton>
      {errors.length ? (
        <div id="status-error">
          <Notice tone="error">{errors.join(' ')}</Notice>
        </div>
      ) : null}
    </Form>
  )
}
