import { afterEach, beforeEach, expect, it } from 'vitest'
import { routeArgs, settleResponse, TEST_ADMIN, TEST_ORIGIN } from '../../tests/admin-session'
import { createTestDatabase, type TestDatabase } from '../../tests/db-utils'
import { createStaffMember } from '~/server/auth/staff.server'
import { action } from './admin-login'

let database: TestDatabase
beforeEach(async () => {
  database = await createTestDatabase('sqlite')
  await createStaffMember({ username: TEST_ADMIN.username, password: TEST_ADMIN.password, role: 'owner' })
})
afterEach(async () => {
  await database.cleanup()
})

const post = (headers: Record<string, string>) =>
  new Request(`${TEST_ORIGIN}/admin-login`, {
    method: 'POST',
    headers,
    body: new URLSearchParams({ intent: 'password', ...TEST_ADMIN }),
  })

it('refuses a sign-in posted from another site, or with no Origin, like every admin action', async () => {
  const refused: Record<string, string>[] = [{ Origin: 'https://evil.example' }, {}]
  for (const headers of refused) {
    const response = await settleResponse(() => action(routeArgs(post(headers), {})))
    expect(response.status).toBe(403)
    expect(response.headers.getSetCookie()).toEqual([])
  }
  const response = await settleResponse(() => action(routeArgs(post({ Origin: TEST_ORIGIN }), {})))
  expect(response.status).toBe(302)
})
