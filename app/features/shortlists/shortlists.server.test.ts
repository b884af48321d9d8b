import { afterEach, beforeEach, expect, it } from 'vitest'
import { giveConsent } from '../../../tests/shortlist-seed'
import { createTestDatabase, describeEachDatabase, type TestDatabase } from '../../../tests/db-utils'
import { seedApplicant, seedBrief } from '../../../tests/seed'
import { exportPersonalData, erasePersonalData } from '~/features/privacy/index.server'
import { changeStaffKeepingAnOwner, createStaffMember } from '~/server/auth/staff.server'
import { notifyQueues } from '~/features/my-work/index.server'
import { addNote } from '~/features/timeline/index.server'
import { sendRecordEmail } from '~/features/email/index.server'
import { findRecord } from '~/features/timeline/index.server'
import { findEmailsByAddress, listRecordEmails } from '~/server/db/email-outbox.server'
import { assignHireBrief, getHireBrief, listHireBriefStages } from '~/server/db/hire-briefs.server'
import { getApplicationCandidateId } from '~/server/db/job-applications.server'
import { listRecordEvents } from '~/server/db/record-events.server'
import { mergeCandidates } from '~/features/candidates/index.server'
import { listAuditLog } from '~/server/db/audit-log.server'
import { inTransaction, startTransaction } from '~/server/db/transaction.server'
import { listShortlist } from '~/server/db/shortlist-entries.server'
import { hashLinkToken } from '~/server/security/link-tokens.server'
import { addToShortlist } from './add-to-shortlist.server'
import { answerClientShortlist, openClientShortlist } from './answer-shortlist.server'
import { getBriefShortlist } from './get-brief-shortlist.server'
import { moveShortlistEntry } from './move-shortlist-entry.server'
import { moveShortlistStage } from './move-shortlist-stage.server'
import { placeCandidate } from './place-candidate.server'
import { recordClientAnswer } from './record-client-answer.server'
import { removeFromShortlist } from './remove-from-shortlist.server'
import { revokeShortlist } from './revoke-shortlist.server'
import { shareShortlist } from './share-shortlist.server'
import { updateShortlistEntry } from './update-shortlist-entry.server'
import { getLatestShortlistLink } from '~/server/db/shortlist-links.server'

const ENTRY = {
  rateAmount: 45,
  rateCurrency: 'USD' as const,
  ratePeriod: 'hour' as const,
  availableOn: null,
  noticeWeeks: 2,
  pitch: 'Six years of Go payments work; led a ledger rewrite.',
}

/** The e-mails to (or about) an address, oldest first. */
async function mailTo(address: string) {
  return (await findEmailsByAddress(address)).sort((a, b) => a.id - b.id)
}

/** The token of the newest shortlist e-mail to `to`, read from its link. */
async function tokenSentTo(to: string): Promise<string> {
  const mail = (await mailTo(to)).filter((m) => m.to === to && m.subject.startsWith('Your shortlist')).at(-1)
  const token = /\/shortlist\/([A-Za-z0-9_-]{43})/.exec(mail?.text ?? '')?.[1]
  if (!token) throw new Error('no shortlist link sent')
  return token
}

const answer = (fields: Record<string, string>) => {
  const form = new FormData()
  for (const [key, value] of Object.entries(fields)) form.set(key, value)
  return form
}

