import { afterEach, expect, it } from 'vitest'
import { createTestDatabase, describeEachDatabase, type TestDatabase } from '../../../tests/db-utils'
import { AdminInputError, countAdmins, createAdmin, ensureBootstrapAdmin } from './admins.server'
import { signIn } from './sign-in.server'

const request = () => new Request('http://localhost:3000/admin-login', { method: 'POST' })

describeEachDatabase('admins', (kind) => {
  let database: TestDatabase
  afterEach(async () => {
    await database.cleanup()
  })

  it('creates the first admin from the environment once, and only when none exists', async () => {
    database = await createTestDatabase(kind, {
      ADMIN_USERNAME: 'Priya',
      ADMIN_PASSWORD: 'a-long-enough-secret',
    })
    expect(await ensureBootstrapAdmin()).toBe('created')
    expect(await ensureBootstrapAdmin()).toBe('exists')
    expect(await countAdmins()).toBe(1)
    expect((await signIn(request(), 'priya', 'a-long-enough-secret')).ok).toBe(true)
    expect((await signIn(request(), 'priya', 'a-long-enough-secreT')).ok).toBe(false)
    expect((await signIn(request(), 'nobody', 'a-long-enough-secret')).ok).toBe(false)
  })

  it('creates no admin when none is configured: there is no default password', async () => {
    database = await createTestDatabase(kind)
    expect(await ensureBootstrapAdmin()).toBe('not-configured')
    expect(await countAdmins()).toBe(0)
    expect((await signIn(request(), 'admin', 'admin')).ok).toBe(false)
  })

  it('refuses weak passwords, bad usernames and duplicates', async () => {
    database = await createTestDatabase(kind)
    await expect(createAdmin('sam', 'short-pass')).rejects.toThrow(AdminInputError)
    await expect(createAdmin('a b', 'a-long-enough-secret')).rejects.toThrow(/username/)
    await createAdmin('sam-ops', 'a-long-enough-secret')
    expect((await signIn(request(), 'sam-ops', 'a-long-enough-secret')).ok).toBe(true)
    await expect(createAdmin('SAM-OPS', 'another-long-secret')).rejects.toThrow(/already exists/)
  })
})
