import { afterEach, beforeEach, expect, it } from 'vitest'
import { createTestDatabase, describeEachDatabase, type TestDatabase } from '../../../tests/db-utils'
import { seedApplicant, seedBrief } from '../../../tests/seed'
import { giveConsent } from '../../../tests/shortlist-seed'
import { getMyWork, markSeen } from '~/features/my-work/index.server'
import { erasePersonalData, exportPersonalData } from '~/features/privacy/index.server'
import { openStatusLink, requestStatusLink } from '~/features/status-page/index.server'
import { createStaffMember } from '~/server/auth/staff.server'
import { listAuditLog } from '~/server/db/audit-log.server'
import { findEmailsByAddress } from '~/server/db/email-outbox.server'
import { assignHireBrief } from '~/server/db/hire-briefs.server'
import { getApplicationCandidateId } from '~/server/db/job-applications.server'
import { listRecordEvents } from '~/server/db/record-events.server'
import { getShortlistEntry, listClientShortlist } from '~/server/db/shortlist-entries.server'
import { addToShortlist } from './add-to-shortlist.server'
import { answerClientShortlist, openClientShortlist } from './answer-shortlist.server'
import { answerPutForwardRequest } from './answer-put-forward.server'
import { askCandidate } from './ask-candidate.server'
import { PUT_FORWARD_MESSAGES } from './contract'
import { listPutForwardRequests } from './list-put-forward-requests.server'
import { moveShortlistStage } from './move-shortlist-stage.server'
import { openClientProfile } from './open-client-profile.server'
import { overrideConsent } from './override-consent.server'
import { previewShare, shareShortlist } from './share-shortlist.server'
import { takePutForwardAnswer } from './take-put-forward-answer.server'
import { updateShortlistEntry } from './update-shortlist-entry.server'

const ENTRY = {
  rateAmount: 5200,
  rateCurrency: 'GBP' as const,
  ratePeriod: 'month' as const,
  availableOn: null,
  noticeWeeks: 4,
  pitch: 'Led the checkout rewrite at a London retailer.',
}
const CLIENT = 'buyer@acme.example'
const ASHA = 'asha@example.com'
const ASK = { sector: 'Retail', nameCompany: false }
const ASKER = { mayNameCompany: false }

const form = (fields: Record<string, string>) => {
  const data = new FormData()
  for (const [key, value] of Object.entries(fields)) data.set(key, value)
  return data
}

const requestMails = async (address: string) =>
  (await findEmailsByAddress(address)).filter((m) => m.subject.startsWith('May we put you forward'))

