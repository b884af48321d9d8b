import { data, redirect } from 'react-router'
import { z } from '~/lib/zod'
import { PageHeading } from '~/components/admin/admin-header'
import { STAFF_ROLE_LABELS } from '~/contracts/permissions'
import { Notice } from '~/components/admin/controls'
import { Panel } from '~/components/admin/detail-list'
import { ChangeEmailSchema, EmailForm, PasswordForm, SessionsList, TwoFactorPanel } from '~/features/account'
import {
  changeSignInAddress,
  listAdminSessions,
  runSettingsAction,
  SETTINGS_INTENTS,
  SettingsAction,
  type SettingsResult,
} from '~/features/account/index.server'
import { requirePermission } from '~/server/auth/staff-session.server'
import { requireSameOrigin } from '~/server/auth/same-origin.server'
import type { Route } from './+types/settings'

export const meta = () => [{ title: 'Settings | Brightpath admin' }]

const SAVED = {
  password: 'Password changed. Your other sessions were signed out.',
  '2fa-on': 'Two-factor sign-in is on. Your other sessions were signed out.',
  sessions: 'Your other sessions were signed out.',
  email: 'Sign-in address changed. A note about it went to your old address.',
} as const
const Saved = z.enum(['password', '2fa-on', 'sessions', 'email']).optional().catch(undefined)

type EmailResult = { form: 'email'; fieldErrors: Record<string, string[] | undefined> }
type SettingsPageResult = SettingsResult | EmailResult

export async function loader({ request }: Route.LoaderArgs) {
  const admin = await requirePermission(request, 'account.manage')
  const saved = Saved.parse(new URL(request.url).searchParams.get('saved') ?? undefined)
  const sessions = await listAdminSessions(admin.userId, admin.sessionId)
  return {
    username: admin.username,
    name: admin.name,
    email: admin.email,
    role: admin.role,
    twoFactorEnabled: admin.twoFactorEnabled,
    saved,
    sessions,
  }
}

export async function action({ request }: Route.ActionArgs) {
  const admin = await requirePermission(request, 'account.manage')
  requireSameOrigin(request)
  const fields = Object.fromEntries(await request.formData())
  if (fields.intent === 'email') {
    const input = ChangeEmailSchema.safeParse(fields)
    if (!input.success) {
      const fieldErrors = z.flattenError(input.error).fieldErrors
      return data<SettingsPageResult>({ form: 'email', fieldErrors }, { status: 400 })
    }
    const outcome = await changeSignInAddress(admin, input.data)
    if (!outcome.ok) {
      const fieldErrors = { [outcome.field]: [outcome.error] }
      return data<SettingsPageResult>({ form: 'email', fieldErrors }, { status: 400 })
    }
    throw redirect('/admin/settings?saved=email', { headers: { 'Cache-Control': 'no-store' } })
  }
  const parsed = SettingsAction.safeParse(fields)
  if (!parsed.success) {
    const intent = z.enum(SETTINGS_INTENTS).catch('password').parse(fields.intent)
    return data<SettingsPageResult>(
      { form: intent, fieldErrors: z.flattenError(parsed.error).fieldErrors },
      { status: 400 },
    )
  }
  return runSettingsAction(request, admin, parsed.data)
}

export default function Settings({ loaderData, actionData }: Route.ComponentProps) {
  const pageResult: SettingsPageResult | undefined = actionData
  const forEmail = pageResult?.form === 'email' ? pageResult : undefined
  const result = pageResult?.form === 'email' ? undefined : (pageResult as SettingsResult | undefined)
  const forPassword = result?.form === 'password' ? result : undefined
  const forTwoFactor =
    result && (result.form.startsWith('2fa') || result.form === 'backup-codes') ? result : undefined
  return (
    <>
      <PageHeading
        title="Settings"
        description={`${loaderData.name} · ${STAFF_ROLE_LABELS[loaderData.role]} · signs in as ${loaderData.email ?? loaderData.username}${loaderData.email ? ` or ${loaderData.username}` : ''}.`}
      />
      {loaderData.saved ? (
        <div className="mb-6">
          <Notice tone="success">{SAVED[loaderData.saved]}</Notice>
        </div>
      ) : null}
      <div className="grid items-start gap-6 lg:grid-cols-2">
        <Panel title="Change password" id="password-heading">
          <PasswordForm error={forPassword?.error} fieldErrors={forPassword?.fieldErrors} />
        </Panel>
        <Panel title="Two-factor sign-in" id="two-factor-heading">
          <TwoFactorPanel
            enabled={loaderData.twoFactorEnabled}
            setup={forTwoFactor?.setup}
            freshBackupCodes={forTwoFactor?.backupCodes}
            error={forTwoFactor?.error}
            fieldErrors={forTwoFactor?.fieldErrors}
          />
        </Panel>
        <Panel title="Sign-in e-mail address" id="email-heading">
          <EmailForm current={loaderData.email} fieldErrors={forEmail?.fieldErrors} />
        </Panel>
        <Panel title="Sessions" id="sessions-heading">
          <SessionsList sessions={loaderData.sessions} />
        </Panel>
      </div>
    </>
  )
}