describeEachDatabase('a brief’s shortlist, shared with its client', (kind) => {
  let database: TestDatabase
  let briefId: number
  let asha: number
  let kiran: number
  beforeEach(async () => {
    database = await createTestDatabase(kind, { SALES_INBOX: 'sales@brightpath.example' })
    briefId = await seedBrief('buyer@acme.example', { company: 'Acme Retail', name: 'Meera Shah' })
    asha = (await getApplicationCandidateId(
      await seedApplicant('asha@example.com', { over: { fullName: 'Asha Rao', phone: '+91 99999 11111' } }),
    )) as number
    kiran = (await getApplicationCandidateId(
      await seedApplicant('kiran@example.com', { over: { fullName: 'Kiran Mehta Singh' } }),
    )) as number
  })
  afterEach(async () => {
    await database.cleanup()
  })

  async function shortlistBoth() {
    const a = await addToShortlist(briefId, asha, 'priya')
    const k = await addToShortlist(briefId, kiran, 'priya')
    if (!a.ok || !k.ok) throw new Error('not added')
    await giveConsent(a.entryId)
    await giveConsent(k.entryId)
    await updateShortlistEntry(briefId, a.entryId, ENTRY, 'priya')
    await updateShortlistEntry(
      briefId,
      k.entryId,
      { ...ENTRY, availableOn: '2030-03-01', noticeWeeks: null },
      'priya',
    )
    return { ashaEntry: a.entryId, kiranEntry: k.entryId }
  }

  it('adds a candidate once, keeps staff’s order, and removes one', async () => {
    const { ashaEntry, kiranEntry } = await shortlistBoth()
    expect(await addToShortlist(briefId, asha, 'priya')).toEqual({ ok: false, code: 'already-listed' })
    expect((await listShortlist(briefId)).map((e) => e.fullName)).toEqual(['Asha Rao', 'Kiran Mehta Singh'])
    expect(await moveShortlistEntry(briefId, kiranEntry, 'up')).toEqual({ ok: true })
    expect(await moveShortlistEntry(briefId, kiranEntry, 'up')).toEqual({ ok: false, code: 'at-the-end' })
    expect(await moveShortlistEntry(briefId + 1, kiranEntry, 'down')).toEqual({
      ok: false,
      code: 'not-found',
    })
    expect((await listShortlist(briefId)).map((e) => e.fullName)).toEqual(['Kiran Mehta Singh', 'Asha Rao'])
    expect(await removeFromShortlist(briefId, ashaEntry, 'priya')).toBe(true)
    expect((await listShortlist(briefId)).map((e) => e.fullName)).toEqual(['Kiran Mehta Singh'])
    // Every change is on the brief's timeline and the candidate's.
    const onBrief = (await listRecordEvents('brief', briefId)).map((e) =>
      e.kind === 'shortlist' ? e.data.change : e.kind,
    )
    expect(onBrief).toEqual([
      'received',
      'Added to the shortlist',
      'Added to the shortlist',
      'Rate, availability and pitch updated',
      'Rate, availability and pitch updated',
      'Removed from the shortlist',
    ])
    expect((await listRecordEvents('candidate', asha)).map((e) => e.actor)).toEqual([
      'priya',
      'priya',
      'priya',
    ])
  })

  it('will not share a proposed candidate without a rate, availability and pitch', async () => {
    const added = await addToShortlist(briefId, asha, 'priya')
    expect(await shareShortlist(briefId, 'meera')).toEqual({
      ok: false,
      code: 'incomplete',
      names: ['Asha Rao'],
      entries: [{ id: added.ok ? added.entryId : 0, name: 'Asha Rao' }],
    })
    expect(
      (await mailTo('buyer@acme.example')).filter((m) => m.subject.startsWith('Your shortlist')),
    ).toEqual([])
  })

  it('shares by e-mail with a link of which only the hash is kept; a new share and "Revoke link" end the old one', async () => {
    await shortlistBoth()
    const shared = await shareShortlist(briefId, 'meera')
    expect(shared).toMatchObject({ ok: true, shared: 2 })
    const token = await tokenSentTo('buyer@acme.example')
    const link = await getLatestShortlistLink(briefId)
    expect(link?.tokenHash).toBe(hashLinkToken(token))
    expect(JSON.stringify(link)).not.toContain(token)
    // At least 128 random bits: 43 base64url characters hold 256.
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/)
    // Thirty days by default.
    const days = (Date.parse(link?.expiresAt ?? '') - Date.parse(link?.createdAt ?? '')) / 86_400_000
    expect(days).toBe(30)
    // Sharing moves a new brief to "Proposal sent", on its timeline with who did it.
    expect((await getHireBrief(briefId))?.status).toBe('proposal')
    expect((await listHireBriefStages(briefId)).proposal?.by).toBe('meera')

    const page = await openClientShortlist(token, { countView: true })
    expect(page.state).toBe('live')
    await shareShortlist(briefId, 'meera')
    expect((await openClientShortlist(token, { countView: true })).state).toBe('gone')
    const second = await tokenSentTo('buyer@acme.example')
    expect(second).not.toBe(token)
    expect((await openClientShortlist(second, { countView: true })).state).toBe('live')
    expect(await revokeShortlist(briefId, 'HB', 'meera')).toBe(true)
    expect((await openClientShortlist(second, { countView: true })).state).toBe('gone')
    expect((await openClientShortlist('x'.repeat(43), { countView: true })).state).toBe('unknown')
    expect((await openClientShortlist('../../etc', { countView: true })).state).toBe('unknown')
  })

  it('expires the link after its days', async () => {
    await shortlistBoth()
    await shareShortlist(briefId, 'meera', { now: new Date('2020-01-01T00:00:00Z') })
    const token = await tokenSentTo('buyer@acme.example')
    expect(
      (await openClientShortlist(token, { countView: true, now: new Date('2020-01-30T23:00:00Z') })).state,
    ).toBe('live')
    expect(
      (await openClientShortlist(token, { countView: true, now: new Date('2020-02-01T00:00:00Z') })).state,
    ).toBe('gone')
  })

  it('shows the client first name and initial, headline, skills, years, rate, availability and pitch, nothing private', async () => {
    await shortlistBoth()
    await shareShortlist(briefId, 'meera')
    const page = await openClientShortlist(await tokenSentTo('buyer@acme.example'), { countView: true })
    if (page.state !== 'live') throw new Error('not live')
    expect(page.entries.map((e) => e.displayName)).toEqual(['Asha R.', 'Kiran S.'])
    expect(Object.keys(page.entries[0] ?? {}).sort()).toEqual(
      [
        'answeredAt',
        'availableOn',
        'clientNote',
        'displayName',
        'headline',
        'id',
        'noticeWeeks',
        'pitch',
        'rateAmount',
        'rateCurrency',
        'ratePeriod',
        'skills',
        'stage',
        'yearsOfExperience',
      ].sort(),
    )
    const everything = JSON.stringify(page)
    for (const secret of [
      'asha@example.com',
      '+91 99999 11111',
      'ID-4455-6677',
      '12 LPA',
      '8 LPA',
      'MG Road',
      'Rao',
      '.pdf',
    ]) {
      expect(everything).not.toContain(secret)
    }
  })

  it('counts each view on the brief without keeping anything about the client', async () => {
    await shortlistBoth()
    await shareShortlist(briefId, 'meera')
    const token = await tokenSentTo('buyer@acme.example')
    await openClientShortlist(token, { countView: true })
    await openClientShortlist(token, { countView: true })
    await openClientShortlist(token, { countView: false })
    const { link } = await getBriefShortlist(briefId)
    expect(link).toMatchObject({
      state: 'live',
      views: 2,
      firstViewedAt: expect.any(String),
      lastViewedAt: expect.any(String),
    })
    expect(Object.keys((await getLatestShortlistLink(briefId)) ?? {}).sort()).toEqual(
      [
        'briefId',
        'createdAt',
        'createdBy',
        'expiresAt',
        'firstViewedAt',
        'id',
        'lastViewedAt',
        'revokedAt',
        'tokenHash',
        'views',
      ].sort(),
    )
  })

  it('takes the client’s interview request and decline, shows them on the brief at once, and tells the assigned member once each', async () => {
    const { ashaEntry, kiranEntry } = await shortlistBoth()
    await createStaffMember({
      username: 'ravi',
      email: 'ravi@staff.example',
      password: 'another-long-enough-secret',
      role: 'sales',
    })
    await assignHireBrief(briefId, 'ravi')
    await shareShortlist(briefId, 'meera')
    // The notifier (started with the server) has read Ravi's queue before the client answers.
    await notifyQueues()
    const token = await tokenSentTo('buyer@acme.example')

    expect(
      await answerClientShortlist(
        token,
        answer({ answer: 'declined', entry: String(kiranEntry), note: '  ' }),
      ),
    ).toMatchObject({
      ok: false,
      code: 'invalid',
      entryId: kiranEntry,
      message: 'Tell us briefly why, so we can find a better match.',
    })
    expect(
      await answerClientShortlist(
        token,
        answer({ answer: 'interview', entry: String(ashaEntry), note: 'Tue or Wed, 10:00–13:00 CET' }),
      ),
    ).toEqual({ ok: true, entryId: ashaEntry, answer: 'interview', changed: false })
    // One answer, one e-mail to its owner: from My work's notifier, however often it reads the queue.
    expect(await mailTo('ravi@staff.example')).toEqual([])
    await notifyQueues()
    await notifyQueues()
    expect((await mailTo('ravi@staff.example')).map((m) => m.subject)).toEqual([
      expect.stringMatching(/^My work: The client asked to interview a candidate \(hiring brief HB-/),
    ])
    expect(
      await answerClientShortlist(
        token,
        answer({ answer: 'declined', entry: String(kiranEntry), note: 'Needs more Kafka.' }),
      ),
    ).toEqual({ ok: true, entryId: kiranEntry, answer: 'declined', changed: false })
    expect(
      await answerClientShortlist(
        token,
        answer({ answer: 'interview', entry: String(kiranEntry), note: 'Changed my mind' }),
      ),
    ).toEqual({ ok: false, code: 'already-answered', entryId: kiranEntry })

    const entries = await listShortlist(briefId)
    expect(entries.map((e) => [e.fullName, e.stage, e.clientNote])).toEqual([
      ['Asha Rao', 'interview-requested', 'Tue or Wed, 10:00–13:00 CET'],
      ['Kiran Mehta Singh', 'declined', 'Needs more Kafka.'],
    ])
    const answers = (await listRecordEvents('brief', briefId)).filter((e) => e.kind === 'client-answer')
    expect(
      answers.map((e) => (e.kind === 'client-answer' ? [e.data.candidateName, e.data.answer, e.actor] : [])),
    ).toEqual([
      ['Asha Rao', 'interview', null],
      ['Kiran Mehta Singh', 'declined', null],
    ])
    await notifyQueues()
    const reference = (await getHireBrief(briefId))?.reference
    const toRavi = await mailTo('ravi@staff.example')
    expect(toRavi.map((m) => m.subject)).toEqual([
      `My work: The client asked to interview a candidate (hiring brief ${reference} (Acme Retail))`,
      `My work: The client declined a candidate (hiring brief ${reference} (Acme Retail))`,
    ])
    // What happened and where, linked; nothing of the candidate or of what the client wrote.
    expect(toRavi[1]?.text).toContain(`/admin/hire-briefs/${briefId}#shortlist`)
    expect(toRavi.map((m) => m.text).join('\n')).not.toMatch(/Kiran|Asha|Kafka|CET/)
    // Nor is the sales inbox told: the brief has an owner.
    const toSales = await mailTo('sales@brightpath.example')
    expect(toSales.filter((m) => /interview|declined/.test(m.subject))).toEqual([])
  })

  /*
   * Two requests at the same moment, made to meet where they would race: the first holds its
   * transaction open while the second reads and then waits for the row. (On SQLite the second
   * waits for the connection instead, and reads after the first; on PostgreSQL it reads the old
   * row, which is the race these tests close.)
   */
  const meanwhile = () => new Promise((resolve) => setTimeout(resolve, 150))

  it('keeps the first of two answers to one candidate that arrive at the same moment', async () => {
    const { kiranEntry } = await shortlistBoth()
    await shareShortlist(briefId, 'meera')
    const first = await startTransaction()
    expect(await recordClientAnswer(first, briefId, kiranEntry, 'interview', 'Tuesday?')).toMatchObject({
      ok: true,
    })
    const second = inTransaction((trx) => recordClientAnswer(trx, briefId, kiranEntry, 'declined', 'No'))
    await meanwhile()
    await first.commit().execute()
    expect(await second).toEqual({ ok: false, code: 'already-answered' })
    const kiran = (await listShortlist(briefId)).find((e) => e.id === kiranEntry)
    expect([kiran?.stage, kiran?.clientNote]).toEqual(['interview-requested', 'Tuesday?'])
    const answers = (await listRecordEvents('brief', briefId)).filter((e) => e.kind === 'client-answer')
    expect(answers).toHaveLength(1)
  })

  it('answers "already on the shortlist" when another member adds the candidate at the same moment', async () => {
    const first = await startTransaction()
    const now = new Date().toISOString()
    await first
      .insertInto('shortlist_entries')
      .values({ briefId, candidateId: asha, position: 1, addedBy: 'arun', createdAt: now, updatedAt: now })
      .execute()
    const second = addToShortlist(briefId, asha, 'priya')
    await meanwhile()
    await first.commit().execute()
    expect(await second).toEqual({ ok: false, code: 'already-listed' })
    expect(await listShortlist(briefId)).toHaveLength(1)
  })

  it('sends the answer to the sales inbox when nobody is assigned, or its owner cannot be reached', async () => {
    const { ashaEntry, kiranEntry } = await shortlistBoth()
    await shareShortlist(briefId, 'meera')
    const token = await tokenSentTo('buyer@acme.example')
    await answerClientShortlist(
      token,
      answer({ answer: 'interview', entry: String(ashaEntry), note: 'Any morning' }),
    )
    const answersToSales = async () =>
      (await mailTo('sales@brightpath.example')).filter((m) => m.to === 'sales@brightpath.example')
    expect((await answersToSales()).filter((m) => m.subject.includes('interview'))).toHaveLength(1)
    expect((await answersToSales()).at(-1)?.text).toContain('Any morning')

    // An owner who was deactivated hears nothing (the notifier tells active members only): the inbox does.
    const ravi = await createStaffMember({
      username: 'ravi',
      email: 'ravi@staff.example',
      password: 'another-long-enough-secret',
      role: 'sales',
    })
    await assignHireBrief(briefId, 'ravi')
    await inTransaction((trx) => changeStaffKeepingAnOwner(trx, ravi.id, { status: 'deactivated' }))
    await answerClientShortlist(
      token,
      answer({ answer: 'declined', entry: String(kiranEntry), note: 'Needs more Kafka.' }),
    )
    expect((await answersToSales()).at(-1)?.subject).toContain('Acme Retail declined Kiran Mehta Singh')
    await notifyQueues()
    expect(await mailTo('ravi@staff.example')).toEqual([])
  })

  it('moves stages as staff record them, places a candidate, and refuses moves that make no sense', async () => {
    const { ashaEntry } = await shortlistBoth()
    expect(await moveShortlistStage(briefId, ashaEntry, 'interviewing', undefined, 'priya')).toEqual({
      ok: false,
      code: 'not-allowed',
      from: 'proposed',
    })
    await shareShortlist(briefId, 'meera')
    expect(await moveShortlistStage(briefId, ashaEntry, 'declined', undefined, 'priya')).toEqual({
      ok: false,
      code: 'reason-required',
    })
    expect(await moveShortlistStage(briefId, ashaEntry, 'interview-requested', undefined, 'priya')).toEqual({
      ok: true,
    })
    expect(await moveShortlistStage(briefId, ashaEntry, 'interviewing', undefined, 'priya')).toEqual({
      ok: true,
    })
    const placed = await placeCandidate(
      briefId,
      ashaEntry,
      { placedOn: '2030-04-01', placedRateAmount: 42, placedRateCurrency: 'USD', placedRatePeriod: 'hour' },
      'priya',
    )
    expect(placed).toEqual({ ok: true, candidateName: 'Asha Rao' })
    expect((await listShortlist(briefId))[0]).toMatchObject({
      stage: 'placed',
      placedOn: '2030-04-01',
      placedRateAmount: 42,
    })
    // Each move is audited by the workflow that made it; a refused one is not.
    const reference = (await getHireBrief(briefId))?.reference
    const audited = async (action: 'shortlist.stage' | 'shortlist.placed') =>
      (await listAuditLog({ action })).items.map((e) => [e.actor, e.target])
    expect(await audited('shortlist.stage')).toEqual([
      ['priya', `candidate #${asha} on hiring brief ${reference} → interviewing`],
      ['priya', `candidate #${asha} on hiring brief ${reference} → interview-requested`],
    ])
    expect(await audited('shortlist.placed')).toEqual([
      ['priya', `candidate #${asha} on hiring brief ${reference}`],
    ])
  })

  it('erasing a candidate removes them from the shortlist and the client’s page at once; the export has their entries and answers', async () => {
    const { ashaEntry } = await shortlistBoth()
    await shareShortlist(briefId, 'meera')
    const token = await tokenSentTo('buyer@acme.example')
    await answerClientShortlist(
      token,
      answer({ answer: 'interview', entry: String(ashaEntry), note: 'Friday works' }),
    )
    // Her own record's timeline: a note, and an e-mail sent from the record.
    await addNote({ kind: 'candidate', id: asha }, 'meera', 'Prefers Pune.')
    const record = await findRecord({ kind: 'candidate', id: asha })
    await sendRecordEmail(
      record!,
      { username: 'meera', name: 'Meera', email: null },
      { subject: 'Hi', body: 'Hello' },
    )

    const exported = await exportPersonalData('ASHA@example.com', 'ops-admin')
    expect(exported.candidate?.timeline.map((e) => e.kind)).toEqual([
      'shortlist',
      'shortlist',
      'shortlist',
      'client-answer',
      'note',
      'email',
    ])
    expect(exported.emails.map((e) => e.subject)).toContain('Hi')
    expect(exported.candidate?.shortlistEntries).toEqual([
      expect.objectContaining({
        brief: expect.stringMatching(/^HB-/),
        stage: 'interview-requested',
        clientNote: 'Friday works',
      }),
    ])
    expect(exported.candidate?.clientAnswers).toEqual([
      expect.objectContaining({ answer: 'interview', note: 'Friday works' }),
    ])

    const counts = await erasePersonalData('asha@example.com', 'ops-admin')
    expect(counts).toMatchObject({ applications: 1, candidates: 1, shortlistEntries: 1 })
    const page = await openClientShortlist(token, { countView: false })
    expect(page.state === 'live' ? page.entries.map((e) => e.displayName) : []).toEqual(['Kiran S.'])
    expect((await listShortlist(briefId)).map((e) => e.fullName)).toEqual(['Kiran Mehta Singh'])
    // The brief's timeline keeps nothing about her; Kiran's events stay.
    const remaining = JSON.stringify(await listRecordEvents('brief', briefId))
    expect(remaining).not.toContain('Asha')
    expect(remaining).toContain('Kiran')
    expect(await listRecordEvents('candidate', asha)).toEqual([])
    expect(await listRecordEmails('candidate', asha)).toEqual([])
    // Nor the e-mail that told staff about her.
    expect(await findEmailsByAddress('asha@example.com')).toEqual([])
  })

  it('refuses to merge two records on the same shortlist (one entry would be lost)', async () => {
    await shortlistBoth()
    const reference = (await getHireBrief(briefId))?.reference
    expect(await mergeCandidates(asha, kiran)).toEqual({ ok: false, code: 'same-brief', reference })
  })
})
