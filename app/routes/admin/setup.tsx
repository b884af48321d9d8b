import { data, Form, redirect, useNavigation } from 'react-router'
import { PageHeading } from '~/components/admin/admin-header'
import { ActionButton } from '~/components/admin/controls'
import { Panel } from '~/components/admin/detail-list'
import { FormField } from '~/components/admin/form-field'
import { AccountEmailSchema, SETUP_EMAIL_LOCKED_MESSAGE, TwoFactorPanel } from '~/features/account'
import {
  addSignInAddress,
  runSettingsAction,
  SettingsAction,
  type SettingsResult,
} from '~/features/account/index.server'
import { z } from '~/lib/zod'
import { requireSameOrigin } from '~/server/auth/same-origin.server'
import { needsSetup, requireStaff } from '~/server/auth/staff-session.server'
import type { Route } from './+types/setup'

export const meta = () => [{ title: 'Set up your account | Brightpath admin' }]

/** Two-factor sign-in is required: a member without it (or without an e-mail address) opens nothing else. */
export async function loader({ request }: Route.LoaderArgs) {
  const staff = await requireStaff(request)
  if (!needsSetup(staff)) throw redirect('/admin', { headers: { 'Cache-Control': 'no-store' } })
  return { name: staff.name, needsEmail: staff.email === null }
}

type SetupResult = SettingsResult | { form: 'email'; fieldErrors: Record<string, string[] | undefined> }

export async function action({ request }: Route.ActionArgs) {
  const staff = await requireStaff(request)
  requireSameOrigin(request)
  const fields = Object.fromEntries(await request.formData())
  if (fields.intent === 'email') {
    // Setup only gives an address to an account without one; a change needs the password (Settings).
    const locked = () => data({ message: SETUP_EMAIL_LOCKED_MESSAGE }, { status: 409 })
    if (staff.email !== null) throw locked()
    const parsed = AccountEmailSchema.safeParse(fields)
    if (!parsed.success) {
      return data<SetupResult>(
        { form: 'email', fieldErrors: z.flattenError(parsed.error).fieldErrors },
        { status: 400 },
      )
    }
    const outcome = await addSignInAddress(staff, parsed.data.email)
    if (outcome === 'has-address') throw locked()
    if (outcome === 'taken') {
      const taken = ['Another member already signs in with that address.']
      return data<SetupResult>({ form: 'email', fieldErrors: { email: taken } }, { status: 400 })
    }
    throw redirect('/admin/setup', { headers: { 'Cache-Control': 'no-store' } })
  }
  const parsed = SettingsAction.safeParse(fields)
  if (!parsed.success || (parsed.data.intent !== '2fa-start' && parsed.data.intent !== '2fa-confirm')) {
    const fieldErrors = parsed.success ? {} : z.flattenError(parsed.error).fieldErrors
    return data<SetupResult>({ form: '2fa-start', fieldErrors }, { status: 400 })
  }
  return runSettingsAction(request, staff, parsed.data, { twoFactorDone: '/admin?setup=done' })
}

function EmailStep({ errors }: { errors?: string[] }) {
  const busy = useNavigation().state === 'submitting'
  return (
    <Form method="post" className="max-w-md space-y-4">
      <input type="hidden" name="intent" value="email" />
      <p className="text-sm text-slate-600">
        Your account was made before the admin used e-mail addresses. Add yours: you can sign in with it, and
        it is where a link to reset your password goes.
      </p>
      <FormField
        id="account-email"
        name="email"
        type="email"
        label="Your work e-mail address"
        autoComplete="email"
        required
        maxLength={254}
        errors={errors}
      />
      <ActionButton disabled={busy}>Save and continue</ActionButton>
    </Form>
  )
}

export default function Setup({ loaderData, actionData }: Route.ComponentProps) {
  const result: SetupResult | undefined = actionData
  const twoFactor = result && result.form !== 'email' ? (result as SettingsResult) : undefined
  // An account from before e-mail sign-in gives its address first, then enrols.
  const steps = loaderData.needsEmail ? 2 : 1
  return (
    <>
      <PageHeading
        title="Set up your account"
        description={`Welcome, ${loaderData.name}. The admin holds people's applications and IDs, so every member signs in with a code from their phone as well as a password.`}
      />
      <div className="max-w-3xl">
        <Panel
          title={
            loaderData.needsEmail
              ? 'Step 1 of 2: your e-mail address'
              : steps === 2
                ? 'Step 2 of 2: two-factor sign-in'
                : 'Two-factor sign-in'
          }
          id="setup-heading"
        >
          {loaderData.needsEmail ? (
            <EmailStep errors={result?.form === 'email' ? result.fieldErrors.email : undefined} />
          ) : (
            <TwoFactorPanel
              enabled={false}
              setup={twoFactor?.setup}
              error={twoFactor?.error}
              fieldErrors={twoFactor?.fieldErrors}
            />
          )}
        </Panel>
      </div>
    </>
  )
}
