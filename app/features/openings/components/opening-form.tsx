import type { ReactNode } from 'react'
import { Form } from 'react-router'
import {
  EMPLOYMENT_TYPE_LABELS,
  EMPLOYMENT_TYPES,
  MAX_QUESTIONS,
  NO_RECRUITER_LABEL,
  PAY_CURRENCIES,
  PAY_PERIODS,
  QUESTION_KIND_LABELS,
  QUESTION_KINDS,
  WORKPLACE_LABELS,
  WORKPLACES,
  type OpeningDraft,
  type OpeningStatus,
  type RecruiterChoice,
} from '../contract'
import { ActionButton, Label, Notice, SelectInput, TextArea } from '~/components/admin/controls'
import { FormField } from '~/components/admin/form-field'

export type OpeningFormValues = Record<string, string>

/** A stored opening as the form's field values (the names the schema reads). */
export function openingFormValues(opening: OpeningDraft): OpeningFormValues {
  const text = (value: number | string | null) => (value === null ? '' : String(value))
  const values: OpeningFormValues = {
    title: opening.title,
    department: opening.department,
    location: opening.location,
    workplace: opening.workplace,
    employmentType: opening.employmentType,
    experienceFrom: text(opening.experienceFrom),
    experienceTo: text(opening.experienceTo),
    payFrom: text(opening.payFrom),
    payTo: text(opening.payTo),
    payCurrency: text(opening.payCurrency),
    payPeriod: text(opening.payPeriod),
    summary: opening.summary,
    responsibilities: opening.responsibilities.join('\n'),
    skills: opening.skills.join('\n'),
    closesOn: text(opening.closesOn),
    recruiter: text(opening.recruiter),
  }
  opening.questions.forEach((q, i) => {
    values[`questions[${i}].label`] = q.label
    values[`questions[${i}].kind`] = q.kind
    values[`questions[${i}].choices`] = q.choices.join('\n')
    if (q.required) values[`questions[${i}].required`] = 'on'
  })
  return values
}

interface FieldProps {
  name: string
  label: string
  values: OpeningFormValues
  errors: Record<string, string[]>
  hint?: string
}

function Errors({ id, errors }: { id: string; errors?: string[] }) {
  if (!errors?.length) return null
  return (
    <ul id={id} className="mt-1.5 text-sm font-medium text-danger-700">
      {errors.map((e) => (
        <li key={e}>{e}</li>
      ))}
    </ul>
  )
}

const idOf = (name: string) => `opening-${name.replace(/[[\].]+/g, '-')}`

function Input({
  name,
  label,
  values,
  errors,
  hint,
  ...input
}: FieldProps & { type?: string; inputMode?: 'numeric' }) {
  return (
    <FormField
      id={idOf(name)}
      name={name}
      label={label}
      hint={hint}
      errors={errors[name]}
      defaultValue={values[name] ?? ''}
      {...input}
    />
  )
}

function Select({
  name,
  label,
  values,
  errors,
  options,
  blank,
  hint,
}: FieldProps & { options: [string, string][]; blank?: string }) {
  const id = idOf(name)
  const fieldErrors = errors[name]
  const describedBy = [hint ? `${id}-hint` : null, fieldErrors?.length ? `${id}-error` : null].filter(Boolean)
  return (
    <div>
      <Label htmlFor={id}>{label}</Label>
      <SelectInput
        id={id}
        name={name}
        defaultValue={values[name] ?? ''}
        aria-invalid={fieldErrors?.length ? true : undefined}
        aria-describedby={describedBy.join(' ') || undefined}
      >
        {blank !== undefined ? <option value="">{blank}</option> : null}
        {options.map(([value, text]) => (
          <option key={value} value={value}>
            {text}
          </option>
        ))}
      </SelectInput>
      {hint ? (
        <p id={`${id}-hint`} className="mt-1.5 text-xs text-slate-600">
          {hint}
        </p>
      ) : null}
      <Errors id={`${id}-error`} errors={fieldErrors} />
    </div>
  )
}

function LongText({ name, label, values, errors, hint, rows = 5 }: FieldProps & { rows?: number }) {
  const id = idOf(name)
  const fieldErrors = errors[name]
  const describedBy = [hint ? `${id}-hint` : null, fieldErrors?.length ? `${id}-error` : null].filter(Boolean)
  return (
    <div>
      <Label htmlFor={id}>{label}</Label>
      <TextArea
        id={id}
        name={name}
        rows={rows}
        defaultValue={values[name] ?? ''}
        aria-invalid={fieldErrors?.length ? true : undefined}
        aria-describedby={describedBy.join(' ') || undefined}
      />
      {hint ? (
        <p id={`${id}-hint`} className="mt-1.5 text-xs text-slate-600">
          {hint}
        </p>
      ) : null}
      <Errors id={`${id}-error`} errors={fieldErrors} />
    </div>
  )
}

function Group({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className="rounded-card border border-slate-200 bg-white p-4 shadow-soft sm:p-6">
      {/* A floated legend sits inside the card like a heading instead of on its border. */}
      <legend className="float-left mb-4 w-full text-base font-semibold">{legend}</legend>
      <div className="clear-both grid gap-4 sm:grid-cols-2">{children}</div>
    </fieldset>
  )
}

