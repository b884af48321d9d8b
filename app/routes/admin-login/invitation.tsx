import { parseWithZod } from '@conform-to/zod/v4'
import { data, Form, redirect, useNavigation } from 'react-router'
import {
  AcceptInvitationSchema,
  AccountCard,
  LINK_PROBLEMS,
  LinkProblemNotice,
  NewPasswordFields,
  STAFF_NAME_MAX_LENGTH,
  type LinkProblem,
} from '~/features/account'
import { acceptInvitation, inspectInvitation } from '~/features/account/index.server'
import { ActionButton } from '~/components/admin/controls'
import { FormField } from '~/components/admin/form-field'
import { STAFF_ROLE_LABELS } from '~/contracts/permissions'
import { ADMIN_SETUP_PATH } from '~/lib/routes'
import type { RouteHandle } from '~/root'
import { buildMeta } from '~/seo/meta'
import { requireSameOrigin } from '~/server/auth/same-origin.server'
import type { Route } from './+types/invitation'
import adminCss from '~/styles/admin.css?url'

export const handle: RouteHandle = { hydrate: true }
export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: adminCss }]
export const meta = () =>
  buildMeta({ path: '/admin-login/invitation', title: 'Join the team', noindex: true })
export const headers = () => ({ 'Cache-Control': 'no-store', 'Referrer-Policy': 'strict-origin' })

export async function loader({ request }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get('token')
  const view = await inspectInvitation(token)
  const headers = { 'Cache-Control': 'no-store' }
  if (!view.ok)
    return data({ problem: view.problem, token: '', email: '', role: null }, { status: 410, headers })
  return data({ problem: null, token: token ?? '', email: view.email, role: view.role }, { headers })
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
    schema: AcceptInvitationSchema,
    disableAutoCoercion: true,
  })
  if (submission.status !== 'success') return data(submission.reply({ hideFields: HIDDEN }), { status: 400 })
  const outcome = await acceptInvitation(request, submission.value.token, submission.value)
  if (outcome.ok) {
    const headers = new Headers({ 'Cache-Control': 'no-store' })
    for (const cookie of outcome.setCookie) headers.append('Set-Cookie', cookie)
    throw redirect(ADMIN_SETUP_PATH, { headers })
  }
  // A link's problem is the reply's form error, by its code (LINK_PROBLEMS says it in words).
  if ('problem' in outcome) {
    return data(submission.reply({ formErrors: [outcome.problem], hideFields: HIDDEN }), { status: 410 })
  }
  return data(submission.reply({ fieldErrors: { password: [outcome.passwordError] }, hideFields: HIDDEN }), {
    status: 400,
  })
}

export default function Invitation({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === 'submitting'
  const problem = linkProblemOf(actionData?.error?.['']) ?? loaderData.problem
  const typedName = actionData?.initialValue?.name
  if (problem || !loaderData.role) {
    return (
      <AccountCard title="Join the team">
        <LinkProblemNotice problem={problem ?? 'invitation-unknown'} />
      </AccountCard>
    )
  }
  return (
    <AccountCard
      title="Join the team"
      lead={
        <>
          You are invited as <strong className="text-navy-900">{STAFF_ROLE_LABELS[loaderData.role]}</strong>.
          Choose your name and a password; next, you set up two-factor sign-in with an authenticator app.
        </>
      }
    >
      <Form method="post" className="space-y-5">
        <input type="hidden" name="token" value={loaderData.token} />
        <FormField
          id="email"
          name="email-shown"
          label="E-mail address (you sign in with it)"
          value={loaderData.email}
          readOnly
          autoComplete="username"
        />
        <FormField
          id="name"
          name="name"
          label="Your name"
          autoComplete="name"
          required
          maxLength={STAFF_NAME_MAX_LENGTH}
          defaultValue={typeof typedName === 'string' ? typedName.slice(0, STAFF_NAME_MAX_LENGTH) : undefined}
          hint="As colleagues see it on notes, assignments and the audit log."
          errors={actionData?.error?.name ?? undefined}
        />
        <NewPasswordFields
          errors={{
            password: actionData?.error?.password ?? undefined,
            confirm: actionData?.error?.confirm ?? undefined,
          }}
        />
        <ActionButton disabled={busy} className="w-full">
          {busy ? 'Creating your account…' : 'Create my account'}
        </ActionButton>
      </Form>
    </AccountCard>
  )
}
