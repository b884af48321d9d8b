import { getInputProps, getSelectProps, getTextareaProps, type FieldMetadata } from '@conform-to/react'
import { NameField, PhoneField } from '~/components/forms/person-fields'
import { ChipMark } from '~/components/ui/chip-mark'
import { ChoiceGroup } from '~/components/ui/choice-group'
import { ErrorList, Field, SelectField, TextareaField } from '~/components/ui/field'
import { SKILL_SUGGESTIONS } from '~/content/hire-brief'
import {
  ARRANGEMENTS,
  BRIEF_ROLES,
  BUDGET_PERIODS,
  CURRENCIES,
  DURATIONS,
  ENGAGEMENTS,
  HEADCOUNT_MAX,
  OVERLAP_MAX_HOURS,
  SENIORITIES,
  STARTS,
  TIME_ZONES,
  type BriefRole,
  type HireBriefInput,
} from '~/contracts/hire-brief'

/** The brief's answers as the form holds and posts them: text, and the skills as a list. */
export type BriefFormValues = { [K in keyof HireBriefInput]?: K extends 'skills' ? string[] : string }

type Fields = Required<{
  [K in keyof BriefFormValues]?: FieldMetadata<BriefFormValues[K], BriefFormValues, string[]>
}>

const optionsOf = (set: { values: readonly string[]; labels: Record<string, string> }) =>
  set.values.map((value) => ({ value, label: set.labels[value] ?? value }))

const asList = (value: unknown): string[] =>
  Array.isArray(value)
    ? value.filter((v): v is string => typeof v === 'string')
    : typeof value === 'string'
      ? [value]
      : []

const isRole = (value: unknown): value is BriefRole =>
  typeof value === 'string' && (BRIEF_ROLES.values as readonly string[]).includes(value)

const text = (value: unknown) => (typeof value === 'string' ? value : undefined)

export interface StepFieldsProps {
  fields: Fields
  /** With JavaScript: show only what applies to the answers so far; without, show every field. */
  enhanced: boolean
}

/** Step 1: the role, skills, seniority and headcount. */
export function NeedFields({ fields, enhanced }: StepFieldsProps) {
  const role = text(fields.role.value)
  const checked = asList(fields.skills.value ?? fields.skills.initialValue)
  // Skills that follow the role, plus any already ticked under another role so none is lost.
  const groups: Array<{ title?: string; skills: string[] }> = isRole(role)
    ? [{ skills: [...new Set([...SKILL_SUGGESTIONS[role], ...checked])] }]
    : enhanced
      ? checked.length > 0
        ? [{ skills: checked }]
        : []
      : BRIEF_ROLES.values.map((value) => ({
          title: BRIEF_ROLES.labels[value],
          skills: [...SKILL_SUGGESTIONS[value]],
        }))
  const initialSkills = asList(fields.skills.initialValue)
  return (
    <div className="space-y-7">
      <ChoiceGroup
        id={fields.role.id}
        name={fields.role.name}
        legend="Role"
        options={optionsOf(BRIEF_ROLES)}
        defaultValue={text(fields.role.initialValue)}
        required
        errors={fields.role.errors}
      />
      <fieldset
        id={fields.skills.id}
        aria-describedby={`${fields.skills.id}-hint${fields.skills.errors?.length ? ` ${fields.skills.id}-error` : ''}`}
        className="min-w-0 space-y-3"
      >
        <legend className="mb-1 text-[0.95rem] font-semibold text-navy-900">Skills</legend>
        <p id={`${fields.skills.id}-hint`} className="text-sm text-slate-600">
          {groups.length === 0
            ? 'Choose a role to see suggestions, or type the skills below.'
            : 'Choose all that apply, or type your own below.'}
        </p>
        {groups.map((group, groupIndex) => (
          <div key={group.title ?? 'skills'} className="space-y-2">
            {group.title ? <p className="text-sm font-semibold text-slate-600">{group.title}</p> : null}
            <ChoiceGroupless
              idPrefix={`${fields.skills.id}-${groupIndex}`}
              name={fields.skills.name}
              skills={group.skills}
              defaultChecked={initialSkills}
              invalid={Boolean(fields.skills.errors?.length)}
            />
          </div>
        ))}
        <ErrorList id={`${fields.skills.id}-error`} errors={fields.skills.errors} />
      </fieldset>
      <Field
        label="Other skills"
        optional
        hint="Separate them with commas, e.g. Rust, Kafka, Terraform."
        inputProps={getInputProps(fields.otherSkills, { type: 'text' })}
        errors={fields.otherSkills.errors}
      />
      <ChoiceGroup
        id={fields.seniority.id}
        name={fields.seniority.name}
        legend="Seniority"
        options={optionsOf(SENIORITIES)}
        defaultValue={text(fields.seniority.initialValue)}
        required
        errors={fields.seniority.errors}
      />
      <Field
        label="How many people"
        hint={`From 1 to ${HEADCOUNT_MAX}.`}
        className="max-w-56"
        inputProps={{
          ...getInputProps(fields.headcount, { type: 'number' }),
          min: 1,
          max: HEADCOUNT_MAX,
          step: 1,
          inputMode: 'numeric',
        }}
        errors={fields.headcount.errors}
      />
    </div>
  )
}

