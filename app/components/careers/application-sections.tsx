import { getInputProps, getSelectProps, getTextareaProps } from '@conform-to/react'
import type { ReactNode } from 'react'
import { Field, FileField, SelectField, TextareaField } from '~/components/ui/field'
import { EmailField, NameField, PhoneField } from '~/components/forms/person-fields'
import { RESUME_ACCEPT } from '~/contracts/application'
import { CoverLetterField } from './cover-letter-field'
import { GENERAL_APPLICATION, GENERAL_APPLICATION_TITLE, type PositionOption } from '~/contracts/positions'
import { useHydrated } from '~/components/ui/use-hydrated'
import { INTENT_FIELD } from '~/contracts/form-action-data'
import { ScreeningQuestions } from './screening-questions'
import { SHOW_QUESTIONS_INTENT, type ApplicationFields } from './use-application-form'

function Group({
  title,
  children,
  columns = true,
}: {
  title: string
  children: ReactNode
  columns?: boolean
}) {
  return (
    <fieldset className="border-t border-slate-200 pt-8 first:border-t-0 first:pt-0">
      <legend className="float-left mb-6 w-full text-lg font-semibold text-navy-900">{title}</legend>
      <div className={columns ? 'clear-left grid gap-6 sm:grid-cols-2' : 'clear-left space-y-6'}>
        {children}
      </div>
    </fieldset>
  )
}

const text = { type: 'text' } as const

interface ApplicationSectionsProps {
  fields: ApplicationFields
  positions: readonly PositionOption[]
  /** The chosen opening; undefined for a general application. */
  position?: PositionOption
  onPositionChange: (slug: string) => void
  /** The role whose questions the answers sent back were typed for. */
  answersTypedFor?: string
  children?: ReactNode
}

/** Every field of the application, in five groups, and the chosen opening's questions. */
export function ApplicationSections({
  fields,
  positions,
  position,
  onPositionChange,
  answersTypedFor,
  children,
}: ApplicationSectionsProps) {
  const hydrated = useHydrated()
  const positionOptions = [
    ...positions.map((p) => ({ value: p.slug, label: p.title })),
    { value: GENERAL_APPLICATION, label: GENERAL_APPLICATION_TITLE },
  ]
  return (
    <>
      <Group title="About you">
        <NameField field={fields.fullName} label="Full name" />
        <EmailField field={fields.email} />
        <PhoneField field={fields.phone} />
        <TextareaField
          label="Address"
          optional
          textareaProps={{ ...getTextareaProps(fields.address), rows: 2, autoComplete: 'street-address' }}
          errors={fields.address.errors}
        />
      </Group>
      <Group title="The role">
        <div className="flex flex-col gap-3">
          <SelectField
            label="Position"
            hint={hydrated ? undefined : 'Each role may ask a few questions of its own.'}
            options={positionOptions}
            selectProps={{
              ...getSelectProps(fields.position),
              onChange: (event) => onPositionChange(event.currentTarget.value),
            }}
            errors={fields.position.errors}
          />
          {/* With JavaScript the questions follow the select at once; without it, this draws them. */}
          {hydrated ? null : (
            <button
              type="submit"
              name={INTENT_FIELD}
              value={SHOW_QUESTIONS_INTENT}
              formNoValidate
              className="self-start rounded-pill border border-slate-300 bg-white px-4 py-2 text-sm font-semibold text-navy-900 hover:border-navy-700 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-accent-700"
            >
              Show this role&apos;s questions
            </button>
          )}
        </div>
        <Field
          label="Years of experience"
          optional
          hint="A number, such as 3 or 4.5."
          inputProps={{ ...getInputProps(fields.yearsOfExperience, text), inputMode: 'decimal' }}
          errors={fields.yearsOfExperience.errors}
        />
        <Field
          className="sm:col-span-2"
          label="Skills"
          optional
          hint="Separate them with commas: React, Node.js, SQL…"
          inputProps={getInputProps(fields.skills, text)}
          errors={fields.skills.errors}
        />
        <Field
          label="Current CTC"
          optional
          hint="For example 6 LPA."
          inputProps={getInputProps(fields.currentCTC, text)}
          errors={fields.currentCTC.errors}
        />
        <Field
          label="Expected CTC"
          optional
          inputProps={getInputProps(fields.expectedCTC, text)}
          errors={fields.expectedCTC.errors}
        />
      </Group>
      {position?.questions.length ? (
        <Group title={`Questions for the ${position.title} role`} columns={false}>
          <ScreeningQuestions
            key={position.slug}
            position={position}
            fields={fields}
            answersTypedFor={answersTypedFor}
          />
        </Group>
      ) : null}
      <Group title="Education">
        <Field
          label="Recent education"
          optional
          hint="Degree and subject, e.g. B.Tech, Computer Science."
          inputProps={getInputProps(fields.recentEducation, text)}
          errors={fields.recentEducation.errors}
        />
        <Field
          label="College name"
          optional
          inputProps={getInputProps(fields.collegeName, text)}
          errors={fields.collegeName.errors}
        />
        <Field
          label="Percentage or CGPA"
          optional
          inputProps={getInputProps(fields.percentage, text)}
          errors={fields.percentage.errors}
        />
        <Field
          label="ID number"
          optional
          hint="Your university roll or registration number."
          inputProps={getInputProps(fields.idNumber, text)}
          errors={fields.idNumber.errors}
        />
      </Group>
      <Group title="Profiles">
        <Field
          label="GitHub"
          optional
          inputProps={{
            ...getInputProps(fields.github, { type: 'url' }),
            placeholder: 'https://github.com/you',
          }}
          errors={fields.github.errors}
        />
        <Field
          label="LinkedIn"
          optional
          inputProps={{
            ...getInputProps(fields.linkedin, { type: 'url' }),
            placeholder: 'https://www.linkedin.com/in/you',
          }}
          errors={fields.linkedin.errors}
        />
      </Group>
      <Group title="Cover letter and resume" columns={false}>
        <CoverLetterField field={fields.coverLetter} />
        <FileField
          label="Resume"
          optional
          hint="PDF, DOC or DOCX, up to 5 MB."
          inputProps={{ ...getInputProps(fields.resume, { type: 'file' }), accept: RESUME_ACCEPT }}
          errors={fields.resume.errors}
        />
        {children}
      </Group>
    </>
  )
}
