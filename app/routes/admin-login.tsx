import type { SubmissionResult } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { data, redirect, useNavigation } from 'react-router'
import {
  AccountCard,
  CodeStepForm,
  PasswordStepForm,
  SIGN_IN_HIDDEN_FIELDS,
  SIGN_IN_REFUSALS,
  SignInAction,
  signInStep,
  signInThrottledMessage,
  WRONG_SIGN_IN_CODE,
} from '~/features/account'
import { signInWithPassword, verifySecondFactor, type LoginOutcome } from '~/features/account/index.server'
import { buildMeta } from '~/seo/meta'
import { getStaffSession } from '~/server/auth/staff-session.server'
import { requireSameOrigin } from '~/server/auth/same-origin.server'
import { getClientIp } from '~/server/security/client-ip.server'
import type { RouteHandle } from '~/root'
import type { Route } from './+types/admin-login'
import adminCss from '~/styles/admin.css?url'

/** A reply to the sign-in form, with the form's own error when there is one; the typed password and code stay out. */
type Reply = (formErrors?: string[]) => SubmissionResult<string[]>

/** The admin area's own utilities, on top of app.css (see styles/admin.css). */
export const handle: RouteHandle = { hydrate: true }

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: adminCss }]

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

/** The page's answer to a sign-in step: redirect in, the code step, or why not (429 when throttled). */
function answer(outcome: LoginOutcome, reply: Reply, request: Request) {
  const headers = new Headers({ 'Cache-Control': 'no-store' })
  if ('setCookie' in outcome) for (const cookie of outcome.setCookie) headers.append('Set-Cookie', cookie)
  const refuse = (message: string, status: number) => data(reply([message]), { status, headers })
  if (outcome.kind === 'signed-in')
    throw redirect(safeNext(new URL(request.url).searchParams.get('redirectTo')), { headers })
  // The password was right: a reply without errors is the code step.
  if (outcome.kind === 'code-required') return data(reply(), { headers })
  if (outcome.kind === 'deactivated') return refuse(SIGN_IN_REFUSALS.deactivated, 403)
  if (outcome.kind === 'throttled') {
    headers.set('Retry-After', String(outcome.retryAfterSeconds))
    const minutes = Math.max(1, Math.ceil(outcome.retryAfterSeconds / 60))
    return refuse(signInThrottledMessage(minutes), 429)
  }
  if (outcome.kind === 'code-expired') return refuse(SIGN_IN_REFUSALS['code-expired'], 401)
  return refuse(SIGN_IN_REFUSALS.invalid, 401)
}

export async function action({ request, context }: Route.ActionArgs) {
  // Like every admin action: a sign-in posted from another site (login CSRF) is refused.
  requireSameOrigin(request)
  // The schema's own messages, empty fields included: no coercion of '' to a missing value.
  const submission = parseWithZod(await request.formData(), {
    schema: SignInAction,
    disableAutoCoercion: true,
  })
  if (submission.status !== 'success')
    return data(submission.reply({ hideFields: SIGN_IN_HIDDEN_FIELDS }), { status: 400 })
  const reply: Reply = (formErrors) => submission.reply({ formErrors, hideFields: SIGN_IN_HIDDEN_FIELDS })
  const input = submission.value
  const clientIp = getClientIp(context)
  if (input.intent === 'password') {
    const outcome = await signInWithPassword({ request, clientIp, username: input.username }, input.password)
    return answer(outcome, reply, request)
  }
  const outcome = await verifySecondFactor({ request, clientIp }, input.code)
  if (outcome.kind === 'invalid') {
    // A wrong code keeps the code step: it is the code field's error.
    const wrong = { code: [WRONG_SIGN_IN_CODE] }
    return data(submission.reply({ fieldErrors: wrong, hideFields: SIGN_IN_HIDDEN_FIELDS }), { status: 401 })
  }
  return answer(outcome, reply, request)
}

export default function AdminLogin({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === 'submitting'
  const result: SubmissionResult<string[]> | undefined = actionData
  const codeStep = signInStep(result) === 'code'
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
        <CodeStepForm busy={busy} result={result} />
      ) : (
        <PasswordStepForm busy={busy} result={result} />
      )}
    </AccountCard>
  )
}
