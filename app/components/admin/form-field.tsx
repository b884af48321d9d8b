import type { InputHTMLAttributes, ReactNode, TextareaHTMLAttributes } from 'react'
import { Label, TextArea, TextInput } from './controls'

interface FieldFrameProps {
  id: string
  label: string
  errors?: string[]
  hint?: string
}

/** The label, hint and errors around a control, and the aria attributes that tie them to it. */
function FieldFrame({
  id,
  label,
  errors,
  hint,
  control,
}: FieldFrameProps & {
  control: (aria: { 'aria-invalid'?: true; 'aria-describedby'?: string }) => ReactNode
}) {
  const errorId = `${id}-error`
  const hintId = `${id}-hint`
  const describedBy =
    [hint ? hintId : null, errors?.length ? errorId : null].filter(Boolean).join(' ') || undefined
  return (
    <div>
      <Label htmlFor={id}>{label}</Label>
      {control({ 'aria-invalid': errors?.length ? true : undefined, 'aria-describedby': describedBy })}
      {hint ? (
        <p id={hintId} className="mt-1.5 text-xs text-slate-600">
          {hint}
        </p>
      ) : null}
      {errors?.length ? (
        <ul id={errorId} className="mt-1.5 text-sm font-medium text-danger-700">
          {errors.map((e) => (
            <li key={e}>{e}</li>
          ))}
        </ul>
      ) : null}
    </div>
  )
}

/** A labelled input with its own errors (aria-invalid, aria-describedby). */
export function FormField({
  id,
  label,
  errors,
  hint,
  ...input
}: InputHTMLAttributes<HTMLInputElement> & FieldFrameProps) {
  return (
    <FieldFrame
      id={id}
      label={label}
      errors={errors}
      hint={hint}
      control={(aria) => <TextInput id={id} {...aria} {...input} />}
    />
  )
}

/** A labelled text area with its own errors. */
export function FormTextArea({
  id,
  label,
  errors,
  hint,
  ...textarea
}: TextareaHTMLAttributes<HTMLTextAreaElement> & FieldFrameProps) {
  return (
    <FieldFrame
      id={id}
      label={label}
      errors={errors}
      hint={hint}
      control={(aria) => <TextArea id={id} {...aria} {...textarea} />}
    />
  )
}
