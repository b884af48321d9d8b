import type { SubmissionResult } from '@conform-to/react'
import { Form, Link } from 'react-router'
import { cn } from '~/lib/cn'
import { errorsAt } from '../contract'

const input =
  'block min-h-12 w-full rounded-xl border border-slate-300 bg-white px-4 text-navy-900 focus:border-accent-700'
const submit =
  'min-h-12 w-full rounded-pill bg-navy-900 font-semibold text-paper hover:bg-navy-700 disabled:opacity-70'
const alertBox = 'rounded-xl bg-red-50 px-4 py-3 text-sm font-medium text-danger-700'

/** A sign-in step's answer as a whole (never which of the name and password was wrong). */
export function LoginError({ messages }: { messages?: string[] }) {
  if (!messages?.length) return null
  return (
    <p id="login-error" role="alert" className={alertBox}>
      {messages.join(' ')}
    </p>
  )
}

/** A field's own message, under it; the field points at it (aria-describedby). */
function FieldError({ id, messages, boxed }: { id: string; messages?: string[]; boxed?: boolean }) {
  if (!messages?.length) return null
  return (
    <p id={id} role="alert" className={boxed ? alertBox : 'text-sm font-medium text-danger-700'}>
      {messages.join(' ')}
    </p>
  )
}

/** The aria attributes of a field with these errors (and a hint, when it has one). */
function describedBy(id: string, errors: string[] | undefined, hintId?: string) {
  const ids = [hintId, errors?.length ? `${id}-error` : undefined].filter(Boolean).join(' ')
  return { 'aria-invalid': errors?.length ? true : undefined, 'aria-describedby': ids || undefined }
}

/**
 * The password step. `result` is the reply to the last sign-in post: its field errors show at the
 * fields, and what refused the sign-in as a whole (or an unknown form) below them.
 */
export function PasswordStepForm({ busy, result }: { busy: boolean; result?: SubmissionResult<string[]> }) {
  const formErrors = [...(errorsAt(result, '') ?? []), ...(errorsAt(result, 'intent') ?? [])]
  const usernameErrors = errorsAt(result, 'username')
  const passwordErrors = errorsAt(result, 'password')
  return (
    <Form
      method="post"
      className="space-y-5"
      aria-describedby={formErrors.length ? 'login-error' : undefined}
    >
      <input type="hidden" name="intent" value="password" />
      <div className="space-y-1.5">
        <label htmlFor="username" className="block text-sm font-semibold">
          E-mail or username
        </label>
        <input
          id="username"
          name="username"
          autoComplete="username"
          autoCapitalize="off"
          spellCheck={false}
          required
          maxLength={254}
          className={input}
          {...describedBy('username', usernameErrors)}
        />
        <FieldError id="username-error" messages={usernameErrors} />
      </div>
      <div className="space-y-1.5">
        <div className="flex items-baseline justify-between gap-3">
          <label htmlFor="password" className="block text-sm font-semibold">
            Password
          </label>
          <Link
            to="/admin-login/forgot-password"
            className="text-sm font-semibold text-accent-700 underline-offset-2 hover:underline"
          >
            Forgot password?
          </Link>
        </div>
        <input
          id="password"
          name="password"
          type="password"
          autoComplete="current-password"
          required
          maxLength={128}
          className={input}
          {...describedBy('password', passwordErrors)}
        />
        <FieldError id="password-error" messages={passwordErrors} />
      </div>
      <LoginError messages={formErrors} />
      <button type="submit" disabled={busy} className={submit}>
        {busy ? 'Signing in…' : 'Sign in'}
      </button>
    </Form>
  )
}

/** The code step; a refused code is the code field's error, under its hint. */
export function CodeStepForm({ busy, result }: { busy: boolean; result?: SubmissionResult<string[]> }) {
  const codeErrors = errorsAt(result, 'code')
  return (
    <Form method="post" className="space-y-5">
      <input type="hidden" name="intent" value="code" />
      <div className="space-y-1.5">
        <label htmlFor="code" className="block text-sm font-semibold">
          Code from your authenticator app, or a backup code
        </label>
        <input
          id="code"
          name="code"
          autoComplete="one-time-code"
          autoCapitalize="off"
          autoCorrect="off"
          spellCheck={false}
          pattern="\s*(\d{6}|[A-Za-z0-9]{5}-?[A-Za-z0-9]{5})\s*"
          maxLength={12}
          required
          autoFocus
          className={cn(input, 'font-mono text-lg tracking-[0.2em]')}
          {...describedBy('code', codeErrors, 'code-hint')}
        />
        <p id="code-hint" className="text-xs text-slate-600">
          Six digits, a new one every 30 seconds. Without your phone, type one of the backup codes you saved
          when you set up two-factor sign-in (like <span className="font-mono">ab1cd-ef2gh</span>); each works
          once.
        </p>
      </div>
      <FieldError id="code-error" messages={codeErrors} boxed />
      <button type="submit" disabled={busy} className={submit}>
        {busy ? 'Checking…' : 'Verify and sign in'}
      </button>
    </Form>
  )
}
