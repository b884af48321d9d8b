import { data, Form, redirect, useNavigation } from 'react-router'
import {
  AccountCard,
  LinkProblemNotice,
  NewPasswordFields,
  ResetPasswordSchema,
  type LinkProblem,
} from '~/features/account'
import { inspectPasswordReset, resetPassword } from '~/features/account/index.server'
import { ActionButton } from '~/components/admin/controls'
import { z } from '~/lib/zod'
import type { RouteHandle } from '~/root'
import { buildMeta } from '~/seo/meta'
import { requireSameOrigin } from '~/server/auth/same-origin.server'
import type { Route } from './+types/reset-password'
import adminCss from '~/styles/admin.css?url'

export const handle: RouteHandle = { hydrate: true }
export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: adminCss }]
export const meta = () =>
  buildMeta({ path: '/admin-login/reset-password', title: 'Choose a new password', noindex: true })
export const headers = () => ({ 'Cache-Control': 'no-store', 'Referrer-Policy': 'strict-origin' })

export async function loader({ request }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get('token')
  const view = await inspectPasswordReset(token)
  return data(view.ok ? { token: token ?? '', problem: null } : { token: '', problem: view.problem }, {
    status: view.ok ? 200 : 410,
    headers: { 'Cache-Control': 'no-store' },
  })
}

type ResetState = { problem?: LinkProblem; errors?: Record<string, string[] | undefined> }

export async function action({ request }: Route.ActionArgs) {
  requireSameOrigin(request)
  const parsed = ResetPasswordSchema.safeParse(Object.fromEntries(await request.formData()))
  if (!parsed.success) {
    return data<ResetState>({ errors: z.flattenError(parsed.error).fieldErrors }, { status: 400 })
  }
  const outcome = await resetPassword(parsed.data.token, parsed.data.password)
  if (outcome.ok) throw redirect('/admin-login?passwordReset=1', { headers: { 'Cache-Control': 'no-store' } })
  if ('problem' in outcome) return data<ResetState>({ problem: outcome.problem }, { status: 410 })
  return data<ResetState>({ errors: { password: [outcome.passwordError] } }, { status: 400 })
}

export default function ResetPassword({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === 'submitting'
  const problem = actionData?.problem ?? loaderData.problem
  return (
    <AccountCard
      title="Choose a new password"
      lead={
        problem
          ? undefined
          : 'At least 12 characters that would be hard to guess. Every session of yours ends.'
      }
    >
      {problem ? (
        <LinkProblemNotice problem={problem} />
      ) : (
        <Form method="post" className="space-y-5">
          <input type="hidden" name="token" value={loaderData.token} />
          <NewPasswordFields errors={actionData?.errors} />
          <ActionButton disabled={busy} className="w-full">
            {busy ? 'Saving…' : 'Set the new password'}
          </ActionButton>
        </Form>
      )}
    </AccountCard>
  )
}
