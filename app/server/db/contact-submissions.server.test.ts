import { afterEach, beforeEach, expect, it } from 'vitest'
import { createTestDatabase, describeEachDatabase, type TestDatabase } from '../../../tests/db-utils'
import { contactForm } from '../submissions/contact.server'
import { submitForm } from '../submissions/submit-form.server'
import { getDb } from './client.server'
import { countEmailsByStatus } from './email-outbox.server'
import {
  countContactSubmissions,
  createContactSubmission,
  listContactSubmissions,
} from './contact-submissions.server'

const row = (n: number) => ({
  name: `Person ${n}`,
  email: `person${n}@example.com`,
  phone: null,
  subject: n % 2 ? 'Staffing' : 'Cloud migration',
  message: `Message number ${n}`,
  ipHash: null,
})

describeEachDatabase('contact submissions', (kind) => {
  let database: TestDatabase
  beforeEach(async () => {
    database = await createTestDatabase(kind)
  })
  afterEach(async () => {
    await database.cleanup()
  })

  it('rolls the submission back when its e-mails cannot be made', async () => {
    await expect(
      createContactSubmission(row(1), () => {
        throw new Error('template failed')
      }),
    ).rejects.toThrow('template failed')
    expect(await countContactSubmissions()).toBe(0)
    expect((await countEmailsByStatus()).queued).toBe(0)
  })

  it('lists 25 a page, newest first, with search and status filters', async () => {
    for (let n = 1; n <= 30; n++) await createContactSubmission(row(n), () => [])
    const first = await listContactSubmissions()
    expect(first).toMatchObject({ total: 30, page: 1, pageSize: 25, pageCount: 2 })
    expect(first.items[0]?.name).toBe('Person 30')
    const second = await listContactSubmissions({ page: 2 })
    expect(second.items.map((i) => i.name)).toEqual([
      'Person 5',
      'Person 4',
      'Person 3',
      'Person 2',
      'Person 1',
    ])

    expect((await listContactSubmissions({ q: 'CLOUD' })).total).toBe(15)
    expect((await listContactSubmissions({ q: 'person7@' })).items.map((i) => i.name)).toEqual(['Person 7'])
    expect((await listContactSubmissions({ q: '100%' })).total).toBe(0)
    expect((await listContactSubmissions({ q: 'number 1_' })).total).toBe(0)

    await getDb()
      .updateTable('contact_submissions')
      .set({ status: 'spam' })
      .where('name', '=', 'Person 3')
      .execute()
    expect((await listContactSubmissions({ status: 'spam' })).items.map((i) => i.name)).toEqual(['Person 3'])
    expect((await listContactSubmissions({ status: 'new' })).total).toBe(29)
  })

  it('stores a salted hash of the visitor’s IP, the same for the same address, never the address', async () => {
    const fields = new URLSearchParams({ name: 'A', email: 'a@example.com', subject: 'S', message: 'M' })
    await submitForm(contactForm, fields, '192.0.2.44')
    await submitForm(contactForm, fields, '192.0.2.44')
    await submitForm(contactForm, fields, '192.0.2.45')
    const hashes = (
      await getDb().selectFrom('contact_submissions').select('ip_hash').orderBy('id').execute()
    ).map((r) => r.ip_hash)
    expect(hashes[0]).toMatch(/^[0-9a-f]{64}$/)
    expect(hashes[0]).toBe(hashes[1])
    expect(hashes[2]).not.toBe(hashes[0])
    expect(hashes.join()).not.toContain('192.0.2')
  })
})
