import type { ReactNode } from 'react'
import { cn } from '~/lib/cn'
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
                className="peer absolute inset-0 size-full cursor-pointer opacity-0"
              />
              <label
                htmlFor={inputId}
                className={cn(
                  'pointer-events-none flex min-h-11 items-center gap-2 rounded-pill border px-4 py-2 text-[0.95rem] font-medium text-navy-900',
                  // One border colour or the other, never both: two colour utilities of one weight
                  // leave the winner to the stylesheet's order, and there the neutral one won.
                  invalid ? 'border-danger-700 bg-danger-300/10' : 'border-slate-300 bg-white',
                  'transition-[background-color,border-color,color,box-shadow] duration-150',
                  'peer-hover:border-navy-700 peer-checked:border-navy-900 peer-checked:bg-navy-900 peer-checked:text-white',
                  'peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-accent-700',
                )}
              >
                {type === 'checkbox' ? (
                  <svg
                    aria-hidden="true"
                    viewBox="0 0 16 16"
                    className="size-3.5 shrink-0"
                    fill="none"
                    stroke="currentColor"
                    strokeWidth="2.2"
                    strokeLinecap="round"
                  >
                    <path d="M8 3v10M3 8h10" className="[.peer:checked+label_&]:hidden" />
                    <path d="M3.5 8.5l3 3 6-7" className="hidden [.peer:checked+label_&]:block" />
                  </svg>
                ) : null}
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