const labelled = <T extends string>(keys: readonly T[], labels: Record<T, string>): [string, string][] =>
  keys.map((key) => [key, labels[key]])

/**
 * The opening's form: every field a job seeker will read and up to five screening questions, in
 * fixed slots so it works without JavaScript. Values and errors come back from the server as typed.
 */
export function OpeningForm({
  values,
  errors,
  status,
  recruiters,
}: {
  values: OpeningFormValues
  errors: Record<string, string[]>
  status?: OpeningStatus
  /** Whom the Recruiter select offers (staff only: never on the public pages). */
  recruiters: RecruiterChoice[]
}) {
  const field = { values, errors }
  const refused = Object.keys(errors).length > 0
  return (
    <Form method="post" noValidate className="space-y-6">
      {refused ? <Notice tone="error">Nothing was saved: check the fields marked below.</Notice> : null}
      <Errors id="opening-form-error" errors={errors['']} />
      <Group legend="The role">
        <div className="sm:col-span-2">
          <Input name="title" label="Title" {...field} />
        </div>
        <Input
          name="department"
          label="Department"
          hint="For example Engineering, Design, Marketing or People."
          {...field}
        />
        <Input name="location" label="Location" {...field} />
        <Select
          name="workplace"
          label="Workplace"
          options={labelled(WORKPLACES, WORKPLACE_LABELS)}
          {...field}
        />
        <Select
          name="employmentType"
          label="Employment type"
          options={labelled(EMPLOYMENT_TYPES, EMPLOYMENT_TYPE_LABELS)}
          {...field}
        />
        <Input
          name="experienceFrom"
          label="Experience from (years)"
          type="number"
          inputMode="numeric"
          {...field}
        />
        <Input
          name="experienceTo"
          label="Experience to (years)"
          type="number"
          inputMode="numeric"
          {...field}
        />
        <Input
          name="closesOn"
          label="Closes on"
          type="date"
          hint="Optional: the last day to apply."
          {...field}
        />
        <Select
          name="recruiter"
          label="Recruiter"
          blank={NO_RECRUITER_LABEL}
          hint="Owns every application to this opening. With nobody named, the Team page’s rule picks each owner."
          options={recruiters.map((r) => [r.username, r.label])}
          {...field}
        />
      </Group>
      <Group legend="Pay (optional)">
        <Input name="payFrom" label="Pay from" type="number" inputMode="numeric" {...field} />
        <Input name="payTo" label="Pay to" type="number" inputMode="numeric" {...field} />
        <Select
          name="payCurrency"
          label="Currency"
          blank="Choose"
          options={PAY_CURRENCIES.map((c) => [c, c])}
          {...field}
        />
        <Select
          name="payPeriod"
          label="Per"
          blank="Choose"
          options={PAY_PERIODS.map((p) => [p, p === 'year' ? 'Year' : 'Month'])}
          {...field}
        />
      </Group>
      <Group legend="What job seekers read">
        <div className="sm:col-span-2">
          <LongText name="summary" label="Summary" rows={3} {...field} />
        </div>
        <LongText name="responsibilities" label="Responsibilities (one a line)" rows={7} {...field} />
        <LongText name="skills" label="Skills (one a line)" rows={7} {...field} />
      </Group>
      <fieldset className="rounded-card border border-slate-200 bg-white p-4 shadow-soft sm:p-6">
        <legend className="float-left mb-1 w-full text-base font-semibold">
          Screening questions (optional, up to five)
        </legend>
        <p className="clear-both mb-4 text-sm text-slate-600">
          Asked on the application form. Leave a question empty to not ask it.
        </p>
        <div className="space-y-4">
          {Array.from({ length: MAX_QUESTIONS }, (_, i) => (
            <div
              key={i}
              className="grid gap-4 border-t border-slate-100 pt-4 first:border-0 first:pt-0 sm:grid-cols-2"
            >
              <div className="sm:col-span-2">
                <Input name={`questions[${i}].label`} label={`Question ${i + 1}`} {...field} />
              </div>
              <Select
                name={`questions[${i}].kind`}
                label="Kind of answer"
                options={labelled(QUESTION_KINDS, QUESTION_KIND_LABELS)}
                {...field}
              />
              <LongText
                name={`questions[${i}].choices`}
                label="Choices (one a line)"
                hint="Only for “One choice of a list”."
                rows={3}
                {...field}
              />
              <label className="flex min-h-11 items-center gap-2 text-sm font-semibold sm:col-span-2">
                <input
                  type="checkbox"
                  name={`questions[${i}].required`}
                  defaultChecked={values[`questions[${i}].required`] === 'on'}
                  className="size-5"
                />
                Required
              </label>
            </div>
          ))}
        </div>
      </fieldset>
      <div className="flex flex-wrap gap-3">
        {/* The first button is the one Enter presses: saving, never publishing. */}
        <ActionButton name="intent" value="save" tone={status === 'open' ? 'primary' : 'secondary'}>
          {status === undefined || status === 'draft' ? 'Save draft' : 'Save changes'}
        </ActionButton>
        {status === 'open' ? null : (
          <ActionButton name="intent" value="publish">
            {status === 'closed' ? 'Publish again' : 'Publish'}
          </ActionButton>
        )}
      </div>
    </Form>
  )
}
