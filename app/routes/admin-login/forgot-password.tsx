import { parseWithZod } from '@conform-to/zod/v4'
import { data, Form, Link, useNavigation } from 'react-router'
import { AccountCard, ForgotPasswordSchema, RESET_REQUESTED_MESSAGE } from '~/features/account'
import { requestPasswordReset } from '~/features/account/index.server'
import { ActionButton, Notice } from '~/components/admin/controls'
import { FormField } from '~/components/admin/form-field'
import type { RouteHandle } from '~/root'
import { buildMeta } from '~/seo/meta'
import { requireSameOrigin } from '~/server/auth/same-origin.server'
import { getClientIp } from '~/server/security/client-ip.server'
import type { Route } from './+types/forgot-password'
import adminCss from '~/styles/admin.css?url'

export const handle: RouteHandle = { hydrate: true }
export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: adminCss }]
export const meta = () =>
  buildMeta({ path: '/admin-login/forgot-password', title: 'Forgot password', noindex: true })
export const headers = () => ({ 'Cache-Control': 'no-store' })

export async function action({ request, context }: Route.ActionArgs) {
  requireSameOrigin(request)
  const submission = parseWithZod(await request.formData(), {
    schema: ForgotPasswordSchema,
    disableAutoCoercion: true,
  })
  if (submission.status !== 'success') return data(submission.reply(), { status: 400 })
  // The same answer whether or not the address is a member's, and whether or not a limit was reached.
  await requestPasswordReset(submission.value.email, getClientIp(context))
  return data(submission.reply({ resetForm: true }))
}

export default function ForgotPassword({ actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === 'submitting'
  // A reply without errors is the request taken (the form reset): the page says a link is on its way.
  const sent = actionData !== undefined && !actionData.error
  return (
    <AccountCard
      title="Forgot your password?"
      lead="Type the e-mail address you sign in with. We send a link to choose a new password."
    >
      {sent ? (
        <div className="space-y-5">
          <Notice tone="success">{RESET_REQUESTED_MESSAGE}</Notice>
          <Link to="/admin-login" className="inline-block font-semibold text-accent-700 underline">
            Back to sign-in
          </Link>
        </div>
      ) : (
        <Form method="post" className="space-y-5">
          <FormField
            id="email"
            name="email"
            type="email"
            label="E-mail address"
            autoComplete="email"
            required
            maxLength={254}
            errors={actionData?.error?.email ?? undefined}
          />
          <ActionButton disabled={busy} className="w-full">
            {busy ? 'Sending…' : 'Send me a link'}
          </ActionButton>
          <p className="text-sm text-slate-600">
            Remembered it?{' '}
            <Link to="/admin-login" className="font-semibold text-accent-700 underline">
              Sign in
            </Link>
          </p>
        </Form>
      )}
    </AccountCard>
  )
}
