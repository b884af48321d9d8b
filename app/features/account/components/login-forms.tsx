import { Form, Link } from 'react-router'
import { cn } from '~/lib/cn'

const input =
  'block min-h-12 w-full rounded-xl border border-slate-300 bg-white px-4 text-navy-900 focus:border-accent-700'
const submit =
  'min-h-12 w-full rounded-pill bg-navy-900 font-semibold text-paper hover:bg-navy-700 disabled:opacity-70'

export function LoginError({ message }: { message?: string }) {
  if (!message) return null
  return (
    <p
      id="login-error"
      role="alert"
      className="rounded-xl bg-red-50 px-4 py-3 text-sm font-medium text-danger-700"
    >
      {message}
    </p>
  )
}

export function PasswordStepForm({ busy, error }: { busy: boolean; error?: string }) {
  return (
    <Form method="post" className="space-y-5" aria-describedby={error ? 'login-error' : undefined}>
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
        />
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
        />
      </div>
      <LoginError message={error} />
      <button type="submit" disabled={busy} className={submit}>
        {busy ? 'Signing in…' : 'Sign in'}
      </button>
    </Form>
  )
}

export function CodeStepForm({ busy, error }: { busy: boolean; error?: string }) {
  return (
    <Form method="post" className="space-y-5" aria-describedby={error ? 'login-error' : undefined}>
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
          aria-describedby="code-hint"
          className={cn(input, 'font-mono text-lg tracking-[0.2em]')}
        />
        <p id="code-hint" className="text-xs text-slate-600">
          Six digits, a new one every 30 seconds. Without your phone, type one of the backup codes you saved
          when you set up two-factor sign-in (like <span className="font-mono">ab1cd-ef2gh</span>); each works
          once.
        </p>
      </div>
      <LoginError message={error} />
      <button type="submit" disabled={busy} className={submit}>
        {busy ? 'Checking…' : 'Verify and sign in'}
      </button>
    </Form>
  )
}
