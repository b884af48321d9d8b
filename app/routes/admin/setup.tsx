import { parseWithZod } from '@conform-to/zod/v4'
import { data, redirect } from 'react-router'
import { PageHeading } from '~/components/admin/admin-header'
import { Panel } from '~/components/admin/detail-list'
import {
  ACCOUNT_HIDDEN_FIELDS,
  replyFor,
  SETUP_EMAIL_LOCKED_MESSAGE,
  SetupAction,
  SetupEmailForm,
  TwoFactorPanel,
  type AccountFormReply,
} from '~/features/account'
import {
  addSignInAddress,
  confirmTwoFactorSetup,
  redirectWithSession,
  setupShownAgain,
  startTwoFactorSetup,
} from '~/features/account/index.server'
import { requireSameOrigin } from '~/server/auth/same-origin.server'
import { needsSetup, requireStaff } from '~/server/auth/staff-session.server'
import type { Route } from './+types/setup'

export const meta = () => [{ title: 'Set up your account | Brightpath admin' }]

const NO_STORE = { 'Cache-Control': 'no-store' }

/** Two-factor sign-in is required: a member without it (or without an e-mail address) opens nothing else. */
export async function loader({ request }: Route.LoaderArgs) {
  const staff = await requireStaff(request)
  if (!needsSetup(staff)) throw redirect('/admin', { headers: NO_STORE })
  return { name: staff.name, needsEmail: staff.email === null }
}

/** Setup only gives an address to an account without one; a change needs the password (Settings). */
const locked = () => data({ message: SETUP_EMAIL_LOCKED_MESSAGE }, { status: 409 })

export async function action({ request }: Route.ActionArgs) {
  const staff = await requireStaff(request)
  requireSameOrigin(request)
  const formData = await request.formData()
  // Refused before anything typed is looked at, whatever the address: this page cannot change one.
  if (formData.get('intent') === 'email' && staff.email !== null) throw locked()
  // The schema's own messages, empty fields included: no coercion of '' to a missing value.
  const submission = parseWithZod(formData, { schema: SetupAction, disableAutoCoercion: true })
  // The typed password and code never travel back in a reply.
  const reply = (formErrors?: string[]) => submission.reply({ formErrors, hideFields: ACCOUNT_HIDDEN_FIELDS })
  if (submission.status !== 'success') {
    // A refused code keeps its setup on the page (the key and QR code again), so it can be typed anew.
    const setup =
      submission.payload.intent === '2fa-confirm' ? setupShownAgain(submission.payload.totpUri) : undefined
    return data<AccountFormReply>({ result: reply(), setup }, { status: 400 })
  }
  const input = submission.value
  if (input.intent === 'email') {
    const outcome = await addSignInAddress(staff, input.email)
    if (outcome === 'has-address') throw locked()
    if (outcome === 'taken') {
      const taken = { email: ['Another member already signs in with that address.'] }
      return data<AccountFormReply>(
        { result: submission.reply({ fieldErrors: taken, hideFields: ACCOUNT_HIDDEN_FIELDS }) },
        { status: 400 },
      )
    }
    throw redirect('/admin/setup', { headers: NO_STORE })
  }
  if (input.intent === '2fa-start') {
    const started = await startTwoFactorSetup(request, staff.userId, input.password)
    if (!started.ok) return data<AccountFormReply>({ result: reply([started.error]) }, { status: 400 })
    const { totpUri, secret, backupCodes, qr } = started
    return data<AccountFormReply>({ result: reply(), setup: { totpUri, secret, backupCodes, qr } })
  }
  const confirmed = await confirmTwoFactorSetup(request, staff, input.code)
  if (!confirmed.ok) {
    const setup = setupShownAgain(input.totpUri)
    return data<AccountFormReply>({ result: reply([confirmed.error]), setup }, { status: 400 })
  }
  throw redirectWithSession('/admin?setup=done', confirmed.setCookie)
}

export default function Setup({ loaderData, actionData }: Route.ComponentProps) {
  const reply: AccountFormReply | undefined = actionData
  const twoFactor = replyFor(reply?.result, '2fa-start', '2fa-confirm')
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
            <SetupEmailForm result={replyFor(reply?.result, 'email')} />
          ) : (
            <TwoFactorPanel enabled={false} setup={twoFactor ? reply?.setup : undefined} result={twoFactor} />
          )}
        </Panel>
      </div>
    </>
  )
}
