import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { giveConsent } from '../../../tests/shortlist-seed'
import { createTestDatabase, describeEachDatabase, type TestDatabase } from '../../../tests/db-utils'
import { seedApplicant, seedBrief } from '../../../tests/seed'
import {
  addToShortlist,
  recordClientAnswer,
  shareShortlist,
  updateShortlistEntry,
} from '~/features/shortlists/index.server'
import { addNote } from '~/features/timeline/index.server'
import { changeStaffKeepingAnOwner, createStaffMember, listStaff } from '~/server/auth/staff.server'
import { findEmailsByAddress } from '~/server/db/email-outbox.server'
import { assignHireBrief, getHireBrief } from '~/server/db/hire-briefs.server'
import { assignJobApplication, getApplicationCandidateId } from '~/server/db/job-applications.server'
import { inTransaction } from '~/server/db/transaction.server'
import { listQueueNotices } from '~/server/db/queue-notices.server'
import { saveNotificationPreferences } from '~/features/account/index.server'
import { withdrawAsApplicant } from '~/features/status-page/index.server'
import { getMyWork } from './get-my-work.server'
import { markSeen } from './mark-seen.server'
import { nextDigestAt, notifyMemberQueue, notifyQueues } from './notify-queue.server'

describe('the digest hour', () => {
  it('is the next 09:00 in the member’s zone, across a change of the clocks', () => {
    // 07:30 in Bengaluru: 09:00 there the same day; at 09:00 or later, the next day's.
    expect(nextDigestAt(new Date('2026-06-10T02:00:00Z'), 'Asia/Kolkata').toISOString()).toBe(
      '2026-06-10T03:30:00.000Z',
    )
    expect(nextDigestAt(new Date('2026-06-10T03:30:00Z'), 'Asia/Kolkata').toISOString()).toBe(
      '2026-06-11T03:30:00.000Z',
    )
    // London in summer time, and on the morning the clocks go forward (01:00 UTC).
    expect(nextDigestAt(new Date('2026-06-10T07:00:00Z'), 'Europe/London').toISOString()).toBe(
      '2026-06-10T08:00:00.000Z',
    )
    expect(nextDigestAt(new Date('2026-03-29T00:00:00Z'), 'Europe/London').toISOString()).toBe(
      '2026-03-29T08:00:00.000Z',
    )
    expect(nextDigestAt(new Date('2026-01-10T12:00:00Z'), 'Europe/London').toISOString()).toBe(
      '2026-01-11T09:00:00.000Z',
    )
  })
})

const MEERA_MAIL = 'meera@staff.example'

