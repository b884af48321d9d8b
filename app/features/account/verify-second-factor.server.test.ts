import { expect, it } from 'vitest'
import { adminRequest, totpCode } from '../../../tests/admin-session'
import { listAuditLog } from '~/server/db/audit-log.server'
import { getStaffSession } from '~/server/auth/staff-session.server'
import { codeAttempt, codeStep, describeSignIn, turnOnTwoFactor } from './sign-in-test-support'
import { verifySecondFactor } from './verify-second-factor.server'

describeSignIn('sign-in: the code step', () => {
  it('asks for a code once two-factor sign-in is on, and accepts only the right one', async () => {
    const { setup, jar } = await turnOnTwoFactor()
    expect(setup.totpUri).toMatch(/^otpauth:\/\/totp\//)
    expect(setup.secret).toMatch(/^[A-Z2-7]+$/)
    expect((await getStaffSession(adminRequest('/admin', jar)))?.twoFactorEnabled).toBe(true)

    const pending = await codeStep()
    expect(await getStaffSession(adminRequest('/admin', pending))).toBeNull()
    expect((await verifySecondFactor(codeAttempt(undefined, pending), '000000')).kind).toBe('invalid')
    // The setup used this step's code; the next step's is the next code the app shows.
    const done = await verifySecondFactor(codeAttempt(undefined, pending), await totpCode(setup.totpUri, 1))
    expect(done.kind).toBe('signed-in')
    if (done.kind !== 'signed-in') return
    expect((await getStaffSession(adminRequest('/admin', pending.apply(done.setCookie))))?.username).toBe(
      'ops-admin',
    )
  })

  it('accepts an authenticator code once: the same code again is refused, the next one works', async () => {
    const { setup } = await turnOnTwoFactor()
    const code = await totpCode(setup.totpUri, 1)
    const first = await codeStep()
    expect((await verifySecondFactor(codeAttempt(undefined, first), code)).kind).toBe('signed-in')
    const second = await codeStep()
    expect((await verifySecondFactor(codeAttempt(undefined, second), code)).kind).toBe('invalid')
    // Refused as a wrong code: the sign-in stays open, and the code of the setup step is spent too.
    expect(
      (await verifySecondFactor(codeAttempt(undefined, second), await totpCode(setup.totpUri))).kind,
    ).toBe('invalid')
  })

  it('signs in with a backup code in place of the app’s code, each code once', async () => {
    const { setup } = await turnOnTwoFactor()
    expect(setup.backupCodes).toHaveLength(10)
    const [code = '', other = ''] = setup.backupCodes

    const signInWith = async (typed: string) => {
      const pending = await codeStep()
      const outcome = await verifySecondFactor(codeAttempt(undefined, pending), typed)
      return { outcome, pending }
    }
    // Wrong: a made-up code of the right shape stays on the code step (not "expired").
    expect((await signInWith('zzzzz-zzzzz')).outcome.kind).toBe('invalid')
    const { outcome, pending } = await signInWith(code)
    expect(outcome.kind).toBe('signed-in')
    if (outcome.kind !== 'signed-in') return
    expect((await getStaffSession(adminRequest('/admin', pending.apply(outcome.setCookie))))?.username).toBe(
      'ops-admin',
    )
    expect((await listAuditLog()).items[0]).toMatchObject({
      action: 'login',
      target: expect.stringContaining('with a backup code'),
    })
    // Used once, it is gone; another, typed without its dash and with spaces, still works.
    expect((await signInWith(code)).outcome.kind).toBe('invalid')
    expect((await signInWith(` ${other.replace('-', '')} `)).outcome.kind).toBe('signed-in')
  })

  it('without a live challenge, the sign-in has to start again', async () => {
    expect((await verifySecondFactor(codeAttempt(), '123456')).kind).toBe('code-expired')
  })
})
