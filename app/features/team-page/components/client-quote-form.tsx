import { useForm, type SubmissionResult } from '@conform-to/react'
import { Form } from 'react-router'
import { ActionButton, Label, Notice, SelectInput } from '~/components/admin/controls'
import { FormField, FormTextArea } from '~/components/admin/form-field'
import {
  BEST_RATING,
  COMPANY_MAX,
  PERSON_MAX,
  PHOTO_ALT_MAX,
  QUOTE_MAX,
  QUOTE_TEXT_MAX,
  type ClientQuoteFormValues,
  type QuoteLogo,
} from '../contract'
import { CheckboxField, FileField } from './file-field'
import { LogoThumbnail } from './thumbnails'

export interface ClientQuoteFormProps {
  values: ClientQuoteFormValues
  lastResult?: SubmissionResult<string[]> | null
  /** Null for a new quote. */
  quote: { logo: QuoteLogo | null; hasClientLogo: boolean; hasUploadedLogo: boolean } | null
  /** How many quotes /portfolio shows (for the position's hint). */
  count: number
  saveLabel: string
}

const RATINGS = Array.from({ length: BEST_RATING }, (_, i) => BEST_RATING - i)

/** A client's quote on /portfolio: the words, who said them, the stars, the logo and the place. */
export function ClientQuoteForm({ values, lastResult, quote, count, saveLabel }: ClientQuoteFormProps) {
  const [form, fields] = useForm<ClientQuoteFormValues & { image: string; useClientLogo: string }>({
    id: 'client-quote-form',
    lastResult,
    defaultValue: values,
  })
  const problem = form.errors?.[0]
  const last = quote ? count : count + 1
  return (
    <Form
      id={form.id}
      method="post"
      encType="multipart/form-data"
      className="max-w-3xl space-y-5 rounded-card border border-slate-200 bg-white p-5 shadow-soft"
    >
      <input type="hidden" name="intent" value="save" />
      <FormField
        id="quote"
        name="quote"
        label="Quote"
        required
        maxLength={QUOTE_MAX}
        defaultValue={values.quote}
        errors={fields.quote.errors}
        hint="The headline of the card, in their words."
      />
      <FormTextArea
        id="text"
        name="text"
        label="What they said"
        required
        rows={4}
        maxLength={QUOTE_TEXT_MAX}
        defaultValue={values.text}
        errors={fields.text.errors}
      />
      <div className="grid gap-5 sm:grid-cols-3">
        <FormField
          id="personName"
          name="personName"
          label="Name"
          required
          maxLength={PERSON_MAX}
          defaultValue={values.personName}
          errors={fields.personName.errors}
        />
        <FormField
          id="personRole"
          name="personRole"
          label="Role"
          required
          maxLength={PERSON_MAX}
          defaultValue={values.personRole}
          errors={fields.personRole.errors}
        />
        <FormField
          id="companyName"
          name="companyName"
          label="Company"
          required
          maxLength={COMPANY_MAX}
          defaultValue={values.companyName}
          errors={fields.companyName.errors}
        />
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <div>
          <Label htmlFor="rating">Rating</Label>
          <SelectInput
            id="rating"
            name="rating"
            defaultValue={values.rating}
            required
            aria-invalid={fields.rating.errors?.length ? true : undefined}
            aria-describedby={fields.rating.errors?.length ? 'rating-error' : undefined}
          >
            {RATINGS.map((stars) => (
              <option key={stars} value={String(stars)}>
                {stars} of {BEST_RATING} stars
              </option>
            ))}
          </SelectInput>
          {fields.rating.errors?.length ? (
            <p id="rating-error" className="mt-1.5 text-sm font-medium text-danger-700">
              {fields.rating.errors[0]}
            </p>
          ) : null}
        </div>
        <FormField
          id="position"
          name="position"
          label="Position"
          type="number"
          inputMode="numeric"
          min={1}
          max={last}
          defaultValue={values.position}
          errors={fields.position.errors}
          hint={`1 is first, ${last} last.`}
        />
      </div>
      <fieldset className="space-y-4 rounded-xl border border-slate-200 p-4">
        <legend className="px-1 text-sm font-semibold text-navy-900">Logo</legend>
        {quote ? (
          <div className="flex items-center gap-3 text-sm text-slate-700">
            <LogoThumbnail logo={quote.logo} />
            <span>
              {quote.hasUploadedLogo
                ? 'An uploaded logo.'
                : quote.logo
                  ? 'The client’s drawn logo.'
                  : 'No logo.'}{' '}
              Choose a file to replace it.
            </span>
          </div>
        ) : null}
        {quote?.hasClientLogo && quote.hasUploadedLogo ? (
          <CheckboxField name="useClientLogo" label="Show the client’s drawn logo again instead" />
        ) : null}
        <FormField
          id="logoAlt"
          name="logoAlt"
          label="Logo alt text (with a new logo)"
          maxLength={PHOTO_ALT_MAX}
          defaultValue={values.logoAlt}
          errors={fields.logoAlt.errors}
          hint="The company’s name as the logo shows it, like “Veridian Bank logo”. The image joins publishing’s images."
        />
        <FileField
          label={quote ? 'New logo (optional)' : 'Logo (optional)'}
          hint="JPEG, PNG, WebP or AVIF, up to 10 MB; light on transparent, as the card is navy."
          errors={fields.image.errors}
        />
      </fieldset>
      {problem ? <Notice tone="error">{problem}</Notice> : null}
      <ActionButton>{saveLabel}</ActionButton>
    </Form>
  )
}
