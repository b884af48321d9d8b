import { Label } from '~/components/admin/controls'
import { IMAGE_TYPES } from '../contract'

/**
 * The photo or logo file of a form, with its errors at the field. Named `image`, as publishing's
 * upload reader takes it, and placed after the text fields, so they are read before the file.
 */
export function FileField({
  label,
  hint,
  errors,
  required = false,
}: {
  label: string
  hint: string
  errors?: string[]
  required?: boolean
}) {
  const describedBy = ['image-hint', errors?.length ? 'image-error' : null].filter(Boolean).join(' ')
  return (
    <div>
      <Label htmlFor="image">{label}</Label>
      <input
        id="image"
        name="image"
        type="file"
        required={required}
        accept={IMAGE_TYPES.join(',')}
        aria-invalid={errors?.length ? true : undefined}
        aria-describedby={describedBy}
        className="block w-full text-sm file:mr-3 file:min-h-11 file:rounded-pill file:border-0 file:bg-slate-100 file:px-4 file:font-semibold"
      />
      <p id="image-hint" className="mt-1.5 text-xs text-slate-600">
        {hint}
      </p>
      {errors?.length ? (
        <p id="image-error" className="mt-1.5 text-sm font-medium text-danger-700">
          {errors[0]}
        </p>
      ) : null}
    </div>
  )
}

/** A box to tick, with its label beside it. */
export function CheckboxField({ name, label, hint }: { name: string; label: string; hint?: string }) {
  return (
    <div>
      <label className="inline-flex min-h-11 items-center gap-2 text-sm font-semibold text-navy-900">
        <input
          type="checkbox"
          name={name}
          className="size-4 accent-accent-700"
          aria-describedby={hint ? `${name}-hint` : undefined}
        />
        {label}
      </label>
      {hint ? (
        <p id={`${name}-hint`} className="text-xs text-slate-600">
          {hint}
        </p>
      ) : null}
    </div>
  )
}
