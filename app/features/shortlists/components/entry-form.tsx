import { Form } from 'react-router'
import { ActionButton, TextArea, Label } from '~/components/admin/controls'
import { Panel } from '~/components/admin/detail-list'
import { FormField } from '~/components/admin/form-field'
import { NOTICE_WEEKS_MAX, PITCH_MAX } from '~/contracts/shortlists'
import { errorsOf, type FieldErrors } from './form-reply'
import { RateFields } from './rate-fields'

export interface EntryFormValues {
  rateAmount: string
  rateCurrency: string
  ratePeriod: string
  availability: string
  availableOn: string
  noticeWeeks: string
  pitch: string
}

function Choice({
  value,
  checked,
  label,
  invalid,
}: {
  value: 'date' | 'notice'
  checked: boolean
  label: string
  invalid: boolean
}) {
  return (
    <label className="flex min-h-11 items-center gap-2 text-sm font-semibold">
      <input
        type="radio"
        name="availability"
        value={value}
        defaultChecked={checked}
        className="size-5"
        aria-invalid={invalid ? true : undefined}
        aria-describedby={invalid ? 'availability-error' : undefined}
      />
      {label}
    </label>
  )
}

/**
 * What the client will see of a shortlisted candidate beside who they are: rate, availability,
 * pitch. `errors` are a refused save's, by field (the Conform reply's `error`).
 */
export function EntryForm({ values, errors }: { values: EntryFormValues; errors: FieldErrors }) {
  const pitchErrors = errorsOf(errors, 'pitch')
  const availabilityInvalid = Boolean(errorsOf(errors, 'availability'))
  return (
    <Panel title="What the client sees" id="entry-heading">
      <Form method="post" className="space-y-5">
        <input type="hidden" name="intent" value="save" />
        <fieldset>
          <legend className="mb-1.5 text-sm font-semibold text-navy-900">Rate the client pays</legend>
          <RateFields
            name="rate"
            amountLabel="Amount"
            values={{ amount: values.rateAmount, currency: values.rateCurrency, period: values.ratePeriod }}
            errors={errors}
          />
        </fieldset>
        <fieldset>
          <legend className="mb-1.5 text-sm font-semibold text-navy-900">When they can start</legend>
          <div className="grid gap-3 sm:grid-cols-2">
            <div className="rounded-xl border border-slate-200 p-3">
              <Choice
                value="date"
                checked={values.availability !== 'notice'}
                label="From a date"
                invalid={availabilityInvalid}
              />
              <FormField
                id="availableOn"
                name="availableOn"
                label="Start date"
                type="date"
                defaultValue={values.availableOn}
                errors={errorsOf(errors, 'availableOn')}
              />
            </div>
            <div className="rounded-xl border border-slate-200 p-3">
              <Choice
                value="notice"
                checked={values.availability === 'notice'}
                label="After a notice period"
                invalid={availabilityInvalid}
              />
              <FormField
                id="noticeWeeks"
                name="noticeWeeks"
                label="Notice, in weeks (0: at once)"
                type="number"
                min={0}
                max={NOTICE_WEEKS_MAX}
                inputMode="numeric"
                defaultValue={values.noticeWeeks}
                errors={errorsOf(errors, 'noticeWeeks')}
              />
            </div>
          </div>
          {errorsOf(errors, 'availability') ? (
            <p id="availability-error" className="mt-1.5 text-sm font-medium text-danger-700">
              {errorsOf(errors, 'availability')?.join(' ')}
            </p>
          ) : null}
        </fieldset>
        <div>
          <Label htmlFor="pitch">Pitch for the client (up to {PITCH_MAX} characters)</Label>
          <TextArea
            id="pitch"
            name="pitch"
            required
            maxLength={PITCH_MAX}
            defaultValue={values.pitch}
            className="min-h-36"
            aria-invalid={pitchErrors ? true : undefined}
            aria-describedby={pitchErrors ? 'pitch-error pitch-hint' : 'pitch-hint'}
          />
          {pitchErrors ? (
            <p id="pitch-error" className="mt-1.5 text-sm font-medium text-danger-700">
              {pitchErrors.join(' ')}
            </p>
          ) : null}
          <p id="pitch-hint" className="mt-1.5 text-xs text-slate-600">
            The client sees their first name and last initial, headline, skills and years beside this: never
            their contact details, pay or resume.
          </p>
        </div>
        <ActionButton>Save</ActionButton>
      </Form>
    </Panel>
  )
}
