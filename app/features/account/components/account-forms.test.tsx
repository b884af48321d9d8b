import type { SubmissionResult } from '@conform-to/react'
import type { ReactNode } from 'react'
import { renderToString } from 'react-dom/server'
import { createRoutesStub } from 'react-router'
import { describe, expect, it } from 'vitest'
import { INVALID_CREDENTIALS, WRONG_SIGN_IN_CODE } from '../contract'
import { EmailForm } from './email-form'
import { CodeStepForm, PasswordStepForm } from './login-forms'
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
})
