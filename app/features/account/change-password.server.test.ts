import { expect, it } from 'vitest'
import { TEST_ADMIN } from '../../../tests/admin-session'
import { listAuditLog } from '~/server/db/audit-log.server'
import { changePassword } from './change-password.server'
import { signInWithPassword } from './sign-in-with-password.server'
import { startTwoFactorSetup } from './start-two-factor-setup.server'
import { attempt, describeSignIn, isLive, settingsPost, signedIn } from './sign-in-test-support'

const NEW_PASSWORD = 'harbour-violet-spindle-42'

describeSignIn('changing one’s password', () => {
  it('changes the password: the old one stops working and the other sessions end', async () => {
    const { jar, session } = await signedIn()
    const other = (await signedIn('198.51.100.30')).jar
    expect(
      await changePassword(settingsPost(jar), session, {
        currentPassword: 'not-the-password',
        newPassword: NEW_PASSWORD,
      }),
    ).toEqual({ ok: false, code: 'INVALID_PASSWORD', error: 'The current password is not right.' })
    const changed = await changePassword(settingsPost(jar), session, {
      currentPassword: TEST_ADMIN.password,
      newPassword: NEW_PASSWORD,
    })
    expect(changed).toMatchObject({ ok: true })
    if (changed.ok) expect(await isLive(jar.apply(changed.setCookie))).toBe(true)
    expect(await isLive(other)).toBe(false)
    expect((await signInWithPassword(attempt('ops-admin'), TEST_ADMIN.password)).kind).toBe('invalid')
    expect((await signInWithPassword(attempt('ops-admin', '198.51.100.31'), NEW_PASSWORD)).kind).toBe(
      'signed-in',
    )
    const [entry] = (await listAuditLog({ action: 'password.changed' })).items
    expect(entry).toMatchObject({ actor: 'ops-admin', target: 'other sessions signed out' })
  })

  it('refuses a password the policy refuses, before the current one is checked', async () => {
    const { jar, session } = await signedIn()
    const weak = await changePassword(settingsPost(jar), session, {
      currentPassword: TEST_ADMIN.password,
      newPassword: 'ops-admin-password-1',
    })
    expect(weak).toEqual({
      ok: false,
      code: 'WEAK_PASSWORD',
      error: 'The password must not contain your username.',
    })
    expect(await isLive(jar)).toBe(true)
    expect((await listAuditLog({ action: 'password.changed' })).items).toEqual([])
  })

  it('throttles current-password checks in settings like sign-in', async () => {
    const { jar, session } = await signedIn()
    for (let i = 0; i < 3; i++) {
      expect(
        await startTwoFactorSetup(settingsPost(jar), session.userId, `wrong-${i}-password`),
      ).toMatchObject({
        ok: false,
        code: 'INVALID_PASSWORD',
      })
    }
    expect(
      await changePassword(settingsPost(jar), session, {
        currentPassword: TEST_ADMIN.password,
        newPassword: NEW_PASSWORD,
      }),
    ).toMatchObject({ ok: false, code: 'THROTTLED' })
  })
})
