import type { SubmissionResult } from '@conform-to/react'
import type { ReactNode } from 'react'
import { renderToString } from 'react-dom/server'
import { createRoutesStub } from 'react-router'
import { describe, expect, it } from 'vitest'
import { INVALID_CREDENTIALS, WRONG_SIGN_IN_CODE } from '../contract'
import { DisplayNameForm } from './display-name-form'
import { EmailForm } from './email-form'
import { CodeStepForm, PasswordStepForm } from './login-forms'
import { NotificationPreferencesForm } from './notification-preferences-form'
import { PasswordForm } from './password-form'
import { TwoFactorPanel } from './two-factor-panel'

/** Renders a form the way a page does (inside a router: <Form> needs one). */
function render(node: ReactNode): string {
  const Stub = createRoutesStub([{ path: '/', Component: () => node }])
  return renderToString(<Stub initialEntries={['/']} />)
}

const reply = (error: Record<string, string[]>): SubmissionResult<string[]> => ({ status: 'error', error })

/** The input named `name`, and the element its aria-describedby points at. */
function fieldOf(html: string, name: string) {
  const input = html.match(new RegExp(`<input[^>]*name="${name}"[^>]*>`))?.[0] ?? ''
  const describedBy = input.match(/aria-describedby="([^"]*)"/)?.[1] ?? ''
  return { input, describedBy }
}

