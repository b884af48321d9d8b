import { expect, it } from 'vitest'
import { TEST_ADMIN, totpCode } from '../../../tests/admin-session'
import { listAuditLog } from '~/server/db/audit-log.server'
import { confirmTwoFactorSetup } from './confirm-two-factor-setup.server'
import { startTwoFactorSetup } from './start-two-factor-setup.server'
import { describeSignIn, isLive, settingsPost, signedIn, turnOnTwoFactor } from './sign-in-test-support'

describeSignIn('turning on two-factor sign-in', () => {
  it('ends the other sessions when two-factor sign-in is turned on, and records it', async () => {
    const other = (await signedIn('198.51.100.40')).jar
    const { jar } = await turnOnTwoFactor()
    expect(await isLive(jar)).toBe(true)
    expect(await isLive(other)).toBe(false)
    const [entry] = (await listAuditLog({ action: 'two-factor.enabled' })).items
    expect(entry).toMatchObject({ actor: 'ops-admin', target: 'other sessions signed out' })
  })

  it('refuses a wrong code: nothing changes, and the setup stays pending', async () => {
    const other = (await signedIn('198.51.100.42')).jar
    const { jar, session } = await signedIn()
    const setup = await startTwoFactorSetup(settingsPost(jar), session.userId, TEST_ADMIN.password)
    if (!setup.ok) throw new Error(setup.error)
    expect(setup.qr).toMatch(/^data:image\/svg\+xml;base64,/)
    const wrong = await confirmTwoFactorSetup(settingsPost(jar), session, '000000')
    expect(wrong).toMatchObject({
      ok: false,
      error: 'That code is not right. Codes change every 30 seconds.',
    })
    expect(await isLive(other)).toBe(true)
    expect((await listAuditLog({ action: 'two-factor.enabled' })).items).toEqual([])
    expect(
      await confirmTwoFactorSetup(settingsPost(jar), session, await totpCode(setup.totpUri)),
    ).toMatchObject({
      ok: true,
    })
  })
})
