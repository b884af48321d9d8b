import { afterEach, beforeEach, expect, it } from 'vitest'
import { createTestDatabase, describeEachDatabase, type TestDatabase } from '../../../tests/db-utils'
import { seedApplicant, seedBrief } from '../../../tests/seed'
import { shareWithClient } from '../../../tests/shortlist-seed'
import { createStaffMember } from '~/server/auth/staff.server'
import { getDatabase } from '~/server/db/client.server'
import { findEmailsByAddress } from '~/server/db/email-outbox.server'
import { getApplicationCandidateId } from '~/server/db/job-applications.server'
import { listRecordEvents } from '~/server/db/record-events.server'
import { getShortlistEntry } from '~/server/db/shortlist-entries.server'
import { writeBriefStatus } from '~/server/db/hire-briefs.server'
import { milestonesOfBrief } from '~/server/db/response-times.server'
import { inTransaction } from '~/server/db/transaction.server'
import { answerClientShortlist, placeCandidate } from '~/features/shortlists/index.server'
import { findPersonalData } from '~/features/privacy/index.server'
import { getMyWork, markSeen } from '~/features/my-work/index.server'
import { actOnInterviewAsCandidate, actOnInterviewAsClient } from './act-on-interview.server'
import { answerInterviewOutcome } from './answer-interview-outcome.server'
import { cancelInterview } from './change-interview.server'
import { getEntryInterview, openClientInterviews } from './list-interviews.server'
import { proposeInterviewSlots } from './propose-interview-slots.server'

const CLIENT = 'buyer@acme.example'
const CANDIDATE = 'asha@example.com'
const OWNER = { username: 'priya', role: 'owner' } as const

const form = (fields: Record<string, string>) => {
  const data = new FormData()
  for (const [key, value] of Object.entries(fields)) data.set(key, value)
  return data
}

const slots = [
  { startsAt: '2027-03-29T09:00:00.000Z', minutes: 60, location: 'https://meet.example/a' },
  { startsAt: '2027-03-30T09:00:00.000Z', minutes: 60, location: 'https://meet.example/a' },
]

