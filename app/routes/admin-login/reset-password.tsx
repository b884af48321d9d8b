import { parseWithZod } from '@conform-to/zod/v4'
import { data, Form, redirect, useNavigation } from 'react-router'
import {
  AccountCard,
  LinkProblemNotice,
  NewPasswordFields,
  LINK_PROBLEMS,
  ResetPasswordSchema,
  type LinkProblem,
} from '~/features/account'
import { inspectPasswordReset, resetPassword } from '~/features/account/index.server'
import { ActionButton } from '~/components/admin/controls'
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

/** The typed passwords never travel back in a reply. */
const HIDDEN = ['password', 'confirm']

const linkProblemOf = (errors: string[] | null | undefined): LinkProblem | null => {
  const code = errors?.[0]
  return code && code in LINK_PROBLEMS ? (code as LinkProblem) : null
}

export async function action({ request }: Route.ActionArgs) {
  requireSameOrigin(request)
  const submission = parseWithZod(await request.formData(), {
    schema: ResetPasswordSchema,
    disableAutoCoercion: true,
  })
  if (submission.status !== 'success') return data(submission.reply({ hideFields: HIDDEN }), { status: 400 })
  const outcome = await resetPassword(submission.value.token, submission.value.password)
  if (outcome.ok) throw redirect('/admin-login?passwordReset=1', { headers: { 'Cache-Control': 'no-store' } })
  // A link's problem is the reply's form error, by its code (LINK_PROBLEMS says it in words).
  if ('problem' in outcome) {
    return data(submission.reply({ formErrors: [outcome.problem], hideFields: HIDDEN }), { status: 410 })
  }
  return data(submission.reply({ fieldErrors: { password: [outcome.passwordError] }, hideFields: HIDDEN }), {
    status: 400,
  })
}

export default function ResetPassword({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === 'submitting'
  const problem = linkProblemOf(actionData?.error?.['']) ?? loaderData.problem
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
          <NewPasswordFields
            errors={{
              password: actionData?.error?.password ?? undefined,
              confirm: actionData?.error?.confirm ?? undefined,
            }}
          />
          <ActionButton disabled={busy} className="w-full">
            {busy ? 'Saving…' : 'Set the new password'}
          </ActionButton>
        </Form>
      )}
    </AccountCard>
  )
}
