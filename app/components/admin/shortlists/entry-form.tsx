import { Form } from 'react-router'
import { ActionButton, Label, SelectInput, TextArea, TextInput } from '~/components/admin/controls'
import { Panel } from '~/components/admin/detail-list'
import {
  CURRENCIES,
  NOTICE_WEEKS_MAX,
  PITCH_MAX,
  RATE_PERIOD_LABELS,
  RATE_PERIODS,
} from '~/contracts/shortlists'

export interface EntryFormValues {
  rateAmount: string
  rateCurrency: string
  ratePeriod: string
  availability: string
  availableOn: string
  noticeWeeks: string
  pitch: string
}

function FieldError({ id, message }: { id: string; message?: string }) {
  return message ? (
    <p id={id} className="mt-1.5 text-sm font-medium text-danger-700">
      {message}
    </p>
  ) : null
}

/** aria-invalid and aria-describedby for a field with an error. */
const invalid = (id: string, message?: string) =>
  message ? { 'aria-invalid': true, 'aria-describedby': `${id}-error` } : {}

/** What the client will see of a shortlisted candidate beside who they are: rate, availability, pitch. */
export function EntryForm({ values, errors }: { values: EntryFormValues; errors: Record<string, string> }) {
  return (
    <Panel title="What the client sees" id="entry-heading">
      <Form method="post" className="space-y-5">
        <input type="hidden" name="intent" value="save" />
        <fieldset>
          <legend className="mb-1.5 text-sm font-semibold text-navy-900">Rate the client pays</legend>
          <div className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_8rem_10rem]">
            <div>
              <Label htmlFor="rateAmount">Amount</Label>
              <TextInput
                id="rateAmount"
                name="rateAmount"
                inputMode="decimal"
                required
                defaultValue={values.rateAmount}
                {...invalid('rateAmount', errors.rateAmount)}
              />
              <FieldError id="rateAmount-error" message={errors.rateAmount} />
            </div>
            <div>
              <Label htmlFor="rateCurrency">Currency</Label>
              <SelectInput
                id="rateCurrency"
                name="rateCurrency"
                required
                defaultValue={values.rateCurrency || 'USD'}
                {...invalid('rateCurrency', errors.rateCurrency)}
              >
                {CURRENCIES.map((c) => (
                  <option key={c} value={c}>
                    {c}
                  </option>
                ))}
              </SelectInput>
              <FieldError id="rateCurrency-error" message={errors.rateCurrency} />
            </div>
            <div>
              <Label htmlFor="ratePeriod">Per</Label>
              <SelectInput
                id="ratePeriod"
                name="ratePeriod"
                defaultValue={values.ratePeriod}
                {...invalid('ratePeriod', errors.ratePeriod)}
              >
                {RATE_PERIODS.map((p) => (
                  <option key={p} value={p}>
                    {RATE_PERIOD_LABELS[p].replace('per ', '')}
                  </option>
                ))}
              </SelectInput>
              <FieldError id="ratePeriod-error" message={errors.ratePeriod} />
            </div>
          </div>
        </fieldset>
        <fieldset>
          <legend className="mb-1.5 text-sm font-semibold text-navy-900">When they can start</legend>
          <div className="grid gap-3 sm:grid-cols-2">
            <div className="rounded-xl border border-slate-200 p-3">
              <label className="flex min-h-11 items-center gap-2 text-sm font-semibold">
                <input
                  type="radio"
                  name="availability"
                  value="date"
                  defaultChecked={values.availability !== 'notice'}
                  className="size-5"
                />
                From a date
              </label>
              <Label htmlFor="availableOn">Start date</Label>
              <TextInput
                id="availableOn"
                name="availableOn"
                type="date"
                defaultValue={values.availableOn}
                {...invalid('availableOn', errors.availableOn)}
              />
              <FieldError id="availableOn-error" message={errors.availableOn} />
            </div>
            <div className="rounded-xl border border-slate-200 p-3">
              <label className="flex min-h-11 items-center gap-2 text-sm font-semibold">
                <input
                  type="radio"
                  name="availability"
                  value="notice"
                  defaultChecked={values.availability === 'notice'}
                  className="size-5"
                />
                After a notice period
              </label>
              <Label htmlFor="noticeWeeks">Notice, in weeks (0: at once)</Label>
              <TextInput
                id="noticeWeeks"
                name="noticeWeeks"
                type="number"
                min={0}
                max={NOTICE_WEEKS_MAX}
                inputMode="numeric"
                defaultValue={values.noticeWeeks}
                {...invalid('noticeWeeks', errors.noticeWeeks)}
              />
              <FieldError id="noticeWeeks-error" message={errors.noticeWeeks} />
            </div>
          </div>
          <FieldError id="availability-error" message={errors.availability} />
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
            {...invalid('pitch', errors.pitch)}
          />
          <FieldError id="pitch-error" message={errors.pitch} />
          <p className="mt-1.5 text-xs text-slate-600">
            The client sees their first name and last initial, headline, skills and years beside this: never
            their contact details, pay or resume.
          </p>
        </div>
        <ActionButton>Save</ActionButton>
      </Form>
    </Panel>
  )
}
