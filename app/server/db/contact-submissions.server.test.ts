import { afterEach, beforeEach, expect, it, vi } from 'vitest'
import { createTestDatabase, describeEachDatabase, type TestDatabase } from '../../../tests/db-utils'
import { contactForm } from '../submissions/contact.server'
import { submitForm } from '../submissions/submit-form.server'
import { getDb } from './client.server'
import {
  countContactsByStatus,
  countContactSubmissions,
  getContactSubmission,
  listContactSubmissions,
} from './contact-submissions.server'
import { createContactSubmission, updateContactStatuses } from '~/features/contacts/index.server'
import { listRecordEvents } from './record-events.server'
import { countEmailsByState } from './email-outbox.server'

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
    vi.useRealTimers()
    await database.cleanup()
  })

  it('rolls the submission back when its e-mails cannot be made', async () => {
    await expect(
      createContactSubmission(row(1), () => {
        throw new Error('template failed')
      }),
    ).rejects.toThrow('template failed')
    expect(await countContactSubmissions()).toBe(0)
    expect((await countEmailsByState()).queued).toBe(0)
  })

  it('lists 25 a page, newest first, searching name, email, subject and message as typed', async () => {
    for (let n = 1; n <= 30; n++) await createContactSubmission(row(n), () => [])
    const first = await listContactSubmissions()
    expect(first).toMatchObject({ total: 30, page: 1, pageSize: 25, pageCount: 2 })
    expect(first.items[0]).toEqual({
      id: expect.any(Number),
      reference: expect.stringMatching(/^CT-[2-9A-HJKMNP-TW-Z]{6}$/),
      name: 'Person 30',
      email: 'person30@example.com',
      phone: null,
      subject: 'Cloud migration',
      message: 'Message number 30',
      status: 'new',
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    })
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
    expect((await listContactSubmissions({ q: 'number 1' })).total).toBe(11)
    // Staff find a message by the reference its sender quotes.
    const quoted = first.items[3]?.reference ?? ''
    expect((await listContactSubmissions({ q: quoted.toLowerCase() })).items.map((i) => i.name)).toEqual([
      'Person 27',
    ])
    // % and _ are searched as themselves, not as wildcards.
    expect((await listContactSubmissions({ q: '100%' })).total).toBe(0)
    expect((await listContactSubmissions({ q: 'number 1_' })).total).toBe(0)
  })

  it('moves submissions between new, handled and spam, each change on its timeline, and filters by it', async () => {
    const ids: number[] = []
    for (let n = 1; n <= 3; n++) ids.push((await createContactSubmission(row(n), () => [])).id)
    const [one = 0, two = 0] = ids
    const changes = await updateContactStatuses([one, 99_999], 'handled', 'priya')
    expect(changes).toEqual([
      { id: one, reference: expect.stringMatching(/^CT-/), from: 'new', to: 'handled' },
    ])
    expect(await updateContactStatuses([two], 'spam', 'priya')).toHaveLength(1)
    // Already there: nothing changes, nothing is added to the timeline.
    expect(await updateContactStatuses([two], 'spam', 'priya')).toEqual([])
    expect((await listRecordEvents('contact', two)).map((e) => [e.kind, e.actor, e.data])).toEqual([
      ['received', null, { reference: expect.stringMatching(/^CT-/) }],
      ['status', 'priya', { from: 'new', to: 'spam' }],
    ])
    expect((await getContactSubmission(one))?.status).toBe('handled')
    expect(await getContactSubmission(99_999)).toBeUndefined()
    expect((await listContactSubmissions({ status: 'spam' })).items.map((i) => i.id)).toEqual([two])
    expect(await countContactsByStatus()).toEqual({ new: 1, handled: 1, spam: 1 })
  })

  it('filters by arrival day, both ends inclusive, in the company’s zone (IST, UTC+5:30)', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    // Each pair is the last second of a day in Bengaluru and the first of the next.
    const arrivals = [
      '2026-01-04T18:29:59Z',
      '2026-01-04T18:30:00Z',
      '2026-01-06T18:29:59Z',
      '2026-01-06T18:30:00Z',
    ]
    for (const [n, at] of arrivals.entries()) {
      vi.setSystemTime(new Date(at))
      await createContactSubmission(row(n), () => [])
    }
    const between = (from?: string, to?: string) =>
      listContactSubmissions({ from, to }).then((list) => list.items.map((i) => i.createdAt))
    expect(await between('2026-01-05', '2026-01-06')).toEqual([
      '2026-01-06T18:29:59.000Z',
      '2026-01-04T18:30:00.000Z',
    ])
    expect(await between('2026-01-07')).toEqual(['2026-01-06T18:30:00.000Z'])
    expect(await between(undefined, '2026-01-04')).toEqual(['2026-01-04T18:29:59.000Z'])
  })

  it('stores a salted hash of the visitor’s IP, the same for the same address, never the address', async () => {
    const fields = new URLSearchParams({ name: 'A', email: 'a@example.com', subject: 'S', message: 'M' })
    await submitForm(contactForm, fields, '192.0.2.44')
    await submitForm(contactForm, fields, '192.0.2.44')
    await submitForm(contactForm, fields, '192.0.2.45')
    const hashes = (
      await getDb().selectFrom('contact_submissions').select('ipHash').orderBy('id').execute()
    ).map((r) => r.ipHash)
    expect(hashes[0]).toMatch(/^[0-9a-f]{64}$/)
    expect(hashes[0]).toBe(hashes[1])
    expect(hashes[2]).not.toBe(hashes[0])
    expect(hashes.join()).not.toContain('192.0.2')
    // ...and the admin never sees it.
    expect((await listContactSubmissions()).items[0]).not.toHaveProperty('ipHash')
  })
})
