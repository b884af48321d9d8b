import { afterEach, beforeEach, expect, it } from 'vitest'
import { giveConsent } from '../../../tests/shortlist-seed'
import { createTestDatabase, describeEachDatabase, type TestDatabase } from '../../../tests/db-utils'
import { openingDraft, seedApplicant, seedBrief, seedContact } from '../../../tests/seed'
import { site } from '~/content/site'
import type { StaffRole } from '~/contracts/permissions'
import { moveApplicationStage } from '~/features/applications/index.server'
import { updateBriefStatus } from '~/features/hire-briefs/index.server'
import { createOpening } from '~/features/openings/index.server'
import { withdrawAsApplicant } from '~/features/status-page/index.server'
import {
  addToShortlist,
  moveShortlistStage,
  recordClientAnswer,
  shareShortlist,
  updateShortlistEntry,
} from '~/features/shortlists/index.server'
import { addNote } from '~/features/timeline/index.server'
import { addDays, dayIn, startOfDayIn } from '~/lib/format-date-time'
import { createStaffMember } from '~/server/auth/staff.server'
import { assignHireBrief, getHireBrief } from '~/server/db/hire-briefs.server'
import {
  assignJobApplication,
  getApplicationCandidateId,
  getJobApplication,
} from '~/server/db/job-applications.server'
import { inTransaction } from '~/server/db/transaction.server'
import { completeFollowUp } from './complete-follow-up.server'
import { countMyWork, getMyWork, type QueueOwner } from './get-my-work.server'
import { getQueueView } from './get-queue-view.server'
import { getRemindMe } from './get-remind-me.server'
import { markSeen } from './mark-seen.server'
import { setFollowUp } from './set-follow-up.server'

const HOUR = 60 * 60_000
const DAY = 24 * HOUR
const later = (ms: number) => new Date(Date.now() + ms)

const ENTRY = {
  rateAmount: 45,
  rateCurrency: 'USD' as const,
  ratePeriod: 'hour' as const,
  availableOn: null,
  noticeWeeks: 2,
  pitch: 'Six years of Go payments work; led a ledger rewrite.',
}

const MEERA: QueueOwner = { username: 'meera', role: 'sales' }
const RAVI: QueueOwner = { username: 'ravi', role: 'recruiter' }
const OWNER: QueueOwner = { username: 'priya', role: 'owner' }

async function member(username: string, role: StaffRole, name: string) {
  await createStaffMember({
    username,
    name,
    email: `${username}@staff.example`,
    password: 'a-long-enough-secret-for-tests',
    role,
  })
}

const kinds = (items: { kind: string }[]) => items.map((i) => i.kind)

