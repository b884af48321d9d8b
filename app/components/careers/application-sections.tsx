import { getInputProps, getSelectProps, getTextareaProps } from '@conform-to/react'
import type { ReactNode } from 'react'
import { Field, FileField, SelectField, TextareaField } from '~/components/ui/field'
import { EmailField, NameField, PhoneField } from '~/components/forms/person-fields'
import { RESUME_ACCEPT } from '~/contracts/application'
import { CoverLetterField } from './cover-letter-field'
import { POSITIONS } from '~/contracts/positions'
import type { useApplicationForm } from './use-application-form'

type Fields = ReturnType<typeof useApplicationForm>['fields']

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
const positionOptions = POSITIONS.map((p) => ({ value: p.slug, label: p.title }))

/** Every field of the application, in five groups. */
export function ApplicationSections({ fields, children }: { fields: Fields; children?: ReactNode }) {
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
        <SelectField
          label="Position"
          optional
          placeholder="Choose a role"
          options={positionOptions}
          selectProps={getSelectProps(fields.position)}
          errors={fields.position.errors}
        />
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
