import { data, redirect, useNavigation } from 'react-router'
import { z } from '~/lib/zod'
import { AccountCard, CodeStepForm, PasswordStepForm } from '~/features/account'
import { attemptLogin, attemptLoginCode, type LoginOutcome } from '~/features/account/index.server'
import { buildMeta } from '~/seo/meta'
import { getStaffSession } from '~/server/auth/staff-session.server'
import { requireSameOrigin } from '~/server/auth/same-origin.server'
import { getClientIp } from '~/server/security/client-ip.server'
import type { RouteHandle } from '~/root'
import type { Route } from './+types/admin-login'
import adminCss from '~/styles/admin.css?url'
import { countOf } from '~/lib/plural'

/** The admin area's own utilities, on top of app.css (see styles/admin.css). */
export const handle: RouteHandle = { hydrate: true }

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: adminCss }]

/** Shown on the page after a failed sign-in: it never says which field was wrong. */
export const INVALID_CREDENTIALS = 'Invalid credentials. Please try again.'

export const meta = () => buildMeta({ path: '/admin-login', title: 'Admin login', noindex: true })

/** Keeps the throttle's Retry-After on the page's own response (React Router passes only cookies on by default). */
export function headers({ actionHeaders }: Route.HeadersArgs) {
  const out = new Headers({ 'Cache-Control': 'no-store' })
  const retryAfter = actionHeaders.get('Retry-After')
  if (retryAfter) out.set('Retry-After', retryAfter)
  return out
}

function safeNext(value: string | null): string {
  return value && /^\/admin(\/|\?|$)/.test(value) ? value : '/admin'
}

export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url)
  if (await getStaffSession(request)) throw redirect(safeNext(url.searchParams.get('redirectTo')))
  const notice = url.searchParams.has('passwordReset')
    ? 'Your new password is set, and every session of yours has ended. Sign in with it.'
    : url.searchParams.has('signedOut')
      ? 'You are signed out.'
      : null
  return data({ notice }, { headers: { 'Cache-Control': 'no-store' } })
}

const LoginForm = z.discriminatedUnion('intent', [
  z.object({
    intent: z.literal('password'),
    username: z.string().trim().min(1).max(254),
    password: z.string().min(1).max(256),
  }),
  z.object({ intent: z.literal('code'), code: z.string().trim().max(12) }),
])

type LoginState = { step: 'password' | 'code'; error?: string }

/** The page's answer to a sign-in step: redirect in, the code step, or an error (429 when throttled). */
function answer(outcome: LoginOutcome, request: Request) {
  const headers = new Headers({ 'Cache-Control': 'no-store' })
  if ('setCookie' in outcome) for (const cookie of outcome.setCookie) headers.append('Set-Cookie', cookie)
  if (outcome.kind === 'signed-in')
    throw redirect(safeNext(new URL(request.url).searchParams.get('redirectTo')), { headers })
  if (outcome.kind === 'code-required') return data<LoginState>({ step: 'code' }, { headers })
  if (outcome.kind === 'deactivated') {
    const error =
      'This account has been deactivated. If you should still have access, ask an owner of the admin.'
    return data<LoginState>({ step: 'password', error }, { status: 403, headers })
  }
  if (outcome.kind === 'throttled') {
    headers.set('Retry-After', String(outcome.retryAfterSeconds))
    const minutes = Math.max(1, Math.ceil(outcome.retryAfterSeconds / 60))
    const error = `Too many failed sign-in attempts. Please wait ${countOf(minutes, 'minute')} and try again.`
    return data<LoginState>({ step: 'password', error }, { status: 429, headers })
  }
  if (outcome.kind === 'code-expired') {
    return data<LoginState>(
      { step: 'password', error: 'The sign-in took too long. Please start again.' },
      { status: 401, headers },
    )
  }
  return data<LoginState>({ step: 'password', error: INVALID_CREDENTIALS }, { status: 401, headers })
}

export async function action({ request, context }: Route.ActionArgs) {
  // Like every admin action: a sign-in posted from another site (login CSRF) is refused.
  requireSameOrigin(request)
  const parsed = LoginForm.safeParse(Object.fromEntries(await request.formData()))
  if (!parsed.success)
    return data<LoginState>({ step: 'password', error: INVALID_CREDENTIALS }, { status: 400 })
  const form = parsed.data
  const clientIp = getClientIp(context)
  if (form.intent === 'password') {
    return answer(await attemptLogin({ request, clientIp, username: form.username }, form.password), request)
  }
  const outcome = await attemptLoginCode({ request, clientIp }, form.code)
  if (outcome.kind === 'invalid') {
    return data<LoginState>(
      { step: 'code', error: 'That code is not right. Please try again.' },
      { status: 401 },
    )
  }
  return answer(outcome, request)
}

export default function AdminLogin({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === 'submitting'
  const codeStep = actionData?.step === 'code'
  return (
    <AccountCard
      title={codeStep ? 'Two-factor sign-in' : 'Admin login'}
      lead={
        codeStep
          ? 'Your password was accepted. One more step.'
          : 'Staff only. Sign in with your e-mail address or username.'
      }
    >
      {loaderData.notice && !actionData ? (
        <p
          role="status"
          className="mb-5 rounded-xl bg-emerald-50 px-4 py-3 text-sm font-medium text-success-700"
        >
          {loaderData.notice}
        </p>
      ) : null}
      {codeStep ? (
        <CodeStepForm busy={busy} error={actionData?.error} />
      ) : (
        <PasswordStepForm busy={busy} error={actionData?.error} />
      )}
    </AccountCard>
  )
}