describeEachDatabase('My work', (kind) => {
  let database: TestDatabase
  beforeEach(async () => {
    database = await createTestDatabase(kind, { SALES_INBOX: 'sales@brightpath.example' })
    await member('meera', 'sales', 'Meera Iyer')
    await member('ravi', 'recruiter', 'Ravi Kumar')
    await member('priya', 'owner', 'Priya Nair')
  })
  afterEach(async () => {
    await database.cleanup()
  })

  /** A brief owned by Meera with Asha and Kiran shared with its client; the entries' ids. */
  async function sharedBrief() {
    const briefId = await seedBrief('buyer@acme.example', { company: 'Acme Retail' })
    await assignHireBrief(briefId, 'meera')
    const candidate = async (email: string, fullName: string) =>
      (await getApplicationCandidateId(await seedApplicant(email, { over: { fullName } }))) as number
    const entries: number[] = []
    for (const id of [
      await candidate('asha@example.com', 'Asha Rao'),
      await candidate('kiran@example.com', 'Kiran Shah'),
    ]) {
      const added = await addToShortlist(briefId, id, 'meera')
      if (!added.ok) throw new Error('not added')
      await giveConsent(added.entryId)
      await updateShortlistEntry(briefId, added.entryId, ENTRY, 'meera')
      entries.push(added.entryId)
    }
    await shareShortlist(briefId, 'meera')
    const reference = (await getHireBrief(briefId))?.reference
    return { briefId, reference, asha: entries[0] as number, kiran: entries[1] as number }
  }

  const answer = (briefId: number, entryId: number, said: 'interview' | 'declined', note: string) =>
    inTransaction((trx) => recordClientAnswer(trx, briefId, entryId, said, note))

  it('puts a client’s interview request in the brief owner’s queue until the interview is arranged', async () => {
    const { briefId, reference, asha } = await sharedBrief()
    expect(await getMyWork(MEERA)).toEqual([])
    await answer(briefId, asha, 'interview', 'Tuesday 10:00 CET')

    const [item, ...rest] = await getMyWork(MEERA)
    expect(rest).toEqual([])
    expect(item).toMatchObject({
      kind: 'interview',
      record: { kind: 'brief', id: briefId, reference, name: 'Acme Retail' },
      what: 'The client asked to interview a candidate',
      detail: 'Asha Rao',
      age: 'under an hour',
      link: `/admin/hire-briefs/${briefId}#shortlist`,
      act: null,
      fromClient: true,
    })
    // Its age grows; nobody else's queue has it.
    expect((await getMyWork(MEERA, later(3 * DAY + HOUR)))[0]?.age).toBe('3 days')
    expect((await getMyWork(MEERA, later(5 * HOUR + 60_000)))[0]?.age).toBe('5 hours')
    expect(await getMyWork(RAVI)).toEqual([])
    expect(await getMyWork(OWNER)).toEqual([])

    expect(await moveShortlistStage(briefId, asha, 'interviewing', undefined, 'meera')).toEqual({ ok: true })
    expect(await getMyWork(MEERA)).toEqual([])
  })

  it('tells an interview staff recorded for the client from the client’s own answer', async () => {
    const { briefId, kiran } = await sharedBrief()
    expect(await moveShortlistStage(briefId, kiran, 'interview-requested', undefined, 'priya')).toEqual({
      ok: true,
    })
    const [item, ...rest] = await getMyWork(MEERA)
    expect(rest).toEqual([])
    expect(item).toMatchObject({ kind: 'interview', what: 'An interview to arrange', fromClient: false })
  })

  it('puts a client’s decline in the queue until the owner marks it seen or changes the entry', async () => {
    const { briefId, asha, kiran } = await sharedBrief()
    await answer(briefId, asha, 'declined', 'Needs more Kafka.')
    await answer(briefId, kiran, 'declined', 'Too senior for the budget.')
    const items = await getMyWork(MEERA)
    expect(items.map((i) => [i.kind, i.what, i.detail, i.fromClient])).toEqual([
      ['client-answer', 'The client declined a candidate', 'Asha Rao', true],
      ['client-answer', 'The client declined a candidate', 'Kiran Shah', true],
    ])
    const act = items[0]?.act
    if (act?.intent !== 'seen') throw new Error('a decline is marked seen')

    // Only the queue's own member can mark it, and only what is in their queue.
    expect(await markSeen(RAVI, act.eventId)).toEqual({ ok: false, problem: 'not-found' })
    expect(await markSeen(MEERA, act.eventId)).toEqual({ ok: true })
    expect((await getMyWork(MEERA)).map((i) => i.detail)).toEqual(['Kiran Shah'])
    expect(await markSeen(MEERA, act.eventId)).toEqual({ ok: false, problem: 'not-found' })

    // Staff acting on the entry (here its pitch) takes it out too.
    await updateShortlistEntry(briefId, kiran, { ...ENTRY, pitch: 'Another angle.' }, 'meera')
    expect(await getMyWork(MEERA)).toEqual([])
  })

  it('puts a brief the member owns in their queue once it is new past the one-business-day promise', async () => {
    const briefId = await seedBrief('late@acme.example', { company: 'Late Co' })
    await assignHireBrief(briefId, 'meera')
    expect(await getMyWork(MEERA, later(HOUR))).toEqual([])
    // Six days later is past one business day whatever the weekday it arrived on.
    const [item] = await getMyWork(MEERA, later(6 * DAY))
    expect(item).toMatchObject({
      kind: 'late-brief',
      record: { kind: 'brief', id: briefId, name: 'Late Co' },
      what: 'No reply yet: we promise one within one business day',
      age: '6 days',
      link: `/admin/hire-briefs/${briefId}`,
      act: null,
    })
    // Unowned or someone else's: not in Meera's queue.
    await assignHireBrief(briefId, 'priya')
    expect(await getMyWork(MEERA, later(6 * DAY))).toEqual([])
    expect(kinds(await getMyWork(OWNER, later(6 * DAY)))).toEqual(['late-brief'])
    await updateBriefStatus(briefId, 'qualified', 'priya')
    expect(await getMyWork(OWNER, later(6 * DAY))).toEqual([])
  })

  it('puts a new application the recruiter owns in their queue after two business days, until its stage moves', async () => {
    const id = await seedApplicant('nina@example.com', { over: { fullName: 'Nina Das' } })
    await assignJobApplication(id, 'ravi')
    expect(await getMyWork(RAVI, later(HOUR))).toEqual([])
    const [item] = await getMyWork(RAVI, later(6 * DAY))
    expect(item).toMatchObject({
      kind: 'new-application',
      record: {
        kind: 'application',
        id,
        reference: (await getJobApplication(id))?.reference,
        name: 'Nina Das',
      },
      age: '6 days',
      link: `/admin/applications/${id}`,
    })
    // A Sales member may not read applications: one assigned to them is not in their queue.
    await assignJobApplication(id, 'meera')
    expect(await getMyWork(MEERA, later(6 * DAY))).toEqual([])
    await assignJobApplication(id, 'ravi')
    await moveApplicationStage([id], 'reviewing', 'ravi')
    expect(await getMyWork(RAVI, later(6 * DAY))).toEqual([])
  })

  it('puts a new application nobody owns in the queue of its opening’s recruiter', async () => {
    const opening = await createOpening(openingDraft({ recruiter: 'ravi' }), { by: 'priya', status: 'open' })
    const id = await seedApplicant('lata@example.com', {
      over: { fullName: 'Lata Rao', openingId: opening.id, openingTitle: opening.title },
    })
    await assignJobApplication(id, null)
    expect(kinds(await getMyWork(RAVI, later(6 * DAY)))).toEqual(['new-application'])
    // Once someone owns it, it is theirs alone.
    await assignJobApplication(id, 'priya')
    expect(await getMyWork(RAVI, later(6 * DAY))).toEqual([])
    expect(kinds(await getMyWork(OWNER, later(6 * DAY)))).toEqual(['new-application'])
  })

  it('puts an applicant’s withdrawal in the owner’s queue until they mark it seen', async () => {
    const id = await seedApplicant('omar@example.com', { over: { fullName: 'Omar Ali' } })
    await assignJobApplication(id, 'ravi')
    // As the status page does, once the applicant opened it with their link.
    await withdrawAsApplicant({ email: 'omar@example.com', hash: 'x'.repeat(64) }, id)
    const [item] = await getMyWork(RAVI)
    expect(item).toMatchObject({
      kind: 'withdrawal',
      record: { kind: 'application', id, name: 'Omar Ali' },
      what: 'The applicant withdrew their application',
      link: `/admin/applications/${id}#timeline`,
    })
    if (item?.act?.intent !== 'seen') throw new Error('a withdrawal is marked seen')
    expect(await markSeen(RAVI, item.act.eventId)).toEqual({ ok: true })
    expect(await getMyWork(RAVI)).toEqual([])
  })

  it('puts a follow-up in the queue on its day in the company’s zone, until it is done', async () => {
    const contactId = await seedContact('lead@example.com', { name: 'Lena Park' })
    const today = dayIn(new Date(), site.timeZone)
    const tomorrow = addDays(today, 1)
    const set = await setFollowUp(MEERA, {
      intent: 'remind',
      recordKind: 'contact',
      recordId: contactId,
      dueOn: tomorrow,
      note: 'Call back about the audit',
    })
    if (!set.ok) throw new Error('not set')
    expect(await getMyWork(MEERA)).toEqual([])
    // Half an hour into tomorrow in Bengaluru (still today in UTC).
    const startOfTomorrow = new Date(startOfDayIn(tomorrow, site.timeZone))
    expect(await getMyWork(MEERA, new Date(startOfTomorrow.getTime() - 60_000))).toEqual([])
    const [item] = await getMyWork(MEERA, new Date(startOfTomorrow.getTime() + 30 * 60_000))
    expect(item).toMatchObject({
      kind: 'follow-up',
      record: { kind: 'contact', id: contactId, name: 'Lena Park' },
      detail: 'Call back about the audit',
      since: startOfTomorrow.toISOString(),
      age: 'under an hour',
      act: { intent: 'done', followUpId: set.followUpId },
      link: `/admin/contacts/${contactId}`,
    })
    expect((await getMyWork(MEERA, new Date(startOfTomorrow.getTime() + 2 * DAY)))[0]?.age).toBe('2 days')

    expect(await completeFollowUp('ravi', set.followUpId)).toEqual({ ok: false, problem: 'not-found' })
    expect(await completeFollowUp('meera', set.followUpId)).toEqual({ ok: true })
    expect(await getMyWork(MEERA, new Date(startOfTomorrow.getTime() + DAY))).toEqual([])
    // Done twice is done.
    expect(await completeFollowUp('meera', set.followUpId)).toEqual({ ok: true })
  })

  it('refuses a follow-up on a record the member’s role may not read, or one that is not there', async () => {
    const contactId = await seedContact('lead@example.com')
    const input = { intent: 'remind' as const, recordKind: 'contact' as const, recordId: contactId }
    const dueOn = dayIn(new Date(), site.timeZone)
    expect(await setFollowUp(RAVI, { ...input, dueOn, note: null })).toEqual({
      ok: false,
      problem: 'not-allowed',
    })
    expect(await setFollowUp(MEERA, { ...input, recordId: 9999, dueOn, note: null })).toEqual({
      ok: false,
      problem: 'no-record',
    })
    // So the record's page offers no "Remind me" to a role that may not read its kind.
    expect(await getRemindMe({ kind: 'contact', id: contactId }, RAVI)).toBeNull()
  })

  it('gives a record’s "Remind me" the member’s own open follow-ups on it and the company’s day', async () => {
    const contactId = await seedContact('lead@example.com')
    const record = { kind: 'contact' as const, id: contactId }
    const today = dayIn(new Date(), site.timeZone)
    const remind = (owner: QueueOwner, dueOn: string, note: string | null) =>
      setFollowUp(owner, { intent: 'remind', recordKind: 'contact', recordId: contactId, dueOn, note })
    await remind(MEERA, addDays(today, 3), 'Second call')
    const first = await remind(MEERA, today, null)
    await remind(OWNER, today, 'Not Meera’s')
    if (!first.ok) throw new Error('not set')
    expect(await getRemindMe(record, MEERA)).toEqual({
      today,
      open: [
        { id: first.followUpId, dueOn: today, note: null },
        { id: expect.any(Number), dueOn: addDays(today, 3), note: 'Second call' },
      ],
    })
    await completeFollowUp('meera', first.followUpId)
    expect((await getRemindMe(record, MEERA))?.open.map((f) => f.note)).toEqual(['Second call'])
  })

  it('puts a note that mentions @username in that member’s queue until seen; not the author’s own, nor a longer name', async () => {
    const briefId = await seedBrief('buyer@acme.example', { company: 'Acme Retail' })
    await addNote(
      { kind: 'brief', id: briefId },
      'priya',
      'Can you call them today, @Meera? Copying @meera.x too.',
    )
    await addNote({ kind: 'brief', id: briefId }, 'priya', 'Mail team@meera.example, not @meeran.')
    await addNote({ kind: 'brief', id: briefId }, 'meera', 'Noting for myself, @meera.')
    const [item, ...rest] = await getMyWork(MEERA)
    expect(rest).toEqual([])
    expect(item).toMatchObject({
      kind: 'mention',
      record: { kind: 'brief', id: briefId, name: 'Acme Retail' },
      what: 'Priya Nair mentioned you in a note',
      // The note as its page shows it: the member mentioned by name.
      detail: 'Can you call them today, @Meera Iyer? Copying @meera.x too.',
      link: `/admin/hire-briefs/${briefId}#timeline`,
    })
    // A mention on a record the member may not read stays out of their queue.
    const applicationId = await seedApplicant('x@example.com')
    await addNote({ kind: 'application', id: applicationId }, 'priya', '@meera have a look')
    expect(kinds(await getMyWork(MEERA))).toEqual(['mention'])
    if (item?.act?.intent !== 'seen') throw new Error('a mention is marked seen')
    expect(await markSeen(MEERA, item.act.eventId)).toEqual({ ok: true })
    expect(await getMyWork(MEERA)).toEqual([])
  })

  it('lists oldest first and counts exactly its items for the dashboard', async () => {
    const { briefId, asha, kiran } = await sharedBrief()
    await answer(briefId, asha, 'interview', 'Monday')
    await answer(briefId, kiran, 'declined', 'No')
    await addNote({ kind: 'brief', id: briefId }, 'priya', '@meera see the answers')
    // Sharing moved that brief on from "new": another, left unanswered, is past the promise.
    await assignHireBrief(await seedBrief('late@acme.example'), 'meera')
    const contactId = await seedContact('lead@example.com')
    await setFollowUp(MEERA, {
      intent: 'remind',
      recordKind: 'contact',
      recordId: contactId,
      dueOn: dayIn(new Date(), site.timeZone),
      note: null,
    })
    const now = later(6 * DAY)
    const items = await getMyWork(MEERA, now)
    expect(kinds(items).sort()).toEqual(
      ['client-answer', 'follow-up', 'interview', 'late-brief', 'mention'].sort(),
    )
    expect(items.map((i) => i.since)).toEqual(items.map((i) => i.since).sort())
    // Only what the client said is told as the member chose for clients' answers.
    expect(
      items
        .filter((i) => i.fromClient)
        .map((i) => i.kind)
        .sort(),
    ).toEqual(['client-answer', 'interview'])
    expect(await countMyWork(MEERA, now)).toEqual({
      'client-answer': 1,
      'candidate-answer': 0,
      'interview-outcome': 0,
      interview: 1,
      'late-brief': 1,
      'new-application': 0,
      withdrawal: 0,
      'follow-up': 1,
      mention: 1,
      total: 5,
    })
  })

  it('shows an owner any member’s queue, and a recruiter only their own', async () => {
    const briefId = await seedBrief('late@acme.example')
    await assignHireBrief(briefId, 'meera')
    const now = later(6 * DAY)
    const mine = await getQueueView(RAVI, null, now)
    expect(mine).toMatchObject({ ok: true, mine: true, members: null, items: [] })
    expect(mine.ok && mine.member).toEqual({ username: 'ravi', name: 'Ravi Kumar', active: true })
    expect(await getQueueView(RAVI, 'ravi', now)).toMatchObject({ ok: true, mine: true })
    expect(await getQueueView(RAVI, 'meera', now)).toEqual({ ok: false, problem: 'not-allowed' })

    const theirs = await getQueueView(OWNER, 'meera', now)
    if (!theirs.ok) throw new Error('an owner opens any queue')
    expect(theirs.mine).toBe(false)
    expect(theirs.member.name).toBe('Meera Iyer')
    expect(kinds(theirs.items)).toEqual(['late-brief'])
    expect(theirs.members?.map((m) => m.username).sort()).toEqual(['meera', 'priya', 'ravi'])
    expect(await getQueueView(OWNER, 'nobody', now)).toEqual({ ok: false, problem: 'not-found' })
  })
})
