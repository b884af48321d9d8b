import type {
  ButtonHTMLAttributes,
  ComponentProps,
  InputHTMLAttributes,
  ReactNode,
  SelectHTMLAttributes,
} from 'react'
import { cn } from '~/lib/cn'

const control =
  'block min-h-11 w-full rounded-xl border border-slate-300 bg-white px-3.5 text-[0.95rem] text-navy-900 ' +
  'shadow-[inset_0_1px_2px_rgb(10_18_38/0.05)] placeholder:text-slate-500 focus:border-accent-700'

export function Label({ htmlFor, children }: { htmlFor: string; children: ReactNode }) {
  return (
    <label htmlFor={htmlFor} className="mb-1.5 block text-sm font-semibold text-navy-900">
      {children}
    </label>
  )
}

export function TextInput({ className, ...props }: InputHTMLAttributes<HTMLInputElement>) {
  return <input className={cn(control, className)} {...props} />
}

export function SelectInput({ className, ...props }: SelectHTMLAttributes<HTMLSelectElement>) {
  return <select className={cn(control, 'pr-8', className)} {...props} />
}

export function TextArea({ className, ...props }: ComponentProps<'textarea'>) {
  return <textarea className={cn(control, 'min-h-28 py-2.5', className)} {...props} />
}

type Tone = 'primary' | 'secondary' | 'danger' | 'caution'
const TONES: Record<Tone, string> = {
  primary: 'bg-navy-900 text-paper hover:bg-navy-700',
  secondary: 'border border-slate-300 bg-white text-navy-900 hover:border-navy-900/50 hover:bg-slate-50',
  danger: 'bg-danger-700 text-white hover:bg-red-800',
  /** A step that takes something away, offered on every row of a list: red words, not a red block. */
  caution: 'border border-red-300 bg-white text-danger-700 hover:border-danger-700 hover:bg-red-50',
}

export function buttonClass(tone: Tone = 'primary', className?: string) {
  return cn(
    'inline-flex min-h-11 items-center justify-center gap-2 rounded-pill px-5 text-sm font-semibold whitespace-nowrap',
    'transition-colors disabled:opacity-60',
    TONES[tone],
    className,
  )
}

export function ActionButton({
  tone = 'primary',
  className,
  type = 'submit',
  ...props
}: ButtonHTMLAttributes<HTMLButtonElement> & { tone?: Tone }) {
  return <button type={type} className={buttonClass(tone, className)} {...props} />
}

/** A status line for the outcome of an action: role=status for success, role=alert for errors. */
export function Notice({ tone, children }: { tone: 'success' | 'error'; children: ReactNode }) {
  return (
    <p
      role={tone === 'error' ? 'alert' : 'status'}
      className={cn(
        'rounded-xl px-4 py-3 text-sm font-medium',
        tone === 'error' ? 'bg-red-50 text-danger-700' : 'bg-emerald-50 text-success-700',
      )}
    >
      {children}
    </p>
  )
}
