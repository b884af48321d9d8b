import { expect, it } from 'vitest'
import { TEST_ADMIN } from '../../../tests/admin-session'
import { listAuditLog } from '~/server/db/audit-log.server'
import { regenerateBackupCodes } from './regenerate-backup-codes.server'
import { codeAttempt, codeStep, describeSignIn, settingsPost, turnOnTwoFactor } from './sign-in-test-support'
import { verifySecondFactor } from './verify-second-factor.server'

describeSignIn('new backup codes', () => {
  it('new backup codes replace the old, with the password', async () => {
    const { jar, session, setup } = await turnOnTwoFactor()
    expect(await regenerateBackupCodes(settingsPost(jar), session, 'not-the-password')).toMatchObject({
      ok: false,
      code: 'INVALID_PASSWORD',
    })
    const fresh = await regenerateBackupCodes(settingsPost(jar), session, TEST_ADMIN.password)
    if (!fresh.ok) throw new Error(fresh.error)
    expect(fresh.backupCodes).toHaveLength(setup.backupCodes.length)
    const [entry] = (await listAuditLog({ action: 'two-factor.backup-codes' })).items
    expect(entry).toMatchObject({ actor: 'ops-admin', target: 'the old codes stop working' })
    const [oldCode = ''] = setup.backupCodes
    const [newCode = ''] = fresh.backupCodes
    const second = await codeStep('198.51.100.41')
    expect((await verifySecondFactor(codeAttempt('198.51.100.41', second), oldCode)).kind).toBe('invalid')
    expect((await verifySecondFactor(codeAttempt('198.51.100.41', second), newCode)).kind).toBe('signed-in')
  })
})
