import type { InputHTMLAttributes } from 'react'
import { Label, TextInput } from './controls'

/** A labelled input with its own errors (aria-invalid, aria-describedby). */
export function FormField({
  id,
  label,
  errors,
  hint,
  ...input
}: InputHTMLAttributes<HTMLInputElement> & { id: string; label: string; errors?: string[]; hint?: string }) {
  const errorId = `${id}-error`
  const hintId = `${id}-hint`
  const describedBy =
    [hint ? hintId : null, errors?.length ? errorId : null].filter(Boolean).join(' ') || undefined
  return (
    <div>
      <Label htmlFor={id}>{label}</Label>
      <TextInput
        id={id}
        aria-invalid={errors?.length ? true : undefined}
        aria-describedby={describedBy}
        {...input}
      />
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