describeEachDatabase('telling members what entered their queue', (kind) => {
  let database: TestDatabase
  beforeEach(async () => {
    database = await createTestDatabase(kind, { SALES_INBOX: 'sales@brightpath.example' })
    await createStaffMember({
      username: 'meera',
      name: 'Meera Iyer',
      email: MEERA_MAIL,
      password: 'a-long-enough-secret-for-tests',
      role: 'sales',
    })
    await createStaffMember({
      username: 'priya',
      name: 'Priya Nair',
      email: 'priya@staff.example',
      password: 'a-long-enough-secret-for-tests',
      role: 'owner',
    })
  })
  afterEach(async () => {
    await database.cleanup()
  })

  const meera = async () => {
    const found = (await listStaff()).find((m) => m.username === 'meera')
    if (!found) throw new Error('no meera')
    return found
  }
  /** What the notifier queued for Meera (not the shortlist's own e-mails to the sales inbox). */
  const mailToMeera = async () =>
    (await findEmailsByAddress(MEERA_MAIL))
      .filter((m) => m.subject.startsWith('My work'))
      .sort((a, b) => a.id - b.id)

  async function sharedBrief() {
    const briefId = await seedBrief('buyer@acme.example', { company: 'Acme Retail' })
    await assignHireBrief(briefId, 'meera')
    const candidate = (await getApplicationCandidateId(
      await seedApplicant('asha@example.com', { over: { fullName: 'Asha Rao' } }),
    )) as number
    const added = await addToShortlist(briefId, candidate, 'meera')
    if (!added.ok) throw new Error('not added')
    await giveConsent(added.entryId)
    await updateShortlistEntry(
      briefId,
      added.entryId,
      {
        rateAmount: 45,
        rateCurrency: 'USD',
        ratePeriod: 'hour',
        availableOn: null,
        noticeWeeks: 2,
        pitch: 'Go.',
      },
      'meera',
    )
    await shareShortlist(briefId, 'meera')
    return { briefId, entryId: added.entryId, reference: (await getHireBrief(briefId))?.reference ?? '' }
  }

  it('never e-mails what was in the queue when notices started; e-mails a client’s answer at once, once', async () => {
    const old = await seedBrief('old@acme.example')
    await addNote({ kind: 'brief', id: old }, 'priya', '@meera an old note')
    expect(await notifyMemberQueue(await meera())).toEqual({ immediate: 0, digests: 0 })
    expect(await mailToMeera()).toEqual([])

    const { briefId, entryId, reference } = await sharedBrief()
    await inTransaction((trx) => recordClientAnswer(trx, briefId, entryId, 'interview', 'Tuesday'))
    expect(await notifyQueues()).toEqual({ immediate: 1, digests: 0 })
    expect(await notifyQueues()).toEqual({ immediate: 0, digests: 0 })
    const [mail, ...more] = await mailToMeera()
    expect(more).toEqual([])
    expect(mail?.subject).toBe(
      `My work: The client asked to interview a candidate (hiring brief ${reference} (Acme Retail))`,
    )
    expect(mail?.text).toContain(`http://localhost:3000/admin/hire-briefs/${briefId}#shortlist`)
    // What happened and the record's name, nothing of the candidate or the client's note.
    expect(mail?.text).not.toMatch(/Asha|Tuesday|buyer@/)
  })

  it('keeps the rest for the 09:00 digest in the member’s zone, one e-mail for all, each told once', async () => {
    await notifyMemberQueue(await meera())
    const briefId = await seedBrief('buyer@acme.example', { company: 'Acme Retail' })
    const applicationId = await seedApplicant('nina@example.com', { over: { fullName: 'Nina Das' } })
    await assignJobApplication(applicationId, 'meera')
    await addNote({ kind: 'brief', id: briefId }, 'priya', '@meera please call them')
    await addNote({ kind: 'brief', id: briefId }, 'priya', '@meera and send the deck')

    // 07:00 in Bengaluru: nothing at once; the digest is due at 09:00 there.
    const morning = new Date('2030-06-10T01:30:00Z')
    expect(await notifyMemberQueue(await meera(), morning)).toEqual({ immediate: 0, digests: 0 })
    expect(await notifyMemberQueue(await meera(), new Date('2030-06-10T03:29:00Z'))).toEqual({
      immediate: 0,
      digests: 0,
    })
    expect(await notifyMemberQueue(await meera(), new Date('2030-06-10T03:30:00Z'))).toEqual({
      immediate: 0,
      digests: 1,
    })
    expect(await notifyMemberQueue(await meera(), new Date('2030-06-11T03:30:00Z'))).toEqual({
      immediate: 0,
      digests: 0,
    })
    const [digest, ...more] = await mailToMeera()
    expect(more).toEqual([])
    // The two mentions, and the brief itself: it arrived Meera's (the only Sales member, by the
    // team's rule) and is past the one-business-day promise by then.
    expect(digest?.subject).toBe('My work: 3 new items wait on you | Brightpath IT Solutions')
    expect(digest?.text).toContain('Good morning, Meera Iyer')
    expect(digest?.text).toContain(`Priya Nair mentioned you in a note, on hiring brief`)
    expect(digest?.text).toContain(`/admin/hire-briefs/${briefId}#timeline`)
    expect(digest?.text).toContain('http://localhost:3000/admin/my-work')
    // Meera is Sales: the application assigned to her is not hers to read, so not in her queue.
    expect(digest?.text).not.toMatch(/Nina|please call|send the deck/)
  })

  it('follows the member’s choice in Settings: the rest at once, clients’ answers at 09:00 London time', async () => {
    const member = await meera()
    await saveNotificationPreferences(
      { userId: member.id },
      { clientAnswers: 'digest', other: 'now', timeZone: 'Europe/London' },
    )
    await notifyMemberQueue(member)
    const { briefId, entryId, reference } = await sharedBrief()
    await addNote({ kind: 'brief', id: briefId }, 'priya', '@meera over to you')
    await inTransaction((trx) => recordClientAnswer(trx, briefId, entryId, 'interview', 'Tuesday'))
    // The mention goes at once; the client's answer waits for the digest.
    const now = new Date()
    expect(await notifyMemberQueue(member, now)).toEqual({ immediate: 1, digests: 0 })
    expect(await notifyMemberQueue(member, now)).toEqual({ immediate: 0, digests: 0 })
    const due = nextDigestAt(now, 'Europe/London')
    expect(await notifyMemberQueue(member, new Date(due.getTime() - 60_000))).toEqual({
      immediate: 0,
      digests: 0,
    })
    expect(await notifyMemberQueue(member, due)).toEqual({ immediate: 0, digests: 1 })
    const [mention, digest, ...more] = await mailToMeera()
    expect(more).toEqual([])
    expect(mention?.subject).toMatch(/^My work: Priya Nair mentioned you in a note/)
    expect(digest?.subject).toBe('My work: one new item waits on you | Brightpath IT Solutions')
    expect(digest?.text).toContain(
      `The client asked to interview a candidate, on hiring brief ${reference} (Acme Retail)`,
    )
  })

  it('forgets an item that left the queue before its digest, and tells a deactivated member nothing', async () => {
    await notifyMemberQueue(await meera())
    const briefId = await seedBrief('buyer@acme.example')
    await addNote({ kind: 'brief', id: briefId }, 'priya', '@meera have a look')
    await notifyMemberQueue(await meera())
    const [pending] = await listQueueNotices('meera')
    expect(pending).toMatchObject({
      itemKey: expect.stringMatching(/^mention:/),
      mode: 'digest',
      sentAt: null,
    })
    const [item] = await getMyWork({ username: 'meera', role: 'sales' })
    if (item?.act?.intent !== 'seen') throw new Error('a mention is marked seen')
    await markSeen({ username: 'meera', role: 'sales' }, item.act.eventId)
    await notifyMemberQueue(await meera())
    expect(await listQueueNotices('meera')).toEqual([])
    expect(await notifyMemberQueue(await meera(), nextDigestAt(new Date(), 'Asia/Kolkata'))).toEqual({
      immediate: 0,
      digests: 0,
    })

    const { briefId: shared, entryId } = await sharedBrief()
    const member = await meera()
    await inTransaction((trx) => changeStaffKeepingAnOwner(trx, member.id, { status: 'deactivated' }))
    await inTransaction((trx) => recordClientAnswer(trx, shared, entryId, 'interview', 'Monday'))
    expect(await notifyQueues()).toEqual({ immediate: 0, digests: 0 })
    expect(await mailToMeera()).toEqual([])
  })

  it('tells a withdrawal once: the withdrawal’s own e-mail reaches the owner, the notifier adds none', async () => {
    const priya = (await listStaff()).find((m) => m.username === 'priya')
    if (!priya) throw new Error('no priya')
    await saveNotificationPreferences(
      { userId: priya.id },
      { clientAnswers: 'now', other: 'now', timeZone: 'UTC' },
    )
    await notifyMemberQueue(priya)
    const id = await seedApplicant('omar@example.com', { over: { fullName: 'Omar Ali' } })
    await assignJobApplication(id, 'priya')
    await withdrawAsApplicant({ email: 'omar@example.com', hash: 'x'.repeat(64) }, id)
    expect((await getMyWork({ username: 'priya', role: 'owner' })).map((item) => item.kind)).toContain(
      'withdrawal',
    )
    expect(await notifyMemberQueue(priya)).toEqual({ immediate: 0, digests: 0 })
    const toPriya = await findEmailsByAddress('priya@staff.example')
    expect(toPriya.filter((m) => m.subject.startsWith('My work'))).toEqual([])
    expect(toPriya.filter((m) => /withdrawn: Omar Ali/.test(m.subject))).toHaveLength(1)
  })
})
