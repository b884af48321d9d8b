import type { SubmissionResult } from '@conform-to/react'
import { Form } from 'react-router'
import { ActionButton, Notice } from '~/components/admin/controls'
import { FormField } from '~/components/admin/form-field'
import { errorsAt, type TwoFactorSetup } from '../contract'

interface Props {
  enabled: boolean
  setup?: TwoFactorSetup
  /** Backup codes just made again in Settings, shown this once. */
  freshBackupCodes?: string[]
  /** The reply to the last two-factor form posted (start, confirm, new backup codes). */
  result?: SubmissionResult<string[]>
}

function BackupCodes({ codes }: { codes: string[] }) {
  return (
    <div>
      <p className="text-sm font-semibold text-slate-600">
        Backup codes: store them somewhere safe, they are shown once
      </p>
      <p className="text-sm text-slate-600">
        Each signs you in once, in place of the six digits, if your phone is lost.
      </p>
      <ul className="mt-1 grid grid-cols-2 gap-1.5 font-mono text-sm sm:grid-cols-3">
        {codes.map((code) => (
          <li key={code} className="rounded-lg bg-slate-100 px-2.5 py-1.5">
            {code}
          </li>
        ))}
      </ul>
    </div>
  )
}

function PasswordStep({
  intent,
  label,
  tone,
  result,
}: { intent: string; label: string; tone: 'primary' | 'secondary' } & Pick<Props, 'result'>) {
  const error = errorsAt(result, '')?.[0]
  return (
    <Form method="post" className="space-y-4">
      <input type="hidden" name="intent" value={intent} />
      <FormField
        id={`${intent}-password`}
        name="password"
        type="password"
        label="Your password"
        autoComplete="current-password"
        required
        errors={errorsAt(result, 'password')}
      />
      {error ? <Notice tone="error">{error}</Notice> : null}
      <ActionButton tone={tone}>{label}</ActionButton>
    </Form>
  )
}

function SetupStep({ setup, result }: { setup: TwoFactorSetup } & Pick<Props, 'result'>) {
  const error = errorsAt(result, '')?.[0]
  return (
    <div className="space-y-5">
      <ol className="list-decimal space-y-2 pl-5 text-sm">
        <li>
          In your authenticator app (Google Authenticator, Microsoft Authenticator, 1Password…), add an
          account: scan this code with the phone&apos;s camera, or type the key.
        </li>
        <li>Type the 6-digit code the app shows to finish.</li>
      </ol>
      <div className="flex flex-wrap items-start gap-5">
        <img
          src={setup.qr}
          width={176}
          height={176}
          alt="QR code of the setup link for your authenticator app"
          className="rounded-xl border border-slate-200 bg-white p-1"
        />
        <div className="min-w-0 flex-1 basis-60 space-y-4">
          <div>
            <p className="text-sm font-semibold text-slate-600">Key</p>
            <code
              data-testid="totp-key"
              className="mt-1 block rounded-xl bg-slate-100 px-4 py-3 font-mono text-lg tracking-widest break-all"
            >
              {setup.secret.replace(/(.{4})/g, '$1 ').trim()}
            </code>
          </div>
          <details className="text-sm">
            <summary className="cursor-pointer font-semibold text-slate-600">
              Setup link (otpauth URI)
            </summary>
            <code className="mt-1 block rounded-xl bg-slate-100 px-4 py-3 font-mono text-xs break-all">
              {setup.totpUri}
            </code>
          </details>
        </div>
      </div>
      {setup.backupCodes.length ? <BackupCodes codes={setup.backupCodes} /> : null}
      <Form method="post" className="space-y-4">
        <input type="hidden" name="intent" value="2fa-confirm" />
        <input type="hidden" name="totpUri" value={setup.totpUri} />
        <FormField
          id="totp-code"
          name="code"
          label="Code from the app"
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="\d{6}"
          maxLength={6}
          required
          errors={errorsAt(result, 'code')}
        />
        {error ? <Notice tone="error">{error}</Notice> : null}
        <ActionButton>Turn on two-factor sign-in</ActionButton>
      </Form>
    </div>
  )
}

export function TwoFactorPanel({ enabled, setup, freshBackupCodes, result }: Props) {
  if (setup) return <SetupStep setup={setup} result={result} />
  if (enabled) {
    return (
      <div className="space-y-4">
        <p className="text-sm">
          <strong className="font-semibold text-success-700">On.</strong> Signing in asks for a code from your
          authenticator app. It is required for every member; an owner can reset it if your phone is lost.
        </p>
        {freshBackupCodes?.length ? (
          <BackupCodes codes={freshBackupCodes} />
        ) : (
          <>
            <p className="text-sm text-slate-600">
              Used up or lost your backup codes? Make new ones; the old ones stop working.
            </p>
            <PasswordStep
              intent="backup-codes"
              label="Make new backup codes"
              tone="secondary"
              result={result}
            />
          </>
        )}
      </div>
    )
  }
  return (
    <div className="space-y-4">
      <p className="text-sm text-slate-600">
        After your password, the admin asks for a six-digit code from an authenticator app on your phone.
        Confirm your password to begin.
      </p>
      <PasswordStep intent="2fa-start" label="Set up two-factor sign-in" tone="primary" result={result} />
    </div>
  )
}
