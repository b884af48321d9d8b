import type { SubmissionResult } from '@conform-to/react'
import { useState, useSyncExternalStore } from 'react'
import { Form } from 'react-router'
import { ActionButton, buttonClass, Notice } from '~/components/admin/controls'
import { FormField } from '~/components/admin/form-field'
import { errorsAt, type TwoFactorSetup } from '../contract'

interface Props {
  enabled: boolean
  setup?: TwoFactorSetup
  /** Backup codes just made again in Settings, shown this once. */
  freshBackupCodes?: string[]
  /** The reply to the last two-factor form posted (start, confirm, new backup codes). */
  result?: SubmissionResult<string[]>
  /**
   * Whether starting asks for the password; not on the setup page right after an invitation was
   * accepted (the password was typed moments ago), which the server decides.
   */
  askPassword?: boolean
}

/** The file "Download" saves: the codes one a line, under a line saying what they are. */
export const BACKUP_CODES_FILE = 'brightpath-backup-codes.txt'

function backupCodesText(codes: string[]): string {
  return [
    'Brightpath admin: two-factor backup codes',
    'Each code signs you in once, in place of the six digits from your authenticator app.',
    '',
    ...codes,
    '',
  ].join('\n')
}

/** Whether the browser can copy does not change while the page is open: nothing to subscribe to. */
const noSubscription = () => () => {}

/** Copies the codes at once; shown only where the page's script runs (a button that does nothing otherwise). */
function CopyCodesButton({ text }: { text: string }) {
  // False on the server and while hydrating, then whether the browser can copy.
  const ready = useSyncExternalStore(
    noSubscription,
    () => Boolean(navigator.clipboard),
    () => false,
  )
  const [copied, setCopied] = useState<'yes' | 'no' | null>(null)
  if (!ready) return null
  return (
    <>
      <button
        type="button"
        className={buttonClass('secondary')}
        onClick={() => {
          navigator.clipboard.writeText(text).then(
            () => setCopied('yes'),
            () => setCopied('no'),
          )
        }}
      >
        Copy codes
      </button>
      <span role="status" className="text-sm text-slate-600">
        {copied === 'yes'
          ? 'Copied.'
          : copied === 'no'
            ? 'Could not copy: select them or download them.'
            : ''}
      </span>
    </>
  )
}

function BackupCodes({ codes }: { codes: string[] }) {
  const text = backupCodesText(codes)
  return (
    <div>
      <p className="text-sm font-semibold text-slate-600">
        Backup codes: store them somewhere safe, they are shown once
      </p>
      <p className="text-sm text-slate-600">
        Each signs you in once, in place of the six digits, if your phone is lost.
      </p>
      <ul
        data-testid="backup-codes"
        className="mt-1 grid grid-cols-[repeat(auto-fill,minmax(8rem,1fr))] gap-1.5 font-mono text-sm"
      >
        {codes.map((code) => (
          <li key={code} className="rounded-lg bg-slate-100 px-2.5 py-1.5 whitespace-nowrap">
            {code}
          </li>
        ))}
      </ul>
      <div className="mt-3 flex flex-wrap items-center gap-3">
        <a
          href={`data:text/plain;charset=utf-8,${encodeURIComponent(text)}`}
          download={BACKUP_CODES_FILE}
          className={buttonClass('secondary')}
        >
          Download
        </a>
        <CopyCodesButton text={text} />
      </div>
    </div>
  )
}

function StartStep({
  intent,
  label,
  tone,
  result,
  askPassword = true,
}: { intent: string; label: string; tone: 'primary' | 'secondary' } & Pick<Props, 'result' | 'askPassword'>) {
  const error = errorsAt(result, '')?.[0]
  return (
    <Form method="post" className="space-y-4">
      <input type="hidden" name="intent" value={intent} />
      {askPassword ? (
        <FormField
          id={`${intent}-password`}
          name="password"
          type="password"
          label="Your password"
          autoComplete="current-password"
          required
          errors={errorsAt(result, 'password')}
        />
      ) : null}
      {error ? <Notice tone="error">{error}</Notice> : null}
      <ActionButton tone={tone}>{label}</ActionButton>
    </Form>
  )
}

/** The key in groups of four; a group never breaks across lines, lines break between groups. */
function KeyGroups({ secret }: { secret: string }) {
  const groups = secret.match(/.{1,4}/g) ?? []
  return (
    <code
      data-testid="totp-key"
      className="mt-1 block rounded-xl bg-slate-100 px-4 py-3 font-mono text-lg tracking-widest"
    >
      {groups.map((group, i) => (
        <span key={i}>
          <span className="whitespace-nowrap">{group}</span>
          {i < groups.length - 1 ? ' ' : null}
        </span>
      ))}
    </code>
  )
}

function SetupStep({ setup, result }: { setup: TwoFactorSetup } & Pick<Props, 'result'>) {
  const error = errorsAt(result, '')?.[0]
  return (
    <div className="space-y-5">
      <ol className="list-decimal space-y-2 pl-5 text-sm">
        {/* A computer shows the QR code to scan; a phone opens the link in the app on that phone. */}
        <li className="phone:hidden">
          In your authenticator app (Google Authenticator, Microsoft Authenticator, 1Password…), add an
          account: scan this code with the phone&apos;s camera, or type the key.
        </li>
        <li className="hidden phone:list-item">
          Open the setup link in your authenticator app (Google Authenticator, Microsoft Authenticator,
          1Password…) on this phone, or add an account in the app and type the key.
        </li>
        <li>Type the 6-digit code the app shows to finish.</li>
      </ol>
      <div className="flex flex-wrap items-start gap-5">
        <img
          src={setup.qr}
          width={176}
          height={176}
          alt="QR code of the setup link for your authenticator app"
          className="rounded-xl border border-slate-200 bg-white p-1 phone:hidden"
        />
        <div className="min-w-0 flex-1 basis-60 space-y-4">
          <p className="hidden phone:block">
            <a href={setup.totpUri} className={buttonClass('primary')}>
              Open in your authenticator app
            </a>
          </p>
          <div>
            <p className="text-sm font-semibold text-slate-600">Key</p>
            <KeyGroups secret={setup.secret} />
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

export function TwoFactorPanel({ enabled, setup, freshBackupCodes, result, askPassword = true }: Props) {
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
            <StartStep intent="backup-codes" label="Make new backup codes" tone="secondary" result={result} />
          </>
        )}
      </div>
    )
  }
  return (
    <div className="space-y-4">
      <p className="text-sm text-slate-600">
        After your password, the admin asks for a six-digit code from an authenticator app on your phone.
        {askPassword
          ? ' Confirm your password to begin.'
          : ' You chose your password a moment ago, so it is not asked again here.'}
      </p>
      <StartStep
        intent="2fa-start"
        label="Set up two-factor sign-in"
        tone="primary"
        result={result}
        askPassword={askPassword}
      />
    </div>
  )
}
