import { milestonesOfBrief } from '~/server/db/response-times.server'
import { afterEach, beforeEach, expect, it } from 'vitest'
import { createTestDatabase, describeEachDatabase, type TestDatabase } from '../../../tests/db-utils'
import { seedApplicant, seedBrief } from '../../../tests/seed'
import { readCalendar } from '../../../tests/read-calendar'
import { shareWithClient } from '../../../tests/shortlist-seed'
import { createStaffMember } from '~/server/auth/staff.server'
import { findEmailsByAddress, readAttachments } from '~/server/db/email-outbox.server'
import { getApplicationCandidateId } from '~/server/db/job-applications.server'
import { getShortlistEntry } from '~/server/db/shortlist-entries.server'
import { writeBriefStatus } from '~/server/db/hire-briefs.server'
import { inTransaction } from '~/server/db/transaction.server'
import { answerClientShortlist } from '~/features/shortlists/index.server'
import { erasePersonalData, findPersonalData } from '~/features/privacy/index.server'
import { getMyWork } from '~/features/my-work/index.server'
import { actOnInterviewAsCandidate, actOnInterviewAsClient } from './act-on-interview.server'
import { cancelInterview } from './change-interview.server'
import { getEntryInterview } from './list-interviews.server'
import { proposeInterviewSlots } from './propose-interview-slots.server'
import { wallTimeToUtc } from './zoned-time'

const CLIENT = 'buyer@acme.example'
const CANDIDATE = 'asha@example.com'

const form = (fields: Record<string, string>) => {
  const data = new FormData()
  for (const [key, value] of Object.entries(fields)) data.set(key, value)
  return data
}

const at = (day: string, time: string) => {
  const result = wallTimeToUtc(day, time, 'Europe/London')
  if (!result.ok) throw new Error('no such time')
  return result.iso
}

