import { afterEach, beforeEach, expect, it } from 'vitest'
import { adminRequest, routeArgs, settle, signedInJar, type CookieJar } from '../../../tests/admin-session'
import { createTestDatabase, describeEachDatabase, type TestDatabase } from '../../../tests/db-utils'
import { seedBrief, seedContact } from '../../../tests/seed'
import { site } from '~/content/site'
import { getMyWork } from '~/features/my-work/index.server'
import { addNote } from '~/features/timeline/index.server'
import { addDays, dayIn } from '~/lib/format-date-time'
import { listDueFollowUps } from '~/server/db/follow-ups.server'
import { action as followUpAction } from './follow-ups'
import { loader as homeLoader } from './home'
import { action as queueAction, loader as queueLoader } from './my-work'

const post = (fields: Record<string, string>) => ({ method: 'POST', body: new URLSearchParams(fields) })

function redirectOf(result: unknown): string | null {
  return result instanceof Response && result.status === 302 ? result.headers.get('location') : null
}

/** What a refused post answers: `data(submission.reply(), { status })`. */
interface Refusal {
  data: { error: Record<string, string[] | null> | null }
  init: { status: number }
}

const statusOf = (result: unknown) =>
  result instanceof Response ? result.status : (result as { init?: { status?: number } }).init?.status

type QueueData = Awaited<ReturnType<typeof queueLoader>>

