import { FormField } from '~/components/admin/form-field'
import { Label, SelectInput } from '~/components/admin/controls'
import { CURRENCIES, RATE_PERIOD_LABELS, RATE_PERIODS } from '~/contracts/shortlists'
import { errorsOf, type FieldErrors } from './form-reply'

/**
 * A rate: amount, currency and period. `name` prefixes the fields: `rate` (the shortlist's rate,
 * rateAmount …) or `placedRate` (the rate agreed at placement).
 */
export function RateFields({
  name,
  amountLabel,
  values,
  errors,
  narrow = false,
}: {
  name: 'rate' | 'placedRate'
  amountLabel: string
  values: { amount: string; currency: string; period: string }
  errors: FieldErrors
  /** In a side panel: the amount on a line of its own at any width. */
  narrow?: boolean
}) {
  const select = (field: 'Currency' | 'Period', label: string, options: readonly string[], value: string) => {
    const id = `${name}${field}`
    const error = errorsOf(errors, id)
    return (
      <div>
        <Label htmlFor={id}>{label}</Label>
        <SelectInput
          id={id}
          name={id}
          defaultValue={value}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
        >
          {options.map((option) => (
            <option key={option} value={option}>
              {field === 'Period'
                ? RATE_PERIOD_LABELS[option as keyof typeof RATE_PERIOD_LABELS].replace('per ', '')
                : option}
            </option>
          ))}
        </SelectInput>
        {error ? (
          <p id={`${id}-error`} className="mt-1.5 text-sm font-medium text-danger-700">
            {error.join(' ')}
          </p>
        ) : null}
      </div>
    )
  }
  return (
    <div
      className={
        narrow ? 'grid grid-cols-2 gap-3' : 'grid gap-3 sm:grid-cols-2 xl:grid-cols-[minmax(0,1fr)_7rem_8rem]'
      }
    >
      <div className={narrow ? 'col-span-2' : 'sm:col-span-2 xl:col-span-1'}>
        <FormField
          id={`${name}Amount`}
          name={`${name}Amount`}
          label={amountLabel}
          inputMode="decimal"
          required
          defaultValue={values.amount}
          errors={errorsOf(errors, `${name}Amount`)}
        />
      </div>
      {select('Currency', 'Currency', CURRENCIES, values.currency || 'USD')}
      {select('Period', 'Per', RATE_PERIODS, values.period || 'hour')}
    </div>
  )
}
