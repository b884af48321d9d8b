import { sql } from 'kysely'
import { afterEach, expect, it } from 'vitest'
import { createTestDatabase, describeEachDatabase, type TestDatabase } from '../../../tests/db-utils'
import { getDatabase } from '../db/client.server'
import { migrateToLatest, migrateUpTo } from '../db/migrate.server'
import { migrateAuthTables } from './auth.server'
import { signIn } from './sign-in.server'
import {
  countStaff,
  createStaffMember,
  ensureFirstOwner,
  findStaffBySignInName,
  listStaff,
  StaffInputError,
} from './staff.server'

const request = () => new Request('http://localhost:3000/admin-login', { method: 'POST' })

describeEachDatabase('team members', (kind) => {
  let database: TestDatabase
  afterEach(async () => {
    await database.cleanup()
  })

  it('creates the first owner from the environment once, and only when no member exists', async () => {
    database = await createTestDatabase(kind, {
      ADMIN_USERNAME: 'Priya',
      ADMIN_PASSWORD: 'a-long-enough-secret',
      ADMIN_EMAIL: 'Priya@Example.com',
    })
    expect(await ensureFirstOwner()).toBe('created')
    expect(await ensureFirstOwner()).toBe('exists')
    expect(await countStaff()).toBe(1)
    const [owner] = await listStaff()
    expect(owner).toMatchObject({
      username: 'priya',
      email: 'priya@example.com',
      role: 'owner',
      status: 'active',
    })
    expect((await signIn(request(), 'priya', 'a-long-enough-secret')).ok).toBe(true)
    expect((await signIn(request(), 'PRIYA@example.com', 'a-long-enough-secret')).ok).toBe(true)
    expect((await signIn(request(), 'priya', 'a-long-enough-secreT')).ok).toBe(false)
    expect((await signIn(request(), 'nobody', 'a-long-enough-secret')).ok).toBe(false)
  })

  it('creates no member when none is configured: there is no default password', async () => {
    database = await createTestDatabase(kind)
    expect(await ensureFirstOwner()).toBe('not-configured')
    expect(await countStaff()).toBe(0)
    expect((await signIn(request(), 'admin', 'admin')).ok).toBe(false)
  })

  it('refuses guessable passwords with the reason, bad usernames and duplicates', async () => {
    database = await createTestDatabase(kind)
    const make = (username: string, password: string, email?: string) =>
      createStaffMember({ username, password, email, role: 'recruiter' })
    await expect(make('sam', 'short-pass')).rejects.toThrow('at least 12 characters')
    await expect(make('sam', 'password1234')).rejects.toThrow(/too easy to guess.*commonly used/)
    await expect(make('samwise', 'samwise-rides-at-dawn-7')).rejects.toThrow('must not contain your username')
    await expect(make('sam', 'zebra-ledger-brightpath')).rejects.toThrow('must not contain the company name')
    await expect(make('kit', 'quartz-otter-92-sammy', 'sammy@example.com')).rejects.toThrow(
      'must not contain your e-mail address',
    )
    await expect(make('a b', 'a-long-enough-secret')).rejects.toThrow(/username/)
    await make('sam-ops', 'a-long-enough-secret', 'sam@example.com')
    expect((await signIn(request(), 'sam-ops', 'a-long-enough-secret')).ok).toBe(true)
    await expect(make('SAM-OPS', 'another-long-secret')).rejects.toThrow(StaffInputError)
    await expect(make('sam-two', 'another-long-secret', 'SAM@example.com')).rejects.toThrow(
      /e-mail address already/,
    )
  })

  it('makes a username from the e-mail address of an invited member', async () => {
    database = await createTestDatabase(kind)
    const first = await createStaffMember({
      email: 'Anil.K@example.com',
      password: 'a-long-enough-secret',
      role: 'sales',
    })
    const second = await createStaffMember({
      email: 'anil.k@other.example',
      password: 'a-long-enough-secret',
      role: 'sales',
    })
    expect([first.username, second.username]).toEqual(['anil.k', 'anil.k2'])
    expect((await findStaffBySignInName('ANIL.K@EXAMPLE.COM'))?.id).toBe(first.id)
  })

  it('migration 0011 makes every account from before roles an active owner, asked for an e-mail address', async () => {
    database = await createTestDatabase(kind, {}, { migrate: false })
    await migrateAuthTables()
    await migrateUpTo('0010-hire-briefs-name')
    const now = kind === 'sqlite' ? new Date().toISOString() : new Date()
    await sql`insert into "user" ("id", "name", "email", "emailVerified", "username", "createdAt", "updatedAt")
      values ('u1', 'ops', 'ops@admins.brightpath.invalid', ${kind === 'sqlite' ? 1 : true}, 'ops', ${now}, ${now})`.execute(
      getDatabase().db,
    )
    await migrateToLatest()
    expect(await listStaff()).toEqual([
      expect.objectContaining({ username: 'ops', role: 'owner', status: 'active', email: null }),
    ])
  })
})