/** Step 2: engagement, duration, start, arrangement, overlap and budget. */
export function WorkFields({ fields, enhanced }: StepFieldsProps) {
  const start = text(fields.start.value)
  const arrangement = text(fields.arrangement.value)
  const overlap = Number(text(fields.overlapHours.value) ?? 0)
  const showDate = !enhanced || start === 'date'
  const showCity = !enhanced || arrangement === 'on-site' || arrangement === 'hybrid'
  const showZone = !enhanced || overlap > 0
  return (
    <div className="space-y-7">
      <ChoiceGroup
        id={fields.engagement.id}
        name={fields.engagement.name}
        legend="Engagement"
        options={optionsOf(ENGAGEMENTS)}
        defaultValue={text(fields.engagement.initialValue)}
        required
        errors={fields.engagement.errors}
      />
      <ChoiceGroup
        id={fields.duration.id}
        name={fields.duration.name}
        legend="How long"
        options={optionsOf(DURATIONS)}
        defaultValue={text(fields.duration.initialValue)}
        required
        errors={fields.duration.errors}
      />
      <div className="space-y-4">
        <ChoiceGroup
          id={fields.start.id}
          name={fields.start.name}
          legend="When to start"
          options={optionsOf(STARTS)}
          defaultValue={text(fields.start.initialValue)}
          required
          errors={fields.start.errors}
        />
        {showDate ? (
          <Field
            label="Start date"
            hint={enhanced ? undefined : 'Only when you chose “On a date”.'}
            className="max-w-64"
            inputProps={getInputProps(fields.startDate, { type: 'date' })}
            errors={fields.startDate.errors}
          />
        ) : null}
      </div>
      <div className="space-y-4">
        <ChoiceGroup
          id={fields.arrangement.id}
          name={fields.arrangement.name}
          legend="Work arrangement"
          options={optionsOf(ARRANGEMENTS)}
          defaultValue={text(fields.arrangement.initialValue)}
          required
          errors={fields.arrangement.errors}
        />
        {showCity ? (
          <Field
            label="City"
            hint={enhanced ? 'Where they will work on site.' : 'Only for hybrid or on-site work.'}
            className="max-w-md"
            inputProps={{ ...getInputProps(fields.city, { type: 'text' }), autoComplete: 'address-level2' }}
            errors={fields.city.errors}
          />
        ) : null}
      </div>
      <div className="grid gap-6 sm:grid-cols-[minmax(0,1fr)_minmax(0,2fr)]">
        <Field
          label="Hours of overlap"
          optional
          hint={`0 to ${OVERLAP_MAX_HOURS} a day.`}
          inputProps={{
            ...getInputProps(fields.overlapHours, { type: 'number' }),
            min: 0,
            max: OVERLAP_MAX_HOURS,
            step: 1,
            inputMode: 'numeric',
          }}
          errors={fields.overlapHours.errors}
        />
        {showZone ? (
          <SelectField
            label="With the time zone"
            optional={!enhanced}
            selectProps={getSelectProps(fields.timezone)}
            options={TIME_ZONES.map((zone) => ({ value: zone, label: zone }))}
            placeholder="Choose a time zone"
            errors={fields.timezone.errors}
          />
        ) : null}
      </div>
      <fieldset className="min-w-0 space-y-4">
        <legend className="mb-1 text-[0.95rem] font-semibold text-navy-900">
          Budget <span className="text-sm font-normal text-slate-500">(optional)</span>
        </legend>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field
            label="From"
            inputProps={{
              ...getInputProps(fields.budgetFrom, { type: 'number' }),
              min: 0,
              step: 'any',
              inputMode: 'decimal',
            }}
            errors={fields.budgetFrom.errors}
          />
          <Field
            label="To"
            inputProps={{
              ...getInputProps(fields.budgetTo, { type: 'number' }),
              min: 0,
              step: 'any',
              inputMode: 'decimal',
            }}
            errors={fields.budgetTo.errors}
          />
          <SelectField
            label="Currency"
            selectProps={getSelectProps(fields.budgetCurrency)}
            options={CURRENCIES.map((code) => ({ value: code, label: code }))}
            placeholder="Choose"
            errors={fields.budgetCurrency.errors}
          />
          <SelectField
            label="Period"
            selectProps={getSelectProps(fields.budgetPeriod)}
            options={optionsOf(BUDGET_PERIODS)}
            placeholder="Choose"
            errors={fields.budgetPeriod.errors}
          />
        </div>
      </fieldset>
    </div>
  )
}

