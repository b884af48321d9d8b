import { afterEach, beforeEach, expect, it } from 'vitest'
import { adminRequest, routeArgs, signedInJar, type CookieJar } from '../../../tests/admin-session'
import { createTestDatabase, describeEachDatabase, type TestDatabase } from '../../../tests/db-utils'
import { seedApplication, seedContact } from '../../../tests/seed'
import { changeApplicationStatuses } from '~/features/applications/index.server'
import { loader as contactList } from './contact'
import { loader as applicationList } from './job-application'

async function getJson(path: string, jar: CookieJar) {
  const args = routeArgs(adminRequest(path, jar), {})
  const response = path.startsWith('/api/contact') ? await contactList(args) : await applicationList(args)
  expect(response.headers.get('Cache-Control')).toBe('no-store')
  return response.json()
}

describeEachDatabase('the JSON lists for a signed-in admin', (kind) => {
  let database: TestDatabase
  let jar: CookieJar
  beforeEach(async () => {
    database = await createTestDatabase(kind)
    jar = await signedInJar()
  })
  afterEach(async () => {
    await database.cleanup()
  })

  it('GET /api/contact pages, searches and filters by status, and ignores what it cannot read', async () => {
    for (let i = 1; i <= 27; i++)
      await seedContact(`p${i}@example.com`, { subject: i === 5 ? 'Cloud' : 'Hello' })
    const first = await getJson('/api/contact', jar)
    expect(first).toMatchObject({ total: 27, page: 1, pageSize: 25, pageCount: 2 })
    expect(first.items[0]).toEqual({
      id: 27,
      reference: expect.stringMatching(/^CT-/),
      name: 'Asha Rao',
      email: 'p27@example.com',
      phone: null,
      subject: 'Hello',
      message: 'Please call me back.',
      status: 'new',
      createdAt: expect.any(String),
    })
    expect((await getJson('/api/contact?page=2', jar)).items).toHaveLength(2)
    expect((await getJson('/api/contact?q=cloud', jar)).items.map((c: { id: number }) => c.id)).toEqual([5])
    expect((await getJson('/api/contact?status=spam', jar)).total).toBe(0)
    expect(await getJson('/api/contact?page=x&status=bogus', jar)).toMatchObject({
      total: 27,
      page: 1,
    })
  })

  it('GET /api/job-application returns every field and the resume, never the hashed address', async () => {
    const id = await seedApplication('ravi@example.com', { ipHash: 'f'.repeat(64) })
    await seedApplication('meena@example.com', { fullName: 'Meena Iyer' })
    await changeApplicationStatuses([id], 'interview', 'ops-admin')
    const list = await getJson('/api/job-application?status=interview', jar)
    expect(list).toMatchObject({ total: 1, pageCount: 1 })
    expect(list.items[0]).toMatchObject({
      id,
      fullName: 'Ravi Kumar',
      skills: 'React, TypeScript',
      yearsOfExperience: '3',
      coverLetter: 'I would like to join.',
      status: 'interview',
      resume: { contentType: 'application/pdf', originalName: 'Ravi "CV" ✓.pdf' },
    })
    expect(list.items[0]).not.toHaveProperty('ipHash')
    expect((await getJson('/api/job-application?q=meena', jar)).total).toBe(1)
  })
})