describeEachDatabase('an interview from the client’s request to the calendars', (kind) => {
  let database: TestDatabase
  let briefId: number
  let entryId: number
  let token: string
  beforeEach(async () => {
    database = await createTestDatabase(kind, { SALES_INBOX: 'sales@brightpath.example' })
    await createStaffMember({
      username: 'priya',
      name: 'Priya Nair',
      email: 'priya@staff.example',
      password: 'another-long-enough-secret',
      role: 'recruiter',
    })
    briefId = await seedBrief(CLIENT, {
      company: 'Acme Retail',
      name: 'Meera Shah',
      country: 'United Kingdom',
    })
    const application = await seedApplicant(CANDIDATE, { over: { fullName: 'Asha Rao' } })
    const candidateId = (await getApplicationCandidateId(application)) as number
    ;({ entryId, token } = await shareWithClient(briefId, candidateId, CLIENT))
    const answered = await answerClientShortlist(
      token,
      form({ answer: 'interview', entry: String(entryId), note: 'Mornings' }),
    )
    expect(answered.ok).toBe(true)
  })
  afterEach(async () => {
    await database.cleanup()
  })

  it('takes a time once, sends one UID to all three, and cancels the reminders with the interview', async () => {
    // Monday after the clocks go forward in London: 10:00 BST is 09:00 UTC.
    const slots = [
      { startsAt: at('2027-03-29', '10:00'), minutes: 60, location: 'https://meet.example/a' },
      { startsAt: at('2027-03-30', '10:00'), minutes: 60, location: 'https://meet.example/a' },
    ]
    const proposed = await proposeInterviewSlots(briefId, entryId, { zone: 'Europe/London', slots }, 'priya')
    expect(proposed).toMatchObject({ ok: true })
    const interview = await getEntryInterview(entryId, null)
    const slot = interview?.slots[0]
    if (!interview || !slot) throw new Error('no interview')
    const pick = {
      intent: 'interview-pick',
      interview: String(interview.id),
      slot: String(slot.id),
      zone: 'Europe/London',
    }
    expect(await actOnInterviewAsClient(token, form(pick))).toMatchObject({ ok: true })
    // The same time again (another tab): refused, 409.
    expect(await actOnInterviewAsClient(token, form(pick))).toMatchObject({
      ok: false,
      status: 409,
      code: 'taken',
    })
    // Another candidate's address cannot confirm it.
    const confirm = form({
      intent: 'interview-confirm',
      interview: String(interview.id),
      zone: 'Asia/Kolkata',
    })
    expect(await actOnInterviewAsCandidate('someone@else.example', confirm)).toMatchObject({ status: 404 })
    expect(await actOnInterviewAsCandidate(CANDIDATE, confirm)).toMatchObject({ ok: true })
    expect((await getShortlistEntry(briefId, entryId))?.stage).toBe('interviewing')
    // The brief's pace counts the confirmed interview as its first.
    expect((await milestonesOfBrief(briefId))?.interviewAt).toBeTruthy()

    const invitations = (await findEmailsByAddress(CLIENT)).filter((m) =>
      m.subject.startsWith('Interview confirmed'),
    )
    expect(invitations).toHaveLength(1)
    const calendar = readCalendar(readAttachments(invitations[0]?.attachments ?? null)[0]?.content ?? '')
    expect(calendar).toMatchObject({
      method: 'REQUEST',
      sequence: 0,
      start: '2027-03-29T09:00:00Z',
      location: 'https://meet.example/a',
    })
    expect(String(calendar.organizer).toLowerCase()).toBe('mailto:priya@staff.example')
    expect(calendar.attendees).toEqual(['mailto:buyer@acme.example', 'mailto:asha@example.com'])
    const candidateMail = (await findEmailsByAddress(CANDIDATE)).find((m) =>
      m.subject.startsWith('Interview confirmed'),
    )
    expect(candidateMail?.text).toContain('Mon, 29 Mar 2027, 14:30–15:30 India time (IST)')

    const reminders = (await findEmailsByAddress(CLIENT)).filter((m) => m.subject.startsWith('Reminder'))
    expect(reminders.map((m) => m.notBefore).sort()).toEqual([
      '2027-03-28T09:00:00.000Z',
      '2027-03-29T08:00:00.000Z',
    ])

    expect(await cancelInterview({ side: 'owner', username: 'priya' }, interview.id, 'Filled')).toEqual({
      ok: true,
    })
    const after = (await findEmailsByAddress(CLIENT)).filter((m) => m.subject.startsWith('Reminder'))
    expect(after.every((m) => m.cancelledAt !== null)).toBe(true)
    const cancellation = (await findEmailsByAddress(CLIENT)).find((m) =>
      m.subject.startsWith('Interview cancelled'),
    )
    expect(readCalendar(readAttachments(cancellation?.attachments ?? null)[0]?.content ?? '')).toMatchObject({
      method: 'CANCEL',
      uid: calendar.uid,
      sequence: 1,
    })
    // A confirmation after the cancellation: refused, nothing stored.
    expect(await actOnInterviewAsCandidate(CANDIDATE, confirm)).toMatchObject({
      ok: false,
      status: 409,
      code: 'cancelled',
    })
  })

  it('is in the candidate’s privacy export and goes with their erasure', async () => {
    const slots = [
      { startsAt: at('2027-10-30', '10:00'), minutes: 30, location: 'Office, London' },
      { startsAt: at('2027-10-31', '10:00'), minutes: 30, location: 'Office, London' },
    ]
    expect(
      await proposeInterviewSlots(briefId, entryId, { zone: 'Europe/London', slots }, 'priya'),
    ).toMatchObject({ ok: true })
    const exported = await findPersonalData(CANDIDATE)
    // London in October: summer time on the 30th, GMT on the 31st.
    expect(exported.interviews[0]?.slots.map((s) => s.startsAt)).toEqual([
      '2027-10-30T09:00:00.000Z',
      '2027-10-31T10:00:00.000Z',
    ])
    await erasePersonalData(CANDIDATE, 'priya')
    expect(await getEntryInterview(entryId, null)).toBeNull()
  })

  it('puts a request for other times in the owner’s My work until they propose again; a past time is refused', async () => {
    const slots = [
      { startsAt: at('2027-03-29', '10:00'), minutes: 45, location: 'https://meet.example/a' },
      { startsAt: at('2027-03-29', '11:00'), minutes: 45, location: 'https://meet.example/a' },
    ]
    await proposeInterviewSlots(briefId, entryId, { zone: 'Europe/London', slots }, 'priya')
    const interview = await getEntryInterview(entryId, null)
    if (!interview) throw new Error('no interview')
    const queue = async () => (await getMyWork({ username: 'priya', role: 'owner' })).map((item) => item.key)
    // Times out: the interview waits on the client, not on the owner.
    expect(await queue()).not.toContain(`interview:${entryId}`)
    const ask = form({ intent: 'interview-other-times', interview: String(interview.id), note: '' })
    expect(await actOnInterviewAsClient(token, ask)).toMatchObject({ ok: false, status: 400 })
    ask.set('note', 'Thursday afternoons instead')
    expect(await actOnInterviewAsClient(token, ask)).toMatchObject({ ok: true })
    expect(await queue()).toContain(`interview-change:${interview.id}`)
    await proposeInterviewSlots(briefId, entryId, { zone: 'Europe/London', slots }, 'priya')
    expect(await queue()).not.toContain(`interview-change:${interview.id}`)
    // A link that no longer opens the page: 404 for one never issued.
    expect(await actOnInterviewAsClient('x'.repeat(43), ask)).toMatchObject({ ok: false, status: 404 })
  })

  it('refuses every step once the brief is closed, nothing stored', async () => {
    const slots = [
      { startsAt: at('2027-03-29', '10:00'), minutes: 30, location: 'https://meet.example/a' },
      { startsAt: at('2027-03-29', '11:00'), minutes: 30, location: 'https://meet.example/a' },
    ]
    await proposeInterviewSlots(briefId, entryId, { zone: 'Europe/London', slots }, 'priya')
    const interview = await getEntryInterview(entryId, null)
    if (!interview) throw new Error('no interview')
    await inTransaction((trx) => writeBriefStatus(trx, briefId, 'lost', 'Hired elsewhere'))
    const pick = {
      intent: 'interview-pick',
      interview: String(interview.id),
      slot: String(interview.slots[0]?.id),
      zone: 'UTC',
    }
    expect(await actOnInterviewAsClient(token, form(pick))).toMatchObject({
      ok: false,
      status: 409,
      code: 'closed',
    })
    expect((await getEntryInterview(entryId, null))?.state).toBe('proposed')
    expect(await proposeInterviewSlots(briefId, entryId, { zone: 'Europe/London', slots }, 'priya')).toEqual({
      ok: false,
      code: 'closed',
    })
  })
})
