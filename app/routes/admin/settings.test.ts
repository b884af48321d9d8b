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
import { getNotificationPreferences } from '~/features/account/index.server'
import { listAuditLog } from '~/server/db/audit-log.server'
import { action, loader } from './settings'

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
    for (const code of made.reply?.backupCodes ?? [])
      expect(code).toMatch(/^[2-9a-hjkmnp-z]{5}-[2-9a-hjkmnp-z]{5}$/)
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

  const page = async () => {
    const answer = await settle(() => loader(routeArgs(adminRequest('/admin/settings', jar), {})))
    if (answer instanceof Response) throw new Error(`answered ${answer.status}`)
    return answer as Awaited<ReturnType<typeof loader>>
  }

  it('changes the display name: a bad one at its field, a good one saved and audited with the names only', async () => {
    expect((await page()).name).toBe('Ops Admin')
    const empty = await post({ intent: 'name', name: '  ' })
    expect(empty.status).toBe(400)
    expect(empty.reply?.result.error).toEqual({ name: ['Enter your name.'] })
    const long = await post({ intent: 'name', name: 'x'.repeat(81) })
    expect(long.status).toBe(400)
    expect(long.reply?.result.error).toEqual({ name: ['A name is at most 80 characters.'] })
    const username = await post({ intent: 'name', name: 'ops-admin' })
    expect(username.status).toBe(400)
    expect(username.reply?.result.error).toEqual({
      name: ['Enter your name as the team should see it, not your username.'],
    })
    expect(await listAuditLog({ action: 'account.name-changed' })).toMatchObject({ total: 0 })

    expect(await post({ intent: 'name', name: '  Priya Raman  ' })).toMatchObject({
      status: 302,
      location: '/admin/settings?saved=name',
    })
    expect(await page()).toMatchObject({ name: 'Priya Raman', username: 'ops-admin', saved: undefined })
    expect((await listAuditLog({ action: 'account.name-changed' })).items).toEqual([
      expect.objectContaining({ actor: 'ops-admin', target: '“Ops Admin” → “Priya Raman”' }),
    ])
    // The same name again changes nothing and records nothing.
    await post({ intent: 'name', name: 'Priya Raman' })
    expect(await listAuditLog({ action: 'account.name-changed' })).toMatchObject({ total: 1 })
  })

  it('keeps the e-mail preferences: the defaults until saved, a bad choice at its field', async () => {
    const before = await page()
    expect(before.preferences).toEqual({ clientAnswers: 'now', other: 'digest', timeZone: 'Asia/Kolkata' })
    expect(before.timeZones).toContain('Asia/Kolkata')
    expect(before.timeZones).toContain('Europe/London')
    expect(await getNotificationPreferences('ops-admin')).toEqual(before.preferences)

    const bad = await post({
      intent: 'notifications',
      clientAnswers: 'hourly',
      other: 'now',
      timeZone: 'Mars/Olympus_Mons',
    })
    expect(bad.status).toBe(400)
    expect(bad.reply?.result.error).toEqual({
      clientAnswers: ['Choose at once or in the daily digest.'],
      timeZone: ['Choose your time zone from the list.'],
    })
    const missing = await post({ intent: 'notifications', clientAnswers: 'now', timeZone: 'UTC' })
    expect(missing.status).toBe(400)
    expect(missing.reply?.result.error).toEqual({ other: ['Choose at once or in the daily digest.'] })
    expect(await getNotificationPreferences('ops-admin')).toEqual(before.preferences)

    expect(
      await post({
        intent: 'notifications',
        clientAnswers: 'digest',
        other: 'now',
        timeZone: 'Europe/London',
      }),
    ).toMatchObject({ status: 302, location: '/admin/settings?saved=notifications' })
    const saved = { clientAnswers: 'digest', other: 'now', timeZone: 'Europe/London' }
    expect((await page()).preferences).toEqual(saved)
    expect(await getNotificationPreferences('ops-admin')).toEqual(saved)
    // Each member's own: another keeps the defaults.
    await signedInJar('recruiter', 'ravi')
    expect(await getNotificationPreferences('ravi')).toEqual(before.preferences)
  })
})