describeEachDatabase('the candidate’s consent to be put forward', (kind) => {
  let database: TestDatabase
  let briefId: number
  let ashaEntry: number
  let kiranEntry: number

  beforeEach(async () => {
    database = await createTestDatabase(kind, { SALES_INBOX: 'sales@brightpath.example' })
    await createStaffMember({
      username: 'meera',
      name: 'Meera Iyer',
      email: 'meera@staff.example',
      password: 'another-long-enough-secret',
      role: 'owner',
    })
    briefId = await seedBrief(CLIENT, {
      company: 'Acme Retail',
      country: 'United Kingdom',
      role: 'developer',
    })
    await assignHireBrief(briefId, 'meera')
    const entryOf = async (email: string, fullName: string) => {
      const candidate = (await getApplicationCandidateId(
        await seedApplicant(email, { over: { fullName } }),
      )) as number
      const added = await addToShortlist(briefId, candidate, 'meera')
      if (!added.ok) throw new Error('not added')
      await updateShortlistEntry(briefId, added.entryId, ENTRY, 'meera')
      return added.entryId
    }
    ashaEntry = await entryOf(ASHA, 'Asha Rao')
    kiranEntry = await entryOf('kiran@example.com', 'Kiran Shah')
  })

  afterEach(async () => {
    await database.cleanup()
  })

  it('asks by e-mail (Reply-To the owner, the client by sector and country), with a link that signs in', async () => {
    expect((await getShortlistEntry(briefId, ashaEntry))?.consent).toBe('not-asked')
    expect(await askCandidate(briefId, ashaEntry, ASK, 'meera', ASKER)).toEqual({ ok: true })

    const [mail, ...more] = await requestMails(ASHA)
    expect(more).toEqual([])
    expect(mail).toMatchObject({ to: ASHA, replyTo: 'meera@staff.example' })
    expect(mail?.text).toContain('Retail · United Kingdom')
    expect(mail?.text).toContain('GBP 5,200 per month')
    expect(mail?.text).toContain('4 weeks’ notice')
    // The company is named only when staff chose to.
    expect(mail?.text).not.toContain('Acme')
    const token = /\?token=([\w-]{43})/.exec(mail?.text ?? '')?.[1]
    expect(token).toBeDefined()
    expect(await openStatusLink(token ?? '')).toMatch(/^bp_status=|=/)

    expect((await getShortlistEntry(briefId, ashaEntry))?.consent).toBe('awaiting')
    for (const [recordKind, id] of [
      ['brief', briefId],
      ['candidate', (await getShortlistEntry(briefId, ashaEntry))?.candidateId ?? 0],
    ] as const) {
      const events = await listRecordEvents(recordKind, id)
      expect(events.at(-1)).toMatchObject({
        kind: 'shortlist',
        actor: 'meera',
        data: { consent: 'asked', change: expect.stringContaining('Retail · United Kingdom') },
      })
    }
    expect((await listAuditLog()).items.map((a) => a.action)).toContain('shortlist.consent-asked')

    // Naming the company needs the right, and then the request names it.
    expect(await askCandidate(briefId, kiranEntry, { ...ASK, nameCompany: true }, 'meera', ASKER)).toEqual({
      ok: false,
      code: 'name-not-allowed',
    })
    await askCandidate(briefId, kiranEntry, { ...ASK, nameCompany: true }, 'meera', { mayNameCompany: true })
    expect((await requestMails('kiran@example.com'))[0]?.text).toContain(
      'Acme Retail · Retail · United Kingdom',
    )
  })

  it('asks only when the rate and the start are written, and never after a yes', async () => {
    await updateShortlistEntry(briefId, ashaEntry, { ...ENTRY, noticeWeeks: null }, 'meera')
    expect(await askCandidate(briefId, ashaEntry, ASK, 'meera', ASKER)).toEqual({
      ok: false,
      code: 'needs-terms',
    })
    await giveConsent(kiranEntry)
    expect(await askCandidate(briefId, kiranEntry, ASK, 'meera', ASKER)).toEqual({
      ok: false,
      code: 'not-askable',
    })
    expect(await requestMails(ASHA)).toEqual([])
  })

  it('hides a candidate who has not agreed from the client’s page, profile and answers, in the query', async () => {
    await giveConsent(kiranEntry)
    await askCandidate(briefId, ashaEntry, ASK, 'meera', ASKER)
    const preview = await previewShare(briefId, 'meera')
    expect(preview?.awaitingNames).toEqual(['Asha Rao'])
    expect(preview?.page.entries.map((e) => e.displayName)).toEqual(['Kiran S.'])
    expect(await shareShortlist(briefId, 'meera')).toMatchObject({ ok: true, shared: 1 })
    const mail = (await findEmailsByAddress(CLIENT)).find((m) => m.subject.startsWith('Your shortlist'))
    expect(mail?.text).toContain('one candidate')
    const token = /\/shortlist\/([\w-]{43})/.exec(mail?.text ?? '')?.[1] ?? ''

    // Both entries are shared; only Kiran agreed.
    expect((await getShortlistEntry(briefId, ashaEntry))?.stage).toBe('shared')
    expect((await listClientShortlist(briefId)).map((e) => e.id)).toEqual([kiranEntry])
    expect(await openClientProfile(token, String(ashaEntry))).toEqual({ state: 'not-on-list' })
    expect(
      await answerClientShortlist(
        token,
        form({ answer: 'interview', entry: String(ashaEntry), note: 'Monday' }),
      ),
    ).toMatchObject({ ok: false, code: 'not-on-list' })

    // Her yes puts her on the page, without sharing again.
    expect(await answerPutForwardRequest(ASHA, { intent: 'put-forward-accept', entry: ashaEntry })).toEqual({
      ok: true,
      answer: 'accepted',
    })
    const page = await openClientShortlist(token, { countView: false })
    expect(page.state === 'live' ? page.entries.map((e) => e.displayName) : []).toEqual([
      'Asha R.',
      'Kiran S.',
    ])
    expect(await openClientProfile(token, String(ashaEntry))).toMatchObject({ state: 'live' })
  })

  it('shows the request on the candidate’s page and takes a correction, then refuses a second answer', async () => {
    await askCandidate(briefId, ashaEntry, ASK, 'meera', ASKER)
    expect(await listPutForwardRequests(ASHA)).toEqual([
      expect.objectContaining({
        entryId: ashaEntry,
        client: 'Retail · United Kingdom',
        role: 'Developer',
        rateAmount: 5200,
        consent: 'awaiting',
      }),
    ])
    // Nobody else's page shows it, and nobody else can answer it.
    expect(await listPutForwardRequests('kiran@example.com')).toEqual([])
    expect(
      await answerPutForwardRequest('kiran@example.com', { intent: 'put-forward-accept', entry: ashaEntry }),
    ).toEqual({ ok: false, code: 'notFound' })

    // A bad value is said at its field, with a 400, and nothing stored.
    const bad = await takePutForwardAnswer(
      ASHA,
      form({
        intent: 'put-forward-correct',
        entry: String(ashaEntry),
        rateAmount: 'lots',
        availability: 'date',
        availableOn: '',
      }),
    )
    expect(bad).toMatchObject({
      ok: false,
      status: 400,
      reply: {
        entryId: ashaEntry,
        problem: PUT_FORWARD_MESSAGES.problems.invalid,
        fieldErrors: {
          rateAmount: ['Enter the rate as a number, such as 45 or 5,200.'],
          availableOn: ['Enter the day they can start.'],
        },
        values: { rateAmount: 'lots' },
      },
    })
    const unchanged = await takePutForwardAnswer(
      ASHA,
      form({
        intent: 'put-forward-correct',
        entry: String(ashaEntry),
        rateAmount: '5,200',
        availability: 'notice',
        noticeWeeks: '4',
      }),
    )
    expect(unchanged).toMatchObject({
      ok: false,
      status: 400,
      reply: { problem: PUT_FORWARD_MESSAGES.problems.nothingChanged },
    })
    expect((await getShortlistEntry(briefId, ashaEntry))?.consent).toBe('awaiting')

    const corrected = await takePutForwardAnswer(
      ASHA,
      form({
        intent: 'put-forward-correct',
        entry: String(ashaEntry),
        rateAmount: '5,600',
        availability: 'date',
        availableOn: '2030-02-01',
        note: 'Notice ends in January.',
      }),
    )
    expect(corrected).toEqual({ ok: true, answer: 'corrected' })
    expect(await getShortlistEntry(briefId, ashaEntry)).toMatchObject({
      consent: 'corrected',
      rateAmount: 5600,
      availableOn: '2030-02-01',
      noticeWeeks: null,
      consentNote: 'Notice ends in January.',
    })
    const events = await listRecordEvents('brief', briefId)
    expect(events.at(-1)).toMatchObject({
      actor: null,
      data: {
        consent: 'corrected',
        change: expect.stringContaining('GBP 5,600 per month'),
      },
    })

    // The owner finds it in My work until they mark it seen.
    const meera = { username: 'meera', role: 'owner' } as const
    const [item] = (await getMyWork(meera)).filter((i) => i.kind === 'candidate-answer')
    expect(item).toMatchObject({
      what: 'A candidate corrected their rate or start, and agreed',
      detail: 'Asha Rao',
      link: `/admin/hire-briefs/${briefId}#shortlist`,
    })
    if (item?.act?.intent !== 'seen') throw new Error('no seen act')
    expect(await markSeen(meera, item.act.eventId)).toEqual({ ok: true })
    expect((await getMyWork(meera)).filter((i) => i.kind === 'candidate-answer')).toEqual([])

    // A second answer is refused (409), nothing changed.
    expect(
      await takePutForwardAnswer(ASHA, form({ intent: 'put-forward-decline', entry: String(ashaEntry) })),
    ).toMatchObject({
      ok: false,
      status: 409,
      reply: { problem: PUT_FORWARD_MESSAGES.problems.alreadyAnswered },
    })
    expect((await getShortlistEntry(briefId, ashaEntry))?.stage).toBe('proposed')
    expect(await listPutForwardRequests(ASHA)).toEqual([expect.objectContaining({ consent: 'corrected' })])
  })

  it('keeps one of two answers sent at the same moment', async () => {
    await askCandidate(briefId, ashaEntry, ASK, 'meera', ASKER)
    const results = await Promise.all([
      answerPutForwardRequest(ASHA, { intent: 'put-forward-accept', entry: ashaEntry }),
      answerPutForwardRequest(ASHA, { intent: 'put-forward-decline', entry: ashaEntry, reason: 'Busy' }),
    ])
    expect(results.filter((r) => r.ok)).toHaveLength(1)
    expect(results.filter((r) => !r.ok)).toEqual([{ ok: false, code: 'alreadyAnswered' }])
    const answers = (await listRecordEvents('brief', briefId)).filter(
      (e) => e.kind === 'shortlist' && e.data.consent && e.data.consent !== 'asked',
    )
    expect(answers).toHaveLength(1)
    const entry = await getShortlistEntry(briefId, ashaEntry)
    expect(entry?.consent).toBe(results[0]?.ok ? 'given' : 'declined')
  })

  it('withdraws the entry on a "no", refuses an answer to a withdrawn request, and no override over a "no"', async () => {
    await askCandidate(briefId, ashaEntry, ASK, 'meera', ASKER)
    await askCandidate(briefId, kiranEntry, ASK, 'meera', ASKER)
    expect(
      await answerPutForwardRequest(ASHA, {
        intent: 'put-forward-decline',
        entry: ashaEntry,
        reason: 'Staying put.',
      }),
    ).toEqual({ ok: true, answer: 'declined' })
    expect(await getShortlistEntry(briefId, ashaEntry)).toMatchObject({
      stage: 'withdrawn',
      consent: 'declined',
      consentNote: 'Staying put.',
    })
    expect(await overrideConsent(briefId, ashaEntry, 'Spoke to her', 'meera')).toEqual({
      ok: false,
      code: 'not-overridable',
    })
    // Her own "no" withdrew the entry: a later answer is told it was answered, not withdrawn by staff.
    expect(await answerPutForwardRequest(ASHA, { intent: 'put-forward-accept', entry: ashaEntry })).toEqual({
      ok: false,
      code: 'alreadyAnswered',
    })

    await moveShortlistStage(briefId, kiranEntry, 'withdrawn', undefined, 'meera')
    expect(
      await answerPutForwardRequest('kiran@example.com', { intent: 'put-forward-accept', entry: kiranEntry }),
    ).toEqual({ ok: false, code: 'withdrawn' })
    expect(await listPutForwardRequests('kiran@example.com')).toEqual([])
  })

  it('lets an owner put a candidate forward without an answer, with the reason audited and on both timelines', async () => {
    await askCandidate(briefId, ashaEntry, ASK, 'meera', ASKER)
    expect(await overrideConsent(briefId, ashaEntry, 'Agreed on the phone on 3 June.', 'meera')).toEqual({
      ok: true,
    })
    const entry = await getShortlistEntry(briefId, ashaEntry)
    expect(entry).toMatchObject({
      consent: 'overridden',
      consentOverrideReason: 'Agreed on the phone on 3 June.',
    })
    for (const [recordKind, id] of [
      ['brief', briefId],
      ['candidate', entry?.candidateId ?? 0],
    ] as const) {
      expect((await listRecordEvents(recordKind, id)).at(-1)).toMatchObject({
        actor: 'meera',
        data: { consent: 'overridden', change: expect.stringContaining('Agreed on the phone') },
      })
    }
    const audit = (await listAuditLog()).items.find((a) => a.action === 'shortlist.consent-overridden')
    expect(audit?.target).toContain('Agreed on the phone on 3 June.')
    // Her answer now finds nothing to answer.
    expect(await answerPutForwardRequest(ASHA, { intent: 'put-forward-accept', entry: ashaEntry })).toEqual({
      ok: false,
      code: 'alreadyAnswered',
    })
    expect((await listClientShortlist(briefId)).map((e) => e.id)).toEqual([])
    await shareShortlist(briefId, 'meera')
    expect((await listClientShortlist(briefId)).map((e) => e.id)).toEqual([ashaEntry])
  })

  it('sends a status link to someone asked about, exports the consent and erases it with the person', async () => {
    await askCandidate(briefId, ashaEntry, ASK, 'meera', ASKER)
    await answerPutForwardRequest(ASHA, { intent: 'put-forward-accept', entry: ashaEntry })
    await requestStatusLink(ASHA)
    expect((await findEmailsByAddress(ASHA)).map((m) => m.subject)).toContainEqual(
      expect.stringMatching(/^Your link to your applications/),
    )

    const exported = await exportPersonalData(ASHA, 'ops-admin')
    expect(exported.candidate?.shortlistEntries[0]?.consent).toMatchObject({
      state: 'given',
      clientSector: 'Retail',
      clientNamed: null,
      askedAt: expect.any(String),
      answeredAt: expect.any(String),
    })
    expect(exported.candidate?.timeline.filter((e) => e.kind === 'shortlist').map((e) => e.data)).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ consent: 'asked' }),
        expect.objectContaining({ consent: 'accepted' }),
      ]),
    )

    await erasePersonalData(ASHA, 'ops-admin')
    expect(await getShortlistEntry(briefId, ashaEntry)).toBeUndefined()
    expect(JSON.stringify(await listRecordEvents('brief', briefId))).not.toContain('Asha')
    expect(await listPutForwardRequests(ASHA)).toEqual([])
  })
})
