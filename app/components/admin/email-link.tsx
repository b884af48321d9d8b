import { safeHref } from './linkify'

export function EmailLink({ email }: { email: string }) {
  const href = safeHref(`mailto:${email}`)
  return href ? (
    <a href={href} className="break-all text-accent-700 underline-offset-2 hover:underline">
      {email}
    </a>
  ) : (
    <span className="break-all">{email}</span>
  )
}
