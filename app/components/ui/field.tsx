import type { InputHTMLAttributes, ReactNode, SelectHTMLAttributes, TextareaHTMLAttributes } from 'react'
import { cn } from '~/lib/cn'

export type ListOfErrors = ReadonlyArray<string | null | undefined> | null | undefined

/** Messages under a field or a form; renders nothing when there are none, keeping the id for aria. */
export function ErrorList({
  id,
  errors,
  className,
}: {
  id?: string
  errors?: ListOfErrors
  className?: string
}) {
  const shown = [...new Set(errors?.filter((e): e is string => Boolean(e)))]
  if (shown.length === 0) return <div id={id} hidden />
  return (
    <ul id={id} className={cn('space-y-1 text-sm font-medium text-danger-700', className)}>
      {shown.map((error) => (
        <li key={error} className="flex items-start gap-1.5">
          <svg aria-hidden="true" viewBox="0 0 20 20" fill="currentColor" className="mt-0.5 size-4 shrink-0">
            <path
              fillRule="evenodd"
              d="M10 18a8 8 0 1 0 0-16 8 8 0 0 0 0 16Zm-.75-11.5a.75.75 0 0 1 1.5 0v4a.75.75 0 0 1-1.5 0v-4ZM10 14.75a1 1 0 1 0 0-2 1 1 0 0 0 0 2Z"
            />
          </svg>
          <span>{error}</span>
        </li>
      ))}
    </ul>
  )
}

const control =
  'block w-full rounded-xl border border-slate-300 bg-white px-4 py-3 text-base text-navy-900 shadow-[inset_0_1px_2px_rgb(10_18_38/0.05)] ' +
  'transition-[border-color,box-shadow] duration-150 placeholder:text-slate-400 hover:border-slate-400 ' +
  'focus:border-accent-700 focus:shadow-[0_0_0_4px_rgb(4_122_95/0.12)] ' +
  'aria-[invalid=true]:border-danger-700 aria-[invalid=true]:bg-danger-300/10'

interface FieldShellProps {
  id: string
  label: ReactNode
  hint?: ReactNode
  errors?: ListOfErrors
  optional?: boolean
  className?: string
  /** Extra content under the control and above the errors (a character counter, a progress bar). */
  aside?: ReactNode
  children: (aria: { 'aria-invalid'?: true; 'aria-describedby'?: string }) => ReactNode
}

function FieldShell({ id, label, hint, errors, optional, className, aside, children }: FieldShellProps) {
  const hintId = hint ? `${id}-hint` : undefined
  const errorId = `${id}-error`
  const invalid = Boolean(errors?.some(Boolean))
  const describedBy = [hintId, invalid ? errorId : undefined].filter(Boolean).join(' ') || undefined
  return (
    <div className={cn('flex flex-col gap-2', className)}>
      <label htmlFor={id} className="text-[0.95rem] font-semibold text-navy-900">
        {label}
        {optional ? <span className="text-sm font-normal text-slate-500"> (optional)</span> : null}
      </label>
      {children({ 'aria-invalid': invalid || undefined, 'aria-describedby': describedBy })}
      {hint || aside ? (
        <div className="flex items-start justify-between gap-4 text-sm text-slate-600">
          {hint ? <p id={hintId}>{hint}</p> : <span />}
          {aside}
        </div>
      ) : null}
      <ErrorList id={errorId} errors={errors} />
    </div>
  )
}

type Common = Omit<FieldShellProps, 'children' | 'id'>

export interface FieldProps extends Common {
  inputProps: InputHTMLAttributes<HTMLInputElement> & { id: string; key?: string }
}

/** A labelled input with its hint and errors, wired with aria-invalid and aria-describedby. */
export function Field({ inputProps: { key, ...inputProps }, ...shell }: FieldProps) {
  return (
    <FieldShell id={inputProps.id} {...shell}>
      {(aria) => <input key={key} {...inputProps} {...aria} className={cn(control, inputProps.className)} />}
    </FieldShell>
  )
}

export interface TextareaFieldProps extends Common {
  textareaProps: TextareaHTMLAttributes<HTMLTextAreaElement> & { id: string; key?: string }
}

export function TextareaField({ textareaProps: { key, ...textareaProps }, ...shell }: TextareaFieldProps) {
  return (
    <FieldShell id={textareaProps.id} {...shell}>
      {(aria) => (
        <textarea
          key={key}
          rows={5}
          {...textareaProps}
          {...aria}
          className={cn(control, 'min-h-32 resize-y leading-relaxed', textareaProps.className)}
        />
      )}
    </FieldShell>
  )
}

export interface SelectFieldProps extends Common {
  selectProps: SelectHTMLAttributes<HTMLSelectElement> & { id: string; key?: string }
  options: ReadonlyArray<{ value: string; label: string }>
  /** The first, empty choice, e.g. "Choose a role". */
  placeholder?: string
}

export function SelectField({
  selectProps: { key, ...selectProps },
  options,
  placeholder,
  ...shell
}: SelectFieldProps) {
  return (
    <FieldShell id={selectProps.id} {...shell}>
      {(aria) => (
        <div className="relative">
          <select
            key={key}
            {...selectProps}
            {...aria}
            className={cn(control, 'cursor-pointer appearance-none pr-11', selectProps.className)}
          >
            {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
            {options.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </select>
          <svg
            aria-hidden="true"
            viewBox="0 0 24 24"
            className="pointer-events-none absolute top-1/2 right-4 size-5 -translate-y-1/2 text-slate-500"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
            strokeLinejoin="round"
          >
            <path d="M6 9l6 6 6-6" />
          </svg>
        </div>
      )}
    </FieldShell>
  )
}

export interface FileFieldProps extends Common {
  inputProps: InputHTMLAttributes<HTMLInputElement> & { id: string; key?: string }
}

/** A file input styled as a drop area; the native control stays, so it works without JavaScript. */
export function FileField({ inputProps: { key, ...inputProps }, ...shell }: FileFieldProps) {
  return (
    <FieldShell id={inputProps.id} {...shell}>
      {(aria) => (
        <input
          key={key}
          type="file"
          {...inputProps}
          {...aria}
          className={cn(
            control,
            'cursor-pointer border-dashed bg-slate-50 py-4 text-slate-600',
            'file:mr-4 file:cursor-pointer file:rounded-full file:border-0 file:bg-navy-900 file:px-5 file:py-2.5 file:text-sm file:font-semibold file:text-white hover:file:bg-navy-700',
            inputProps.className,
          )}
        />
      )}
    </FieldShell>
  )
}
