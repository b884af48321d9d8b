import { parseWithZod } from '@conform-to/zod/v4'
import { data, redirect } from 'react-router'
import { PageHeading } from '~/components/admin/admin-header'
import { Panel } from '~/components/admin/detail-list'
import {
  ACCOUNT_HIDDEN_FIELDS,
  DisplayNameForm,
  displayNameMissing,
  replyFor,
  SETUP_EMAIL_LOCKED_MESSAGE,
  SetupAction,
  SetupEmailForm,
  TwoFactorPanel,
  type AccountFormReply,
} from '~/features/account'
import {
  addSignInAddress,
  changeDisplayName,
  nameRefusal,
  confirmTwoFactorSetup,
  passwordJustTyped,
  redirectWithSession,
  setupShownAgain,
  startTwoFactorSetup,
  startTwoFactorSetupJustJoined,
} from '~/features/account/index.server'
import { requireSameOrigin } from '~/server/auth/same-origin.server'
import { needsSetup, requireStaff, type StaffSession } from '~/server/auth/staff-session.server'
import type { Route } from './+types/setup'

export const meta = () => [{ title: 'Set up your account | Brightpath admin' }]

const NO_STORE = { 'Cache-Control': 'no-store' }

/** What the account still lacks, in the order the page asks for it. */
type SetupStep = 'name' | 'email' | 'two-factor'

function stepsLeft(staff: StaffSession): SetupStep[] {
  const steps: SetupStep[] = []
  if (displayNameMissing(staff)) steps.push('name')
  if (staff.email === null) steps.push('email')
  if (!staff.twoFactorEnabled) steps.push('two-factor')
  return steps
}

/**
 * A name, an address and two-factor sign-in are required: a member without them opens nothing
 * else. The page asks for what is missing, one step at a time.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const staff = await requireStaff(request)
  if (!needsSetup(staff)) throw redirect('/admin', { headers: NO_STORE })
  const steps = stepsLeft(staff)
  return {
    name: displayNameMissing(staff) ? null : staff.name,
    steps,
    // Right after accepting an invitation the password was just typed: two-factor setup does not ask again.
    passwordJustTyped: steps[0] === 'two-factor' && (await passwordJustTyped(staff)),
  }
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
  const reply = (options: { formErrors?: string[]; fieldErrors?: Record<string, string[]> } = {}) =>
    submission.reply({ ...options, hideFields: ACCOUNT_HIDDEN_FIELDS })
  if (submission.status !== 'success') {
    // A refused code keeps its setup on the page (the key and QR code again), so it can be typed anew.
    const setup =
      submission.payload.intent === '2fa-confirm' ? setupShownAgain(submission.payload.totpUri) : undefined
    return data<AccountFormReply>({ result: reply(), setup }, { status: 400 })
  }
  const input = submission.value
  if (input.intent === 'name') {
    const named = await changeDisplayName(staff, input.name)
    if (!named.ok) {
      const refused = nameRefusal(named.problem)
      return data<AccountFormReply>({ result: reply(refused.errors) }, { status: refused.status })
    }
    // The name was the last thing missing for an account set up before names were asked.
    const done = staff.email !== null && staff.twoFactorEnabled
    throw redirect(done ? '/admin' : '/admin/setup', { headers: NO_STORE })
  }
  if (input.intent === 'email') {
    const outcome = await addSignInAddress(staff, input.email)
    if (outcome === 'has-address') throw locked()
    if (outcome === 'taken') {
      const fieldErrors = { email: ['Another member already signs in with that address.'] }
      return data<AccountFormReply>({ result: reply({ fieldErrors }) }, { status: 400 })
    }
    throw redirect('/admin/setup', { headers: NO_STORE })
  }
  if (input.intent === '2fa-start') {
    const started =
      input.password === undefined
        ? await startTwoFactorSetupJustJoined(staff)
        : await startTwoFactorSetup(request, staff.userId, input.password)
    if (!started.ok) {
      // Too long after the invitation (or none): the page asks for the password after all.
      const refusal =
        'problem' in started
          ? { fieldErrors: { password: ['Enter your password.'] } }
          : { formErrors: [started.error] }
      return data<AccountFormReply>({ result: reply(refusal) }, { status: 400 })
    }
    const { totpUri, secret, backupCodes, qr } = started
    return data<AccountFormReply>({ result: reply(), setup: { totpUri, secret, backupCodes, qr } })
  }
  const confirmed = await confirmTwoFactorSetup(request, staff, input.code)
  if (!confirmed.ok) {
    const setup = setupShownAgain(input.totpUri)
    return data<AccountFormReply>(
      { result: reply({ formErrors: [confirmed.error] }), setup },
      { status: 400 },
    )
  }
  throw redirectWithSession('/admin?setup=done', confirmed.setCookie)
}

const STEP_TITLES: Record<SetupStep, string> = {
  name: 'your name',
  email: 'your e-mail address',
  'two-factor': 'two-factor sign-in',
}

/** Why the page asks: the name first for an account without one, else why two-factor sign-in is required. */
const WHY = {
  name: 'Before you start, tell the team your name: it is how they see you in the admin.',
  security:
    "The admin holds people's applications and IDs, so every member signs in with a code from their phone as well as a password.",
}

export default function Setup({ loaderData, actionData }: Route.ComponentProps) {
  const reply: AccountFormReply | undefined = actionData
  const twoFactor = replyFor(reply?.result, '2fa-start', '2fa-confirm')
  const { steps } = loaderData
  const step = steps[0] ?? 'two-factor'
  // An account from before e-mail sign-in gives its address first, then enrols; one from the
  // command line gives its name first.
  const title =
    steps.length > 1
      ? `Step 1 of ${steps.length}: ${STEP_TITLES[step]}`
      : STEP_TITLES[step].charAt(0).toUpperCase() + STEP_TITLES[step].slice(1)
  return (
    <>
      <PageHeading
        title="Set up your account"
        description={`Welcome${loaderData.name ? `, ${loaderData.name}` : ''}. ${step === 'name' ? WHY.name : WHY.security}`}
      />
      <div className="max-w-3xl">
        <Panel title={title} id="setup-heading">
          {step === 'name' ? (
            <DisplayNameForm current="" setup result={replyFor(reply?.result, 'name')} />
          ) : step === 'email' ? (
            <SetupEmailForm result={replyFor(reply?.result, 'email')} />
          ) : (
            <TwoFactorPanel
              enabled={false}
              setup={twoFactor ? reply?.setup : undefined}
              result={twoFactor}
              askPassword={!loaderData.passwordJustTyped || Boolean(twoFactor?.error?.password)}
            />
          )}
        </Panel>
      </div>
    </>
  )
}
