import type { AnchorHTMLAttributes, ButtonHTMLAttributes, ReactNode } from 'react'
import { Link } from 'react-router'
import { cn } from '~/lib/cn'
import { Icon } from './icon'

export type ButtonVariant = 'primary' | 'secondary' | 'ghost'
export type ButtonSize = 'md' | 'lg'

const base =
  'group/button inline-flex min-h-11 items-center justify-center gap-2 rounded-pill font-semibold leading-tight ' +
  'transition-[color,background-color,border-color,box-shadow,transform] duration-200 ease-out ' +
  'motion-safe:active:scale-[0.98] disabled:pointer-events-none disabled:opacity-55 aria-disabled:pointer-events-none aria-disabled:opacity-55'

const variants: Record<ButtonVariant, string> = {
  primary:
    'bg-accent-400 text-ink shadow-[0_10px_30px_-12px_rgb(61_245_200/0.55)] hover:bg-accent-300 hover:shadow-glow ' +
    '[.light_&]:shadow-soft [.light_&]:hover:bg-accent-500',
  secondary:
    'border border-white/35 text-paper hover:border-accent-400 hover:bg-white/5 hover:text-accent-300 ' +
    '[.light_&]:border-navy-900/45 [.light_&]:text-navy-900 [.light_&]:hover:border-accent-700 [.light_&]:hover:bg-accent-700/5 [.light_&]:hover:text-accent-700',
  ghost:
    'text-accent-400 underline-offset-4 hover:text-accent-300 hover:underline ' +
    '[.light_&]:text-accent-700 [.light_&]:hover:text-navy-900',
}

const sizes: Record<ButtonVariant, Record<ButtonSize, string>> = {
  primary: { md: 'px-6 text-[0.95rem]', lg: 'min-h-13 px-8 text-base' },
  secondary: { md: 'px-6 text-[0.95rem]', lg: 'min-h-13 px-8 text-base' },
  ghost: { md: 'px-1 text-[0.95rem]', lg: 'min-h-13 px-1 text-base' },
}

function buttonClasses(variant: ButtonVariant, size: ButtonSize, className?: string) {
  return cn(base, variants[variant], sizes[variant][size], className)
}

function Content({ variant, children }: { variant: ButtonVariant; children: ReactNode }) {
  if (variant !== 'ghost') return <>{children}</>
  return (
    <>
      <span>{children}</span>
      <Icon
        name="arrow-right"
        className="size-4 transition-transform duration-200 motion-safe:group-hover/button:translate-x-1"
      />
    </>
  )
}

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant
  size?: ButtonSize
}

export function Button({
  variant = 'primary',
  size = 'md',
  className,
  type = 'button',
  children,
  ...rest
}: ButtonProps) {
  return (
    <button type={type} className={buttonClasses(variant, size, className)} {...rest}>
      <Content variant={variant}>{children}</Content>
    </button>
  )
}

export interface LinkButtonProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** An internal path ('/contact', '#stats') or an absolute URL, mailto: or tel: link. */
  to: string
  variant?: ButtonVariant
  size?: ButtonSize
  children: ReactNode
  className?: string
  /** Opens in a new tab (target=_blank, rel=noopener noreferrer) and says so to screen readers. */
  external?: boolean
}

/** URLs with a scheme (https:, mailto:, tel:) or protocol-relative ones leave the router. */
export function isExternalHref(to: string): boolean {
  return /^[a-z][a-z\d+.-]*:/i.test(to) || to.startsWith('//')
}

export function LinkButton({
  to,
  variant = 'primary',
  size = 'md',
  children,
  className,
  external,
  ...rest
}: LinkButtonProps) {
  const classes = buttonClasses(variant, size, className)
  const content = <Content variant={variant}>{children}</Content>
  if (external || isExternalHref(to)) {
    return (
      <a
        href={to}
        className={classes}
        {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : null)}
        {...rest}
      >
        {content}
        {external ? <span className="sr-only"> (opens in a new tab)</span> : null}
      </a>
    )
  }
  return (
    <Link to={to} prefetch="intent" className={classes} {...rest}>
      {content}
    </Link>
  )
}
