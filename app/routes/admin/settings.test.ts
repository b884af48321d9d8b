import type { SubmissionResult } from '@conform-to/react'
import { afterEach, beforeEach, expect, it } from 'vitest'
import {
  adminRequest,
  routeArgs,
  settle,
  signedInJar,
  TEST_ADMIN,
  type CookieJar,
} from '../../../tests/admin-session'
import { createTestDatabase, describeEachDatabase, type TestDatabase } from '../../../tests/db-utils'
import type { AccountFormReply } from '~/features/account'
import { getStaffSession } from '~/server/auth/staff-session.server'
import { action } from './settings'

const NEW_PASSWORD = 'harbour-violet-spindle-42'
const SETUP_URI = 'otpauth://totp/Brightpath:ops-admin?secret=JBSWY3DPEHPK3PXP&issuer=Brightpath'

/** What the action answered: a reply (with its status) or a redirect. */
interface Answer {
  status: number
  reply?: AccountFormReply
  location?: string | null
  setCookie?: string[]
}

async function answerOf(run: () => Promise<unknown>): Promise<Answer> {
  const result = await settle(run)
  if (result instanceof Response) {
    return {
      status: result.status,
      location: result.headers.get('location'),
      setCookie: result.headers.getSetCookie(),
    }
  }
  const { data, init } = result as { data: AccountFormReply; init: { status?: number } | null }
  return { status: init?.status ?? 200, reply: data }
}

const typed = (result: SubmissionResult<string[]> | undefined) => result?.initialValue ?? {}

describeEachDatabase('the Settings page’s forms', (kind) => {
  let database: TestDatabase
  let jar: CookieJar
  beforeEach(async () => {
    database = await createTestDatabase(kind)
    jar = await signedInJar('owner')
  })
  afterEach(async () => {
    await database.cleanup()
  })

  const post = (fields: Record<string, string>) =>
    answerOf(() =>
      action(
        routeArgs(
          adminRequest('/admin/settings', jar, { method: 'POST', body: new URLSearchParams(fields) }),
          {},
        ),
      ),
    )

  it('answers a bad field with 400 and its error under that field, the typed passwords left out', async () => {
    const answer = await post({
      intent: 'password',
      currentPassword: '',
      newPassword: 'short',
      confirmPassword: 'other',
    })
    expect(answer.status).toBe(400)
    expect(answer.reply?.result.error).toEqual({
      currentPassword: ['Enter your current password.'],
      newPassword: ['The new password must be at least 12 characters long.'],
      confirmPassword: ['The two new passwords are not the same.'],
    })
    expect(typed(answer.reply?.result)).toEqual({ intent: 'password' })

    const email = await post({ intent: 'email', email: 'not-an-address', currentPassword: '' })
    expect(email.status).toBe(400)
    expect(email.reply?.result.error).toEqual({
      email: ['Enter a valid e-mail address.'],
      currentPassword: ['Enter your current password.'],
    })

    const backup = await post({ intent: 'backup-codes', password: '' })
    expect(backup.status).toBe(400)
    expect(backup.reply?.result.error).toEqual({ password: ['Enter your password.'] })

    const unknown = await post({ intent: 'turn-off-two-factor' })
    expect(unknown.status).toBe(400)
    expect(Object.keys(unknown.reply?.result.error ?? {})).toEqual(['intent'])
  })

  it('keeps a refused code’s setup on the page, with the error at the code field', async () => {
    const answer = await post({ intent: '2fa-confirm', code: '12', totpUri: SETUP_URI })
    expect(answer.status).toBe(400)
    expect(answer.reply?.result.error).toEqual({ code: ['Enter the 6-digit code from your app.'] })
    expect(answer.reply?.setup).toMatchObject({
      totpUri: SETUP_URI,
      secret: 'JBSWY3DPEHPK3PXP',
      backupCodes: [],
      qr: expect.stringMatching(/^data:image\/svg\+xml;base64,/),
    })
    // Without a setup link there is nothing to show again.
    const forged = await post({ intent: '2fa-confirm', code: '12', totpUri: 'https://example.com' })
    expect(forged.status).toBe(400)
    expect(forged.reply?.setup).toBeUndefined()
  })

  it('answers a refused change with 400 and the form’s own error; a done one redirects', async () => {
    const wrong = await post({
      intent: 'password',
      currentPassword: 'not-the-password',
      newPassword: NEW_PASSWORD,
      confirmPassword: NEW_PASSWORD,
    })
    expect(wrong.status).toBe(400)
    expect(wrong.reply?.result.error).toEqual({ '': ['The current password is not right.'] })

    const weak = await post({
      intent: 'password',
      currentPassword: TEST_ADMIN.password,
      newPassword: 'ops-admin-password-1',
      confirmPassword: 'ops-admin-password-1',
    })
    expect(weak.status).toBe(400)
    expect(weak.reply?.result.error).toEqual({ '': ['The password must not contain your username.'] })

    const done = await post({
      intent: 'password',
      currentPassword: TEST_ADMIN.password,
      newPassword: NEW_PASSWORD,
      confirmPassword: NEW_PASSWORD,
    })
    expect(done).toMatchObject({ status: 302, location: '/admin/settings?saved=password' })
    expect(done.setCookie?.some((c) => c.includes('session_token'))).toBe(true)
  })

  it('shows new backup codes once, and refuses a wrong password at the form', async () => {
    const wrong = await post({ intent: 'backup-codes', password: 'not-the-password' })
    expect(wrong.status).toBe(400)
    expect(wrong.reply?.result.error).toEqual({ '': ['The current password is not right.'] })
    expect(wrong.reply?.backupCodes).toBeUndefined()
    const made = await post({ intent: 'backup-codes', password: TEST_ADMIN.password })
    expect(made.status).toBe(200)
    expect(made.reply?.result.error).toBeUndefined()
    expect(made.reply?.backupCodes).toHaveLength(10)
    expect(typed(made.reply?.result)).toEqual({ intent: 'backup-codes' })
  })

  it('puts a refused address change at its field, and redirects once changed', async () => {
    const wrong = await post({
      intent: 'email',
      email: 'ops@elsewhere.example',
      currentPassword: 'not-the-password',
    })
    expect(wrong.status).toBe(400)
    expect(wrong.reply?.result.error).toEqual({ currentPassword: ['The current password is not right.'] })
    const same = await post({
      intent: 'email',
      email: 'OPS-ADMIN@staff.example',
      currentPassword: TEST_ADMIN.password,
    })
    expect(same.status).toBe(400)
    expect(same.reply?.result.error).toEqual({ email: ['That is already your sign-in address.'] })
    const done = await post({
      intent: 'email',
      email: 'ops@elsewhere.example',
      currentPassword: TEST_ADMIN.password,
    })
    expect(done).toMatchObject({ status: 302, location: '/admin/settings?saved=email' })
    expect((await getStaffSession(adminRequest('/admin', jar)))?.email).toBe('ops@elsewhere.example')
  })

  it('signs out everywhere else', async () => {
    const other = await signedInJar('recruiter', 'ravi')
    expect(await post({ intent: 'sessions-end-others' })).toMatchObject({
      status: 302,
      location: '/admin/settings?saved=sessions',
    })
    expect(await getStaffSession(adminRequest('/admin', jar))).not.toBeNull()
    // Only this member's other sessions end.
    expect(await getStaffSession(adminRequest('/admin', other))).not.toBeNull()
  })
})
