import { parseWithZod } from '@conform-to/zod/v4'
import { data, redirect } from 'react-router'
import { z } from '~/lib/zod'
import { PageHeading } from '~/components/admin/admin-header'
import { STAFF_ROLE_LABELS } from '~/contracts/permissions'
import { Notice } from '~/components/admin/controls'
import { Panel } from '~/components/admin/detail-list'
import {
  ACCOUNT_HIDDEN_FIELDS,
  DisplayNameForm,
  EmailForm,
  NotificationPreferencesForm,
  PasswordForm,
  replyFor,
  SessionsList,
  SETTINGS_SAVED,
  SettingsAction,
  TwoFactorPanel,
  type AccountFormReply,
  type SettingsSaved,
} from '~/features/account'
import {
  changeDisplayName,
  nameRefusal,
  changePassword,
  changeSignInAddress,
  confirmTwoFactorSetup,
  listAdminSessions,
  preferencesOf,
  redirectWithSession,
  regenerateBackupCodes,
  saveNotificationPreferences,
  setupShownAgain,
  signOutOtherSessions,
  startTwoFactorSetup,
} from '~/features/account/index.server'
import { timeZoneChoices } from '~/lib/time-zones'
import { requirePermission } from '~/server/auth/staff-session.server'
import { requireSameOrigin } from '~/server/auth/same-origin.server'
import type { Route } from './+types/settings'

export const meta = () => [{ title: 'Settings | Brightpath admin' }]

const Saved = z
  .enum(Object.keys(SETTINGS_SAVED) as [SettingsSaved, ...SettingsSaved[]])
  .optional()
  .catch(undefined)

export async function loader({ request }: Route.LoaderArgs) {
  const admin = await requirePermission(request, 'account.manage')
  const saved = Saved.parse(new URL(request.url).searchParams.get('saved') ?? undefined)
  const sessions = await listAdminSessions(admin.userId, admin.sessionId)
  return {
    preferences: await preferencesOf(admin.userId),
    // The runtime's list, drawn on the server: the browser's may name zones differently.
    timeZones: timeZoneChoices(),
    username: admin.username,
    name: admin.name,
    email: admin.email,
    role: admin.role,
    twoFactorEnabled: admin.twoFactorEnabled,
    saved,
    sessions,
  }
}

const NO_STORE = { 'Cache-Control': 'no-store' }

export async function action({ request }: Route.ActionArgs) {
  const admin = await requirePermission(request, 'account.manage')
  requireSameOrigin(request)
  // The schema's own messages, empty fields included: no coercion of '' to a missing value.
  const submission = parseWithZod(await request.formData(), {
    schema: SettingsAction,
    disableAutoCoercion: true,
  })
  // The typed passwords and codes never travel back in a reply.
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
    const changed = await changeDisplayName(admin, input.name)
    if (!changed.ok) {
      const refused = nameRefusal(changed.problem)
      return data<AccountFormReply>({ result: reply(refused.errors) }, { status: refused.status })
    }
    throw redirect('/admin/settings?saved=name', { headers: NO_STORE })
  }
  if (input.intent === 'notifications') {
    const { clientAnswers, other, timeZone } = input
    await saveNotificationPreferences(admin, { clientAnswers, other, timeZone })
    throw redirect('/admin/settings?saved=notifications', { headers: NO_STORE })
  }
  if (input.intent === 'password') {
    const changed = await changePassword(request, admin, input)
    if (!changed.ok)
      return data<AccountFormReply>({ result: reply({ formErrors: [changed.error] }) }, { status: 400 })
    throw redirectWithSession('/admin/settings?saved=password', changed.setCookie)
  }
  if (input.intent === '2fa-start') {
    const started = await startTwoFactorSetup(request, admin.userId, input.password)
    if (!started.ok)
      return data<AccountFormReply>({ result: reply({ formErrors: [started.error] }) }, { status: 400 })
    const { totpUri, secret, backupCodes, qr } = started
    return data<AccountFormReply>({ result: reply(), setup: { totpUri, secret, backupCodes, qr } })
  }
  if (input.intent === '2fa-confirm') {
    const confirmed = await confirmTwoFactorSetup(request, admin, input.code)
    if (!confirmed.ok) {
      const setup = setupShownAgain(input.totpUri)
      return data<AccountFormReply>(
        { result: reply({ formErrors: [confirmed.error] }), setup },
        { status: 400 },
      )
    }
    throw redirectWithSession('/admin/settings?saved=2fa-on', confirmed.setCookie)
  }
  if (input.intent === 'backup-codes') {
    const made = await regenerateBackupCodes(request, admin, input.password)
    if (!made.ok)
      return data<AccountFormReply>({ result: reply({ formErrors: [made.error] }) }, { status: 400 })
    return data<AccountFormReply>({ result: reply(), backupCodes: made.backupCodes })
  }
  if (input.intent === 'email') {
    const changed = await changeSignInAddress(admin, input)
    if (!changed.ok) {
      const fieldErrors = { [changed.field]: [changed.error] }
      return data<AccountFormReply>({ result: reply({ fieldErrors }) }, { status: 400 })
    }
    throw redirect('/admin/settings?saved=email', { headers: NO_STORE })
  }
  await signOutOtherSessions(admin)
  throw redirect('/admin/settings?saved=sessions', { headers: NO_STORE })
}

export default function Settings({ loaderData, actionData }: Route.ComponentProps) {
  const reply: AccountFormReply | undefined = actionData
  const twoFactor = replyFor(reply?.result, '2fa-start', '2fa-confirm', 'backup-codes')
  return (
    <>
      <PageHeading
        title="Settings"
        description={`${loaderData.name} · ${STAFF_ROLE_LABELS[loaderData.role]} · signs in as ${loaderData.email ?? loaderData.username}${loaderData.email ? ` or ${loaderData.username}` : ''}.`}
      />
      {loaderData.saved ? (
        <div className="mb-6">
          <Notice tone="success">{SETTINGS_SAVED[loaderData.saved]}</Notice>
        </div>
      ) : null}
      <div className="grid items-start gap-6 lg:grid-cols-2">
        <Panel title="Your name" id="name-heading">
          <DisplayNameForm current={loaderData.name} result={replyFor(reply?.result, 'name')} />
        </Panel>
        <Panel title="E-mail me about my work" id="notifications-heading">
          <NotificationPreferencesForm
            current={loaderData.preferences}
            timeZones={loaderData.timeZones}
            result={replyFor(reply?.result, 'notifications')}
          />
        </Panel>
        <Panel title="Change password" id="password-heading">
          <PasswordForm result={replyFor(reply?.result, 'password')} />
        </Panel>
        <Panel title="Two-factor sign-in" id="two-factor-heading">
          <TwoFactorPanel
            enabled={loaderData.twoFactorEnabled}
            setup={twoFactor ? reply?.setup : undefined}
            freshBackupCodes={twoFactor ? reply?.backupCodes : undefined}
            result={twoFactor}
          />
        </Panel>
        <Panel title="Sign-in e-mail address" id="email-heading">
          <EmailForm current={loaderData.email} result={replyFor(reply?.result, 'email')} />
        </Panel>
        <Panel title="Sessions" id="sessions-heading">
          <SessionsList sessions={loaderData.sessions} />
        </Panel>
      </div>
    </>
  )
}