/** Step 3: who is asking and how to reach them. */
export function AboutFields({ fields }: StepFieldsProps) {
  return (
    <div className="space-y-6">
      <div className="grid gap-6 sm:grid-cols-2">
        <NameField field={fields.name} label="Name" />
        <Field
          label="Work email"
          inputProps={{
            ...getInputProps(fields.email, { type: 'email' }),
            autoComplete: 'email',
            maxLength: 254,
          }}
          errors={fields.email.errors}
        />
        <Field
          label="Company"
          inputProps={{ ...getInputProps(fields.company, { type: 'text' }), autoComplete: 'organization' }}
          errors={fields.company.errors}
        />
        <Field
          label="Job title"
          optional
          inputProps={{
            ...getInputProps(fields.jobTitle, { type: 'text' }),
            autoComplete: 'organization-title',
          }}
          errors={fields.jobTitle.errors}
        />
        <PhoneField field={fields.phone} />
        <Field
          label="Country"
          inputProps={{ ...getInputProps(fields.country, { type: 'text' }), autoComplete: 'country-name' }}
          errors={fields.country.errors}
        />
      </div>
      <TextareaField
        label="Anything else"
        optional
        hint="The project, the team they join, must-haves. At most 2000 characters."
        textareaProps={{ ...getTextareaProps(fields.details), rows: 5 }}
        errors={fields.details.errors}
      />
    </div>
  )
}

/** The skill checkboxes of one group, drawn as chips (inside the Skills fieldset, so no legend of their own). */
function ChoiceGroupless({
  idPrefix,
  name,
  skills,
  defaultChecked,
  invalid,
}: {
  idPrefix: string
  name: string
  skills: readonly string[]
  defaultChecked: readonly string[]
  invalid: boolean
}) {
  return (
    <div className="flex flex-wrap gap-2">
      {skills.map((skill, index) => (
        <div key={skill} className="relative">
          <input
            id={`${idPrefix}-${index}`}
            type="checkbox"
            name={name}
            value={skill}
            defaultChecked={defaultChecked.includes(skill)}
            aria-invalid={invalid || undefined}
            className="chip-input"
          />
          <label htmlFor={`${idPrefix}-${index}`} className="chip chip-skill">
            <ChipMark />
            {skill}
          </label>
        </div>
      ))}
    </div>
  )
}
