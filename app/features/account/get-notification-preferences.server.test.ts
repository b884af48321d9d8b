import { afterEach, beforeEach, expect, it } from 'vitest'
import { TEST_ADMIN } from '../../../tests/admin-session'
import { createTestDatabase, describeEachDatabase, type TestDatabase } from '../../../tests/db-utils'
import { createStaffMember } from '~/server/auth/staff.server'
import { getNotificationPreferences } from './get-notification-preferences.server'
import { saveNotificationPreferences } from './save-notification-preferences.server'

describeEachDatabase('a member’s e-mail preferences', (kind) => {
  let database: TestDatabase
  beforeEach(async () => {
    database = await createTestDatabase(kind)
  })
  afterEach(async () => {
    await database.cleanup()
  })

  it('are the defaults until the member saves theirs, and theirs after', async () => {
    const defaults = { clientAnswers: 'now', other: 'digest', timeZone: 'Asia/Kolkata' }
    expect(await getNotificationPreferences('nobody')).toEqual(defaults)
    const meera = await createStaffMember({
      username: 'meera',
      name: 'Meera Iyer',
      email: 'meera@staff.example',
      password: TEST_ADMIN.password,
      role: 'recruiter',
    })
    expect(await getNotificationPreferences('meera')).toEqual(defaults)
    const chosen = { clientAnswers: 'digest', other: 'now', timeZone: 'Europe/London' } as const
    await saveNotificationPreferences({ userId: meera.id }, chosen)
    expect(await getNotificationPreferences('meera')).toEqual(chosen)
    // Found by username, whatever its case, as sign-in finds it.
    expect(await getNotificationPreferences('Meera')).toEqual(chosen)
  })
})