describeEachDatabase('after the interview: the client’s answer and the offer', (kind) => {
  let database: TestDatabase
  let briefId: number
  let entryId: number
  let candidateId: number
  let token: string
  let interviewId: number

  /** Proposes, takes and confirms a time (the first proposed); returns the interview's id. */
  async function confirmed(): Promise<number> {
    expect(
      await proposeInterviewSlots(briefId, entryId, { zone: 'Europe/London', slots }, 'priya'),
    ).toMatchObject({ ok: true })
    const interview = await getEntryInterview(entryId, null)
    if (!interview?.slots[0]) throw new Error('no interview')
    const id = String(interview.id)
    const pick = { intent: 'interview-pick', interview: id, slot: String(interview.slots[0].id), zone: 'UTC' }
    expect(await actOnInterviewAsClient(token, form(pick))).toMatchObject({ ok: true })
    const confirm = form({ intent: 'interview-confirm', interview: id, zone: 'Asia/Kolkata' })
    expect(await actOnInterviewAsCandidate(CANDIDATE, confirm)).toMatchObject({ ok: true })
    return interview.id
  }

  /** The interview took place: its times moved a week into the past. */
  async function tookPlace(id: number) {
    const past = new Date(Date.now() - 7 * 86_400_000).toISOString()
    await getDatabase()
      .db.updateTable('interview_slots')
      .set({ starts_at: past })
      .where('interview_id', '=', id)
      .execute()
  }

  const outcome = (answer: string, note = '') =>
    form({ intent: 'interview-outcome', interview: String(interviewId), outcome: answer, note })

  const queue = async () => (await getMyWork(OWNER)).filter((item) => item.kind === 'interview-outcome')

  const changes = async (recordKind: 'brief' | 'candidate', id: number) =>
    (await listRecordEvents(recordKind, id)).flatMap((event) =>
      event.kind === 'shortlist' ? [{ change: event.data.change, stage: event.data.stage }] : [],
    )

  beforeEach(async () => {
    database = await createTestDatabase(kind, { SALES_INBOX: 'sales@brightpath.example' })
    await createStaffMember({
      username: 'priya',
      name: 'Priya Nair',
      email: 'priya@staff.example',
      password: 'another-long-enough-secret',
      role: 'owner',
    })
    briefId = await seedBrief(CLIENT, {
      company: 'Acme Retail',
      name: 'Meera Shah',
      country: 'United Kingdom',
    })
    await getDatabase()
      .db.updateTable('hire_briefs')
      .set({ assigned_to: 'priya' })
      .where('id', '=', briefId)
      .execute()
    const application = await seedApplicant(CANDIDATE, { over: { fullName: 'Asha Rao' } })
    candidateId = (await getApplicationCandidateId(application)) as number
    ;({ entryId, token } = await shareWithClient(briefId, candidateId, CLIENT))
    const answered = await answerClientShortlist(
      token,
      form({ answer: 'interview', entry: String(entryId), note: 'Mornings' }),
    )
    expect(answered.ok).toBe(true)
    interviewId = await confirmed()
  })
  afterEach(async () => {
    await database.cleanup()
  })

  it('asks the day after through the outbox; takes one answer; the offer recorded places the candidate on both timelines', async () => {
    // The question waits in the outbox for the day after the interview's end.
    const [ask] = (await findEmailsByAddress(CLIENT)).filter((m) =>
      m.subject.startsWith('How did the interview'),
    )
    expect(ask?.notBefore).toBe('2027-03-30T10:00:00.000Z')
    expect(ask?.text).toContain('Open your shortlist from the link in our earlier e-mail')
    // Before it took place: refused, 409.
    expect(await actOnInterviewAsClient(token, outcome('offer'))).toMatchObject({
      ok: false,
      status: 409,
      code: 'not-over',
    })
    expect((await openClientInterviews(token, null))?.interviews[0]).toMatchObject({ over: false })

    await tookPlace(interviewId)
    expect((await openClientInterviews(token, null))?.interviews[0]).toMatchObject({
      over: true,
      outcome: null,
    })
    // An answer that is none of the three: 400 at the choice, nothing stored.
    expect(await actOnInterviewAsClient(token, outcome('maybe'))).toMatchObject({
      ok: false,
      status: 400,
      field: 'outcome',
    })
    expect(await actOnInterviewAsClient(token, outcome('offer', 'Keen to start in May'))).toMatchObject({
      ok: true,
      done: 'interview-outcome',
    })
    // A second answer (another tab): 409, and the first stands.
    expect(await actOnInterviewAsClient(token, outcome('declined', 'Changed our minds'))).toMatchObject({
      ok: false,
      status: 409,
      code: 'answered',
    })
    const shown = (await openClientInterviews(token, null))?.interviews[0]
    expect(shown?.outcome).toEqual({ answer: 'offer', note: 'Keen to start in May', round: 1 })
    expect((await getShortlistEntry(briefId, entryId))?.stage).toBe('interviewing')
    // Answered: the question is not sent.
    const after = (await findEmailsByAddress(CLIENT)).find((m) => m.id === ask?.id)
    expect(after?.cancelledAt).not.toBeNull()

    // The owner's queue: record the offer, on the entry's page.
    const [item] = await queue()
    expect(item).toMatchObject({
      what: 'The client would like to make an offer: record it',
      link: `/admin/hire-briefs/${briefId}/shortlist/${entryId}#offer`,
      act: null,
      fromClient: true,
    })
    const placement = {
      placedOn: '2027-05-03',
      placedRateAmount: 5200,
      placedRateCurrency: 'GBP',
      placedRatePeriod: 'month',
    } as const
    expect(await placeCandidate(briefId, entryId, placement, 'priya')).toMatchObject({ ok: true })
    expect(await queue()).toEqual([])
    expect((await getShortlistEntry(briefId, entryId))?.stage).toBe('placed')
    expect((await milestonesOfBrief(briefId))?.placedAt).toBeTruthy()
    for (const [recordKind, id] of [
      ['brief', briefId],
      ['candidate', candidateId],
    ] as const) {
      expect((await changes(recordKind, id)).slice(-2)).toEqual([
        {
          change: 'Interview: the client would like to make an offer (Keen to start in May)',
          stage: undefined,
        },
        { change: 'Placed, starting 2027-05-03', stage: 'placed' },
      ])
    }
    // The client's note is theirs in the candidate's export too.
    const exported = await findPersonalData(CANDIDATE)
    expect(exported.interviews[0]?.outcomes).toMatchObject([
      { answer: 'offer', note: 'Keen to start in May' },
    ])
  })

  it('keeps one of two answers sent at once', async () => {
    await tookPlace(interviewId)
    const results = await Promise.all([
      answerInterviewOutcome(briefId, interviewId, { outcome: 'offer', note: null }),
      answerInterviewOutcome(briefId, interviewId, { outcome: 'declined', note: 'Too junior' }),
    ])
    expect(results.filter((r) => r.ok)).toHaveLength(1)
    expect(results.filter((r) => !r.ok)).toEqual([{ ok: false, code: 'answered' }])
    const rows = await getDatabase().db.selectFrom('interview_outcomes').selectAll().execute()
    expect(rows).toHaveLength(1)
    const stage = (await getShortlistEntry(briefId, entryId))?.stage
    expect(stage).toBe(rows[0]?.answer === 'declined' ? 'declined' : 'interviewing')
  })

  it('not this time: needs the reason (400 at the field), then declines the entry with it until the owner has seen it', async () => {
    await tookPlace(interviewId)
    expect(await actOnInterviewAsClient(token, outcome('declined', '   '))).toMatchObject({
      ok: false,
      status: 400,
      field: 'note',
      message: 'Tell us briefly why, so we can find a better match.',
    })
    expect(await getDatabase().db.selectFrom('interview_outcomes').selectAll().execute()).toEqual([])
    expect(
      await actOnInterviewAsClient(token, outcome('declined', 'Too junior for the lead role')),
    ).toMatchObject({
      ok: true,
    })
    const entry = await getShortlistEntry(briefId, entryId)
    expect(entry).toMatchObject({ stage: 'declined', clientNote: 'Too junior for the lead role' })
    expect((await changes('candidate', candidateId)).at(-1)).toEqual({
      change: 'Interview: the client said not this time (Too junior for the lead role)',
      stage: 'declined',
    })
    const [item] = await queue()
    expect(item?.act).toMatchObject({ intent: 'seen' })
    if (item?.act?.intent !== 'seen') throw new Error('no act')
    expect(await markSeen(OWNER, item.act.eventId)).toEqual({ ok: true })
    expect(await queue()).toEqual([])
  })

  it('another round: the owner proposes new times as a new calendar event; the second round is asked about again', async () => {
    const first = await getDatabase().db.selectFrom('interviews').select('uid').executeTakeFirstOrThrow()
    await tookPlace(interviewId)
    expect(await actOnInterviewAsClient(token, outcome('another-round', 'With our CTO'))).toMatchObject({
      ok: true,
    })
    expect(await getEntryInterview(entryId, null)).toMatchObject({
      state: 'next-round',
      round: 2,
      slots: [],
      outcome: { answer: 'another-round', note: 'With our CTO', round: 1 },
    })
    const [item] = await queue()
    expect(item).toMatchObject({
      what: 'The client asked for another interview round: propose new times',
      link: `/admin/hire-briefs/${briefId}/shortlist/${entryId}/interview`,
    })
    interviewId = await confirmed()
    expect(await queue()).toEqual([])
    const second = await getDatabase()
      .db.selectFrom('interviews')
      .select(['uid', 'round'])
      .executeTakeFirstOrThrow()
    expect(second.round).toBe(2)
    expect(second.uid).not.toBe(first.uid)
    const invitations = (await findEmailsByAddress(CLIENT)).filter((m) =>
      m.subject.startsWith('Interview confirmed'),
    )
    expect(invitations).toHaveLength(2)
    expect((await changes('brief', briefId)).map((c) => c.change)).toContain(
      'Interview: 2 times proposed to the client for round 2',
    )
    await tookPlace(interviewId)
    expect((await getEntryInterview(entryId, null))?.outcome).toBeNull()
    expect(await actOnInterviewAsClient(token, outcome('offer'))).toMatchObject({ ok: true })
  })

  it('cancels the day-after question with the interview; refuses an answer after the brief closed, nothing stored', async () => {
    await cancelInterview({ side: 'owner', username: 'priya' }, interviewId, 'Filled')
    const ask = (await findEmailsByAddress(CLIENT)).find((m) => m.subject.startsWith('How did the interview'))
    expect(ask?.cancelledAt).not.toBeNull()

    interviewId = await confirmed()
    await tookPlace(interviewId)
    await inTransaction((trx) => writeBriefStatus(trx, briefId, 'lost', 'Hired elsewhere'))
    expect(await actOnInterviewAsClient(token, outcome('offer'))).toMatchObject({
      ok: false,
      status: 409,
      code: 'closed',
    })
    expect(await getDatabase().db.selectFrom('interview_outcomes').selectAll().execute()).toEqual([])
    expect((await getShortlistEntry(briefId, entryId))?.stage).toBe('interviewing')
    // The candidate's page cannot answer for the client.
    expect(await actOnInterviewAsCandidate(CANDIDATE, outcome('offer'))).toMatchObject({
      ok: false,
      status: 400,
    })
  })
})
