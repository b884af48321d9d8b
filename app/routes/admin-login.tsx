import { Form, data, redirect, useActionData, useNavigation } from 'react-router'
import { buildMeta } from '~/lib/meta'
import { getAdminSession } from '~/server/auth/require-admin.server'
import { signIn } from '~/server/auth/sign-in.server'
import type { Route } from './+types/admin-login'

export const INVALID_CREDENTIALS = 'Invalid credentials. Please try again.'

export const meta = () => buildMeta({ path: '/admin-login', title: 'Admin login', noindex: true })

function safeNext(value: string | null): string {
  return value && value.startsWith('/admin') && !value.startsWith('//') ? value : '/admin'
}

export async function loader({ request }: Route.LoaderArgs) {
  if (await getAdminSession(request))
    throw redirect(safeNext(new URL(request.url).searchParams.get('redirectTo')))
  return null
}

export async function action({ request }: Route.ActionArgs) {
  const form = await request.formData()
  const username = form.get('username')
  const password = form.get('password')
  if (typeof username !== 'string' || typeof password !== 'string' || !username.trim() || !password) {
    return data({ error: 'Enter your username and password.' }, { status: 400 })
  }
  const result = await signIn(request, username, password)
  if (!result.ok) return data({ error: INVALID_CREDENTIALS }, { status: 401 })
  const headers = new Headers()
  for (const cookie of result.setCookie) headers.append('Set-Cookie', cookie)
  throw redirect(safeNext(new URL(request.url).searchParams.get('redirectTo')), { headers })
}

export default function AdminLogin() {
  const result = useActionData<typeof action>()
  const busy = useNavigation().state === 'submitting'
  return (
    <section className="light min-h-[80vh] py-20">
      <div className="container-page max-w-md">
        <h1 className="text-h2 font-semibold">Admin login</h1>
        <p className="mt-3 text-slate-600">Staff only. Sign in to read and triage submissions.</p>
        <Form
          method="post"
          className="mt-8 space-y-5"
          aria-describedby={result?.error ? 'login-error' : undefined}
        >
          <div className="space-y-1.5">
            <label htmlFor="username" className="block text-sm font-semibold">
              Username
            </label>
            <input
              id="username"
              name="username"
              autoComplete="username"
              required
              className="block min-h-12 w-full rounded-xl border border-slate-300 bg-white px-4 text-navy-900"
            />
          </div>
          <div className="space-y-1.5">
            <label htmlFor="password" className="block text-sm font-semibold">
              Password
            </label>
            <input
              id="password"
              name="password"
              type="password"
              autoComplete="current-password"
              required
              className="block min-h-12 w-full rounded-xl border border-slate-300 bg-white px-4 text-navy-900"
            />
          </div>
          {result?.error ? (
            <p
              id="login-error"
              role="alert"
              className="rounded-xl bg-red-50 px-4 py-3 text-sm font-medium text-danger-700"
            >
              {result.error}
            </p>
          ) : null}
          <button
            type="submit"
            disabled={busy}
            className="min-h-12 w-full rounded-full bg-navy-900 font-semibold text-paper hover:bg-navy-700 disabled:opacity-70"
          >
            {busy ? 'Signing in…' : 'Sign in'}
          </button>
        </Form>
      </div>
    </section>
  )
}
