import { afterEach, beforeEach, expect, it } from 'vitest'
import { createTestDatabase, describeEachDatabase, type TestDatabase } from '../../../tests/db-utils'
import { seedApplicant, seedBrief, seedContact } from '../../../tests/seed'
import { site } from '~/content/site'
import { erasePersonalData, exportPersonalData, purgeExpiredData } from '~/features/privacy/index.server'
import { addNote } from '~/features/timeline/index.server'
import { dayIn } from '~/lib/format-date-time'
import { getFollowUp } from '~/server/db/follow-ups.server'
import { getApplicationCandidateId } from '~/server/db/job-applications.server'
import { listSeenEvents } from '~/server/db/seen-events.server'
import { completeFollowUp } from './complete-follow-up.server'
import { getMyWork, type QueueOwner } from './get-my-work.server'
import { markSeen } from './mark-seen.server'
import { setFollowUp } from './set-follow-up.server'

const TARGET = 'ann@example.com'
const OWNER: QueueOwner = { username: 'ops-admin', role: 'owner' }
const DAY = 24 * 60 * 60 * 1000

describeEachDatabase('follow-ups and privacy', (kind) => {
  let database: TestDatabase
  beforeEach(async () => {
    database = await createTestDatabase(kind)
  })
  afterEach(async () => {
    await database.cleanup()
  })

  const remind = async (
    recordKind: 'contact' | 'application' | 'brief' | 'candidate',
    recordId: number,
    note: string,
  ) => {
    const set = await setFollowUp(OWNER, {
      intent: 'remind',
      recordKind,
      recordId,
      dueOn: dayIn(new Date(), site.timeZone),
      note,
    })
    if (!set.ok) throw new Error(`not set: ${set.problem}`)
    return set.followUpId
  }

  async function annAndBystander() {
    const contact = await seedContact(TARGET, { name: 'Ann Target' })
    const application = await seedApplicant(TARGET, { over: { fullName: 'Ann Target' } })
    const candidate = (await getApplicationCandidateId(application)) as number
    const brief = await seedBrief(TARGET, { name: 'Ann Target' })
    const bystander = await seedContact('bob@example.com', { name: 'Bob Other' })
    const ids = {
      contact: await remind('contact', contact, 'Call Ann back'),
      application: await remind('application', application, 'Check her notice period'),
      candidate: await remind('candidate', candidate, 'Propose her for HB work'),
      brief: await remind('brief', brief, 'Chase the budget'),
      bystander: await remind('contact', bystander, 'Call Bob'),
    }
    return { contact, application, candidate, brief, bystander, ids }
  }

  it('lists the follow-ups on the person’s records in their export', async () => {
    const { contact, application, candidate, brief } = await annAndBystander()
    const exported = await exportPersonalData(TARGET, 'ops-admin')
    expect(exported.followUps.map((f) => [f.recordKind, f.recordId, f.note, f.setBy, f.doneAt])).toEqual([
      ['contact', contact, 'Call Ann back', 'ops-admin', null],
      ['application', application, 'Check her notice period', 'ops-admin', null],
      ['candidate', candidate, 'Propose her for HB work', 'ops-admin', null],
      ['brief', brief, 'Chase the budget', 'ops-admin', null],
    ])
    expect(JSON.stringify(exported.followUps)).not.toContain('Call Bob')
  })

  it('erases the follow-ups on the person’s records with them, and the marks of what was seen', async () => {
    const { application, ids } = await annAndBystander()
    await addNote({ kind: 'application', id: application }, 'priya', '@ops-admin her notice is 30 days')
    const mention = (await getMyWork(OWNER)).find((i) => i.kind === 'mention')
    if (mention?.act?.intent !== 'seen') throw new Error('no mention')
    await markSeen(OWNER, mention.act.eventId)
    expect(await listSeenEvents('ops-admin', [mention.act.eventId])).toEqual(new Set([mention.act.eventId]))

    const counts = await erasePersonalData(TARGET, 'ops-admin')
    expect(counts.followUps).toBe(4)
    for (const id of [ids.contact, ids.application, ids.candidate, ids.brief]) {
      expect(await getFollowUp(id)).toBeUndefined()
    }
    expect(await getFollowUp(ids.bystander)).toMatchObject({ note: 'Call Bob' })
    expect(await listSeenEvents('ops-admin', [mention.act.eventId])).toEqual(new Set())
    expect((await getMyWork(OWNER)).map((i) => i.record.name)).toEqual(['Bob Other'])
  })

  it('purges follow-ups done more than 30 days ago, and those whose record the purge deleted', async () => {
    const contact = await seedContact('lead@example.com')
    const open = await remind('contact', contact, 'Still to do')
    const doneLongAgo = await remind('contact', contact, 'Done in spring')
    const doneLately = await remind('contact', contact, 'Done last week')
    const now = new Date(Date.now() + 40 * DAY)
    await completeFollowUp('ops-admin', doneLongAgo, new Date(now.getTime() - 31 * DAY))
    await completeFollowUp('ops-admin', doneLately, new Date(now.getTime() - 7 * DAY))

    expect((await purgeExpiredData(now)).followUps).toBe(1)
    expect(await getFollowUp(doneLongAgo)).toBeUndefined()
    expect(await getFollowUp(doneLately)).toMatchObject({ note: 'Done last week' })
    expect(await getFollowUp(open)).toMatchObject({ note: 'Still to do', doneAt: null })

    // A year and more on, the contact message is past its period: its follow-ups go with it.
    expect((await purgeExpiredData(new Date(Date.now() + 400 * DAY))).followUps).toBe(2)
    expect(await getFollowUp(open)).toBeUndefined()
  })
})
