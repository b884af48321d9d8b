import type { ReactNode } from 'react'
import { cn } from '~/lib/cn'
import { ChipMark } from './chip-mark'
import { ErrorList, type ListOfErrors } from './field'

export interface ChoiceOption {
  value: string
  label: string
}

export interface ChoiceGroupProps {
  /** The field's id; the group's hint and errors are `${id}-hint` and `${id}-error`. */
  id: string
  name: string
  legend: ReactNode
  options: ReadonlyArray<ChoiceOption>
  /** Radio: one answer; checkbox: any number. */
  type?: 'radio' | 'checkbox'
  /** The answers checked when the form is drawn. */
  defaultValue?: string | readonly string[]
  required?: boolean
  optional?: boolean
  hint?: ReactNode
  errors?: ListOfErrors
  /** Associates the inputs with a form by id (they may sit outside it). */
  form?: string
  className?: string
}

/**
 * Answers as "chips": a fieldset whose legend names the question and whose native radio buttons or
 * checkboxes stay in the page (keyboard, screen readers and forms without JavaScript all work),
 * drawn as rounded labels with a visible focus ring. Errors are announced through aria-describedby.
 */
export function ChoiceGroup({
  id,
  name,
  legend,
  options,
  type = 'radio',
  defaultValue,
  required,
  optional,
  hint,
  errors,
  form,
  className,
}: ChoiceGroupProps) {
  const hintId = hint ? `${id}-hint` : undefined
  const errorId = `${id}-error`
  const invalid = Boolean(errors?.some(Boolean))
  const describedBy = [hintId, invalid ? errorId : undefined].filter(Boolean).join(' ') || undefined
  const checked = new Set(typeof defaultValue === 'string' ? [defaultValue] : (defaultValue ?? []))
  return (
    <fieldset
      id={id}
      aria-describedby={describedBy}
      className={cn('flex min-w-0 flex-col gap-2.5', className)}
    >
      <legend className="mb-2.5 text-[0.95rem] font-semibold text-navy-900">
        {legend}
        {optional ? <span className="text-sm font-normal text-slate-500"> (optional)</span> : null}
      </legend>
      {hint ? (
        <p id={hintId} className="-mt-1 text-sm text-slate-600">
          {hint}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        {options.map((option, index) => {
          const inputId = `${id}-${index}`
          return (
            <div key={option.value} className="relative">
              <input
                id={inputId}
                type={type}
                name={name}
                value={option.value}
                form={form}
                defaultChecked={checked.has(option.value)}
                required={type === 'radio' ? required : undefined}
                aria-invalid={invalid || undefined}
                className="chip-input"
              />
              <label htmlFor={inputId} className="chip">
                {type === 'checkbox' ? <ChipMark /> : null}
                {option.label}
              </label>
            </div>
          )
        })}
      </div>
      <ErrorList id={errorId} errors={errors} />
    </fieldset>
  )
}