describe('the account forms show a field’s errors at the field', () => {
  it('Settings: a new password, and a new address', () => {
    const html = render(
      <PasswordForm result={reply({ confirmPassword: ['The two new passwords are not the same.'] })} />,
    )
    const confirm = fieldOf(html, 'confirmPassword')
    expect(confirm.input).toContain('aria-invalid="true"')
    expect(confirm.describedBy).toBe('confirmPassword-error')
    expect(html).toMatch(
      /<ul id="confirmPassword-error"[^>]*><li>The two new passwords are not the same\.<\/li>/,
    )
    expect(fieldOf(html, 'currentPassword').input).not.toContain('aria-invalid')

    const email = render(
      <EmailForm
        current="ops@staff.example"
        result={reply({ currentPassword: ['The current password is not right.'] })}
      />,
    )
    expect(fieldOf(email, 'currentPassword').describedBy).toBe('email-current-password-error')
    expect(email).toContain('The current password is not right.')
  })

  it('the form’s own error under the fields', () => {
    const html = render(<PasswordForm result={reply({ '': ['The current password is not right.'] })} />)
    expect(html).toContain('The current password is not right.')
    expect(fieldOf(html, 'currentPassword').input).not.toContain('aria-invalid')
  })

  it('two-factor sign-in: the password, and the code of a pending setup', () => {
    const start = render(
      <TwoFactorPanel enabled={false} result={reply({ password: ['Enter your password.'] })} />,
    )
    expect(fieldOf(start, 'password').describedBy).toBe('2fa-start-password-error')
    expect(start).toContain('Enter your password.')
    const setup = { totpUri: 'otpauth://totp/x?secret=ABC', secret: 'ABC', backupCodes: [], qr: 'data:,' }
    const confirm = render(
      <TwoFactorPanel
        enabled={false}
        setup={setup}
        result={reply({ code: ['Enter the 6-digit code from your app.'] })}
      />,
    )
    expect(fieldOf(confirm, 'code').input).toContain('aria-invalid="true"')
    expect(fieldOf(confirm, 'code').describedBy).toBe('totp-code-error')
  })

  it('sign-in: a malformed field at the field, a refusal as a whole below; a wrong code at the code', () => {
    const field = render(
      <PasswordStepForm busy={false} result={reply({ username: [INVALID_CREDENTIALS] })} />,
    )
    expect(fieldOf(field, 'username').describedBy).toBe('username-error')
    expect(field).toMatch(/<p id="username-error" role="alert"[^>]*>Invalid credentials/)
    const whole = render(<PasswordStepForm busy={false} result={reply({ '': [INVALID_CREDENTIALS] })} />)
    expect(whole).toMatch(/<p id="login-error" role="alert"[^>]*>Invalid credentials/)
    expect(fieldOf(whole, 'username').input).not.toContain('aria-invalid')
    const code = render(<CodeStepForm busy={false} result={reply({ code: [WRONG_SIGN_IN_CODE] })} />)
    expect(fieldOf(code, 'code').input).toContain('aria-invalid="true"')
    expect(fieldOf(code, 'code').describedBy).toBe('code-hint code-error')
    expect(code).toMatch(/<p id="code-error" role="alert"[^>]*>That code is not right/)
  })

  it('your name, and the e-mail preferences: errors at their fields, the saved choices ticked', () => {
    const name = render(
      <DisplayNameForm current="Ops Admin" result={reply({ name: ['Enter your name.'] })} />,
    )
    expect(fieldOf(name, 'name').input).toContain('aria-invalid="true"')
    expect(fieldOf(name, 'name').describedBy).toBe('display-name-error')
    expect(name).toContain('Save name')
    expect(render(<DisplayNameForm current="" setup />)).toContain('Save and continue')

    const preferences = render(
      <NotificationPreferencesForm
        current={{ clientAnswers: 'now', other: 'digest', timeZone: 'Asia/Kolkata' }}
        timeZones={['America/New_York', 'Asia/Kolkata', 'Europe/London', 'UTC']}
        result={reply({ timeZone: ['Choose your time zone from the list.'] })}
      />,
    )
    const radio = (name: string, value: string) =>
      preferences.match(
        new RegExp(`<input type="radio"[^>]*name="${name}"[^>]*value="${value}"[^>]*>`),
      )?.[0] ?? ''
    expect(radio('clientAnswers', 'now')).toContain('checked=""')
    expect(radio('clientAnswers', 'digest')).not.toContain('checked')
    expect(radio('other', 'digest')).toContain('checked=""')
    expect(radio('other', 'now')).not.toContain('checked')
    expect(preferences).toMatch(
      /<optgroup label="America"><option value="America\/New_York">New York<\/option>/,
    )
    expect(preferences).toMatch(/<option value="Asia\/Kolkata" selected="">Kolkata<\/option>/)
    const zone = preferences.match(/<select[^>]*name="timeZone"[^>]*>/)?.[0] ?? ''
    expect(zone).toContain('aria-invalid="true"')
    expect(zone).toContain('aria-describedby="time-zone-hint time-zone-error"')
    expect(preferences).toContain('<p id="time-zone-error"')
  })

  it('two-factor setup: the key in whole groups, the link for a phone, backup codes to copy or download', () => {
    const secret = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXPJBSW'
    const totpUri = `otpauth://totp/Brightpath%20admin:neha%40example.com?secret=${secret}&issuer=Brightpath%20admin`
    const codes = ['abcde-fghjk', '23456-789mn']
    const html = render(
      <TwoFactorPanel enabled={false} setup={{ totpUri, secret, backupCodes: codes, qr: 'data:,' }} />,
    )
    const key = html.match(/<code data-testid="totp-key"[^>]*>(.*?)<\/code>/)?.[1] ?? ''
    const groups = [...key.matchAll(/<span class="whitespace-nowrap">(\w+)<\/span>/g)].map((m) => m[1])
    expect(groups).toHaveLength(13)
    expect(groups.join('')).toBe(secret)
    expect(key).not.toContain('break-all')
    // The phone's way in: a link the authenticator app opens; the computer's: the QR code to scan.
    expect(html).toMatch(
      /<p class="hidden phone:block"><a href="otpauth:\/\/totp\/[^"]+"[^>]*>Open in your authenticator app<\/a>/,
    )
    expect(html).toMatch(/<li class="phone:hidden">[^<]*scan this code/)
    expect(html).toMatch(/<img[^>]*class="[^"]*phone:hidden/)
    const download = html.match(
      /<a href="(data:text\/plain[^"]*)" download="brightpath-backup-codes.txt"/,
    )?.[1]
    expect(decodeURIComponent(download?.replace(/^data:text\/plain;charset=utf-8,/, '') ?? '')).toContain(
      'abcde-fghjk\n23456-789mn',
    )
    // Copying needs the page's script: the button appears once it runs.
    expect(html).not.toContain('Copy codes')
  })

  it('two-factor start: no password field right after an invitation', () => {
    const html = render(<TwoFactorPanel enabled={false} askPassword={false} />)
    expect(html).not.toContain('name="password"')
    expect(html).toContain('name="intent" value="2fa-start"')
    expect(html).toContain('is not asked again here')
  })
})