describeEachDatabase('the My work page and the follow-ups route', (kind) => {
  let database: TestDatabase
  let owner: CookieJar
  let recruiter: CookieJar
  let sales: CookieJar
  beforeEach(async () => {
    database = await createTestDatabase(kind)
    owner = await signedInJar('owner')
    recruiter = await signedInJar('recruiter', 'ravi')
    sales = await signedInJar('sales', 'meera')
  })
  afterEach(async () => {
    await database.cleanup()
  })

  const openQueue = (jar: CookieJar, query = '') =>
    settle(() => queueLoader(routeArgs(adminRequest(`/admin/my-work${query}`, jar), {})))
  const postQueue = (jar: CookieJar, fields: Record<string, string>) =>
    settle(() => queueAction(routeArgs(adminRequest('/admin/my-work', jar, post(fields)), {})))
  const postFollowUp = (jar: CookieJar, fields: Record<string, string>) =>
    settle(() => followUpAction(routeArgs(adminRequest('/admin/follow-ups', jar, post(fields)), {})))
  const today = () => dayIn(new Date(), site.timeZone)

  it('sends /admin, where sign-in lands, to My work with its query', async () => {
    expect(
      redirectOf(await settle(() => homeLoader(routeArgs(adminRequest('/admin?setup=done', sales), {})))),
    ).toBe('/admin/my-work?setup=done')
    const page = (await openQueue(sales, '?setup=done')) as QueueData
    expect(page).toMatchObject({ ok: true, mine: true, justSetUp: true, items: [], members: null })
  })

  it('shows an owner any member’s queue; refuses a recruiter another’s with 403', async () => {
    const briefId = await seedBrief('buyer@acme.example', { company: 'Acme Retail' })
    await addNote({ kind: 'brief', id: briefId }, 'ops-admin', '@meera can you take this one?')

    const theirs = (await openQueue(owner, '?member=meera')) as QueueData
    expect(theirs).toMatchObject({ ok: true, mine: false, member: { username: 'meera' } })
    expect(theirs.items.map((i) => [i.kind, i.record.name])).toEqual([['mention', 'Acme Retail']])
    expect(theirs.members?.map((m) => m.username).sort()).toEqual(['meera', 'ops-admin', 'ravi'])
    expect(statusOf(await openQueue(owner, '?member=nobody'))).toBe(404)

    expect(statusOf(await openQueue(recruiter, '?member=meera'))).toBe(403)
    expect(await openQueue(recruiter, '?member=ravi')).toMatchObject({ ok: true, mine: true, members: null })
    expect(statusOf(await openQueue(sales, '?member=ravi'))).toBe(403)
  })

  it('clears a mention from one’s own queue with "Seen"; an owner cannot clear it for them', async () => {
    const briefId = await seedBrief('buyer@acme.example')
    await addNote({ kind: 'brief', id: briefId }, 'ops-admin', 'Over to @meera')
    const [item] = ((await openQueue(sales)) as QueueData).items
    if (item?.act?.intent !== 'seen') throw new Error('a mention is marked seen')
    const eventId = String(item.act.eventId)

    const refused = (await postQueue(owner, { intent: 'seen', eventId })) as Refusal
    expect(refused.init.status).toBe(404)
    expect(refused.data.error?.['']).toEqual(['That item is no longer in your queue.'])
    expect((await postQueue(sales, { intent: 'seen', eventId: 'x' })) as Refusal).toMatchObject({
      init: { status: 400 },
    })
    expect(redirectOf(await postQueue(sales, { intent: 'seen', eventId }))).toBe('/admin/my-work?saved=seen')
    expect(((await openQueue(sales)) as QueueData).items).toEqual([])
    expect(((await openQueue(sales, '?saved=seen')) as QueueData).saved).toBe('seen')
  })

  it('sets a follow-up on a record the member may read and brings them back to it', async () => {
    const contactId = await seedContact('lead@example.com', { name: 'Lena Park' })
    const fields = { intent: 'remind', recordKind: 'contact', recordId: String(contactId), dueOn: today() }
    expect(redirectOf(await postFollowUp(sales, { ...fields, note: 'Call back' }))).toBe(
      `/admin/contacts/${contactId}?followUp=set`,
    )
    const [due] = await listDueFollowUps('meera', today())
    expect(due).toMatchObject({ recordKind: 'contact', recordId: contactId, note: 'Call back', doneAt: null })
    expect((await getMyWork({ username: 'meera', role: 'sales' })).map((i) => i.kind)).toEqual(['follow-up'])

    // "Done" from the queue page or from the record: only one's own.
    const done = { intent: 'done', followUpId: String(due?.id) }
    expect((await postFollowUp(recruiter, done)) as Refusal).toMatchObject({ init: { status: 404 } })
    expect(redirectOf(await postFollowUp(sales, done))).toBe('/admin/my-work?saved=done')
    expect(await listDueFollowUps('meera', today())).toEqual([])
  })

  it('refuses a bad day or note at the field with 400, storing nothing', async () => {
    const contactId = await seedContact('lead@example.com')
    const fields = { intent: 'remind', recordKind: 'contact', recordId: String(contactId) }
    const cases: [Record<string, string>, string, string][] = [
      [{ dueOn: '' }, 'dueOn', 'Choose the day to be reminded.'],
      [{ dueOn: 'tomorrow' }, 'dueOn', 'Enter the day as a date, such as 2026-06-03.'],
      [{ dueOn: addDays(today(), -1) }, 'dueOn', 'Choose today or a later day.'],
      [{ dueOn: addDays(today(), 400) }, 'dueOn', 'Choose a day within a year.'],
      [{ dueOn: today(), note: 'x'.repeat(201) }, 'note', 'Keep the note to 200 characters.'],
    ]
    for (const [input, field, message] of cases) {
      const result = (await postFollowUp(sales, { ...fields, ...input })) as Refusal
      expect(result.init.status, field).toBe(400)
      expect(result.data.error?.[field]).toEqual([message])
    }
    expect(await listDueFollowUps('meera', addDays(today(), 500))).toEqual([])
  })

  it('asks the permission to read the record’s kind (403), and answers 404 for a record not there', async () => {
    const contactId = await seedContact('lead@example.com')
    const fields = { intent: 'remind', recordKind: 'contact', recordId: String(contactId), dueOn: today() }
    // A Recruiter does not read contact messages.
    expect(statusOf(await postFollowUp(recruiter, fields))).toBe(403)
    const missing = (await postFollowUp(sales, { ...fields, recordId: '999' })) as Refusal
    expect(missing.init.status).toBe(404)
    expect(missing.data.error?.['']).toEqual([
      'That record is not there: it may have been deleted or erased.',
    ])
    expect(await listDueFollowUps('ravi', today())).toEqual([])
    // Cross-site posts are refused before anything is read.
    const foreign = new Request('http://localhost:3000/admin/follow-ups', {
      ...post(fields),
      headers: { Cookie: sales.header(), Origin: 'https://evil.example' },
    })
    expect(statusOf(await settle(() => followUpAction(routeArgs(foreign, {}))))).toBe(403)
  })
})
