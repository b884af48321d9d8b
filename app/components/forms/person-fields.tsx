import { getInputProps, type FieldMetadata } from '@conform-to/react'
import { Field } from '~/components/ui/field'

type TextField = FieldMetadata<string | undefined, Record<string, unknown>, string[]>

/** The name, e-mail and phone fields both public forms ask for, with their autofill hints. */
export function NameField({ field, label }: { field: TextField; label: string }) {
  return (
    <Field
      label={label}
      inputProps={{ ...getInputProps(field, { type: 'text' }), autoComplete: 'name' }}
      errors={field.errors}
    />
  )
}

export function EmailField({ field }: { field: TextField }) {
  return (
    <Field
      label="Email"
      inputProps={{ ...getInputProps(field, { type: 'email' }), autoComplete: 'email', maxLength: 254 }}
      errors={field.errors}
    />
  )
}

export function PhoneField({ field }: { field: TextField }) {
  return (
    <Field
      label="Phone"
      optional
      inputProps={{ ...getInputProps(field, { type: 'tel' }), autoComplete: 'tel' }}
      errors={field.errors}
    />
  )
}
