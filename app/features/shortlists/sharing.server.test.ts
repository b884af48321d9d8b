import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { giveConsent } from '../../../tests/shortlist-seed'
import { createTestDatabase, describeEachDatabase, type TestDatabase } from '../../../tests/db-utils'
import { seedApplicant, seedBrief } from '../../../tests/seed'
import { createStaffMember } from '~/server/auth/staff.server'
import { listAuditLog } from '~/server/db/audit-log.server'
import { findEmailsByAddress } from '~/server/db/email-outbox.server'
import { assignHireBrief, getHireBrief } from '~/server/db/hire-briefs.server'
import { getApplicationCandidateId } from '~/server/db/job-applications.server'
import { insertApplicationAnswers } from '~/server/db/application-answers.server'
import { listShortlist } from '~/server/db/shortlist-entries.server'
import { inTransaction } from '~/server/db/transaction.server'
import { clientShortlistCopy } from '~/content/client-shortlist'
import { notifyQueues } from '~/features/my-work/index.server'
import { addToShortlist } from './add-to-shortlist.server'
import { answerClientShortlist, openClientShortlist } from './answer-shortlist.server'
import { clientTimeZone } from './client-time-zone'
import { emailTextWithNote } from './contract'
import { getBriefShortlist } from './get-brief-shortlist.server'
import { getCandidateTerms } from './get-candidate-terms.server'
import { moveShortlistStage } from './move-shortlist-stage.server'
import { revokeShortlist } from './revoke-shortlist.server'
import { LINK_STAND_IN, previewShare, shareShortlist } from './share-shortlist.server'
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

async function mailTo(address: string) {
  return (await findEmailsByAddress(address)).filter((m) => m.to === address).sort((a, b) => a.id - b.id)
}

/** The newest shortlist e-mail to the client, and the token of its link. */
async function shortlistMail() {
  const mail = (await mailTo(CLIENT)).filter((m) => /^Your (updated )?shortlist/.test(m.subject)).at(-1)
  const token = /\/shortlist\/([A-Za-z0-9_-]{43})/.exec(mail?.text ?? '')?.[1]
  if (!mail || !token) throw new Error('no shortlist e-mail')
  return { mail, token }
}

const form = (fields: Record<string, string>) => {
  const data = new FormData()
  for (const [key, value] of Object.entries(fields)) data.set(key, value)
  return data
}

describe('the client’s time zone', () => {
  it('comes from the country the client wrote, else the zone they asked to overlap with', () => {
    expect(clientTimeZone({ country: 'United Kingdom', timezone: null })).toEqual({
      zone: 'Europe/London',
      label: 'UK time',
    })
    expect(clientTimeZone({ country: ' u.k. ', timezone: null }).zone).toBe('Europe/London')
    expect(clientTimeZone({ country: 'Germany', timezone: 'UTC+05:30 (India)' }).zone).toBe('Europe/Berlin')
    expect(clientTimeZone({ country: 'Atlantis', timezone: 'UTC+05:30 (India)' }).label).toBe(
      'India time (IST)',
    )
    expect(clientTimeZone({ country: 'Atlantis', timezone: null })).toEqual({
      zone: null,
      label: 'your local time',
    })
    // Only the table's own entries: no name reaches the object's prototype.
    expect(clientTimeZone({ country: 'constructor', timezone: 'toString' }).zone).toBeNull()
  })
})

describeEachDatabase('sharing a shortlist is a decision', (kind) => {
  let database: TestDatabase
  let briefId: number
  let ashaEntry: number
  let ashaCandidate: number
  beforeEach(async () => {
    database = await createTestDatabase(kind, { SALES_INBOX: 'sales@brightpath.example' })
    for (const [username, name, role] of [
      ['priya', 'Priya Nair', 'recruiter'],
      ['ravi', 'Ravi Kumar', 'sales'],
    ] as const) {
      await createStaffMember({
        username,
        name,
        email: `${username}@staff.example`,
        password: 'another-long-enough-secret',
        role,
      })
    }
    briefId = await seedBrief(CLIENT, {
      company: 'Acme Retail',
      name: 'Meera Shah',
      country: 'United Kingdom',
      budgetCurrency: 'GBP',
      budgetPeriod: 'month',
      budgetFrom: 4000,
      budgetTo: 6000,
    })
    // It arrived owned (Ravi, by the round-robin rule); these tests start from a brief nobody owns.
    await assignHireBrief(briefId, null)
    const application = await seedApplicant('asha@example.com', {
      over: { fullName: 'Asha Rao', expectedCtc: '18 LPA' },
    })
    await inTransaction((trx) =>
      insertApplicationAnswers(trx, application, [
        { questionLabel: 'Your notice period?', answer: '30 days' },
      ]),
    )
    ashaCandidate = (await getApplicationCandidateId(application)) as number
    const added = await addToShortlist(briefId, ashaCandidate, 'priya')
    if (!added.ok) throw new Error('not added')
    ashaEntry = added.entryId
    await giveConsent(ashaEntry)
    await updateShortlistEntry(briefId, ashaEntry, ENTRY, 'priya')
  })
  afterEach(async () => {
    await database.cleanup()
  })

  it('previews the e-mail and the client’s page before sending, and sends the note it showed', async () => {
    const preview = await previewShare(briefId, 'priya')
    if (!preview?.email) throw new Error('no preview')
    expect(preview.recipient).toEqual({ name: 'Meera Shah', email: CLIENT })
    expect(preview).toMatchObject({ becomesOwner: true, answeredAt: null, liveLink: null, refusal: null })
    // The brief has no owner: the sharer's address is the Reply-To it would carry.
    expect(preview.email.replyTo).toBe('priya@staff.example')
    expect(preview.email.subject).toBe(
      `Your shortlist for ${(await getHireBrief(briefId))?.reference} | Brightpath IT Solutions`,
    )
    const note = 'As promised on our call: the engineer we discussed.'
    const shown = emailTextWithNote(preview.email, note)
    expect(shown).toContain(`A note from Priya Nair:\n${note}`)
    expect(shown).toContain('Reply to this e-mail: it reaches Priya Nair')
    // The page as the client will see it: first name and last initial, the example times in UK time.
    expect(preview.page.entries.map((e) => [e.displayName, e.stage])).toEqual([['Asha R.', 'shared']])
    expect(preview.page.brief.timeZone.label).toBe('UK time')
    expect(JSON.stringify(preview.page)).not.toContain('asha@example.com')
    // Nothing was sent or changed by looking.
    expect(await mailTo(CLIENT).then((m) => m.filter((e) => e.subject.includes('shortlist')))).toEqual([])
    expect((await listShortlist(briefId))[0]?.stage).toBe('proposed')

    expect(await shareShortlist(briefId, 'priya', { note })).toMatchObject({ ok: true, updated: false })
    const { mail, token } = await shortlistMail()
    // The e-mail sent is the preview's, but for the link it carries.
    expect(mail.text).toBe(shown.replace(LINK_STAND_IN, token))
  })

  it('sends the shortlist e-mail with the brief’s owner as its Reply-To, and says "reply" only then', async () => {
    await assignHireBrief(briefId, 'ravi')
    await shareShortlist(briefId, 'priya')
    const { mail } = await shortlistMail()
    expect(mail.replyTo).toBe('ravi@staff.example')
    expect(mail.text).toContain('Reply to this e-mail: it reaches Ravi Kumar, who looks after your brief.')
    // The owner keeps the brief: the sharer does not take it.
    expect((await getHireBrief(briefId))?.assignedTo).toBe('ravi')

    // An owner who cannot be reached: no Reply-To, and no "reply to this e-mail".
    await assignHireBrief(briefId, 'gone-member')
    await shareShortlist(briefId, 'priya')
    const again = (await shortlistMail()).mail
    expect(again.replyTo).toBeNull()
    expect(again.text).not.toMatch(/reply to this e-mail/i)
  })

  it('makes the sharer the owner of a brief nobody owned, audited as an assignment', async () => {
    expect((await getHireBrief(briefId))?.assignedTo).toBeNull()
    expect(await shareShortlist(briefId, 'priya')).toMatchObject({ ok: true, becameOwner: true })
    expect((await getHireBrief(briefId))?.assignedTo).toBe('priya')
    const reference = (await getHireBrief(briefId))?.reference
    expect(
      (await listAuditLog({ action: 'hire-brief.assign' })).items.map((e) => [e.actor, e.target]),
    ).toEqual([
      ['priya', `hiring brief ${reference} → priya`],
      // Its arrival, owned by the rule before this test handed it back to nobody.
      ['system', `hiring brief ${reference} → ravi (the team's rule)`],
    ])
    expect((await shortlistMail()).mail.replyTo).toBe('priya@staff.example')
    // Sharing again changes no owner.
    expect(await shareShortlist(briefId, 'ravi')).toMatchObject({ ok: true, becameOwner: false })
    expect((await getHireBrief(briefId))?.assignedTo).toBe('priya')
  })

  it('says so when sharing again after the client answered, and sends an "updated shortlist"', async () => {
    await shareShortlist(briefId, 'priya')
    const first = await shortlistMail()
    expect(first.mail.subject).toMatch(/^Your shortlist for HB-/)
    expect(first.mail.text).toContain('Your shortlist is ready')
    expect(
      await answerClientShortlist(
        first.token,
        form({ answer: 'interview', entry: String(ashaEntry), note: 'Tuesday 10:00' }),
      ),
    ).toMatchObject({ ok: true })

    const preview = await previewShare(briefId, 'priya')
    expect(preview?.answeredAt).toEqual(expect.any(String))
    expect(preview?.liveLink).not.toBeNull()
    expect(preview?.email?.subject).toMatch(/^Your updated shortlist for HB-/)
    expect(await shareShortlist(briefId, 'priya')).toMatchObject({ ok: true, updated: true })
    const second = await shortlistMail()
    expect(second.mail.subject).toMatch(/^Your updated shortlist for HB-/)
    expect(second.mail.text).toContain('Your updated shortlist, Meera Shah')
    expect(second.mail.text).toContain('This link replaces the one we sent before')
    expect(second.mail.text).not.toMatch(/ready/i)
  })

  it('tells the client a revoked link was withdrawn, a replaced one was replaced, and an old one expired', async () => {
    await shareShortlist(briefId, 'priya')
    const first = (await shortlistMail()).token
    await shareShortlist(briefId, 'priya')
    const second = (await shortlistMail()).token
    expect(await openClientShortlist(first, { countView: true })).toEqual({
      state: 'gone',
      reason: 'replaced',
    })
    expect(await revokeShortlist(briefId, 'HB', 'priya')).toBe(true)
    const withdrawn = await openClientShortlist(second, { countView: true })
    expect(withdrawn).toEqual({ state: 'gone', reason: 'withdrawn' })
    // What the page says of each, in the client's words.
    expect(clientShortlistCopy.gone.withdrawn.title).toBe('This shortlist was withdrawn')
    expect(clientShortlistCopy.gone.withdrawn.text).not.toMatch(/expired/i)
    // The brief's page says the same of each link.
    const { link } = await getBriefShortlist(briefId)
    expect([link?.state, ...(link?.earlier.map((l) => l.state) ?? [])]).toEqual(['revoked', 'replaced'])
    // A link that ran out is "expired".
    await shareShortlist(briefId, 'priya', { now: new Date('2020-01-01T00:00:00Z') })
    const old = (await shortlistMail()).token
    expect(await openClientShortlist(old, { countView: true })).toEqual({ state: 'gone', reason: 'expired' })
  })

  it('counts each link’s own views, and shows them link by link', async () => {
    await shareShortlist(briefId, 'priya')
    const first = (await shortlistMail()).token
    await openClientShortlist(first, { countView: true })
    await openClientShortlist(first, { countView: true })
    await openClientShortlist(first, { countView: true })
    await shareShortlist(briefId, 'priya')
    const second = (await shortlistMail()).token
    let { link } = await getBriefShortlist(briefId)
    // A new link starts at nothing: the three views stay with the first.
    expect(link).toMatchObject({ state: 'live', views: 0, firstViewedAt: null })
    expect(link?.earlier.map((l) => [l.state, l.views])).toEqual([['replaced', 3]])
    await openClientShortlist(second, { countView: true })
    ;({ link } = await getBriefShortlist(briefId))
    expect(link).toMatchObject({ views: 1, firstViewedAt: expect.any(String) })
    expect(link?.earlier[0]?.views).toBe(3)
  })

  it('lets the client change an answer until staff act on it, then refuses, and copies each answer to them', async () => {
    await assignHireBrief(briefId, 'ravi')
    await shareShortlist(briefId, 'priya')
    // The notifier has read Ravi's queue before: what enters it from now on is e-mailed to him.
    await notifyQueues()
    const { token } = await shortlistMail()
    const answered = await answerClientShortlist(
      token,
      form({ answer: 'interview', entry: String(ashaEntry), note: 'Tuesday 10:00 to 12:00' }),
    )
    expect(answered).toEqual({ ok: true, entryId: ashaEntry, answer: 'interview', changed: false })
    await notifyQueues()
    const first = (await listShortlist(briefId))[0]
    expect(first).toMatchObject({ stage: 'interview-requested', answeredAt: expect.any(String) })

    // The copy to the client: through the outbox, Reply-To the owner, the candidate as the page names them.
    const copies = () =>
      mailTo(CLIENT).then((m) => m.filter((e) => e.subject.startsWith('Your answer about')))
    const [copy] = await copies()
    expect(copy).toMatchObject({
      status: 'queued',
      replyTo: 'ravi@staff.example',
      subject: expect.stringMatching(/^Your answer about Asha R\. \(HB-/),
    })
    expect(copy?.text).toContain('You asked to interview Asha R.')
    expect(copy?.text).toContain('Tuesday 10:00 to 12:00')
    expect(copy?.text).toContain('you can change this answer on your shortlist')
    expect(copy?.text).not.toContain('Rao')
    expect(copy?.linkTokens).toContain(token)

    // A change from a page that showed that answer: allowed, and e-mailed to both sides as a change.
    const changed = await answerClientShortlist(
      token,
      form({
        answer: 'declined',
        entry: String(ashaEntry),
        note: 'We hired internally.',
        replaces: first?.answeredAt ?? '',
      }),
    )
    expect(changed).toEqual({ ok: true, entryId: ashaEntry, answer: 'declined', changed: true })
    await notifyQueues()
    expect((await listShortlist(briefId))[0]).toMatchObject({
      stage: 'declined',
      clientNote: 'We hired internally.',
    })
    expect((await copies()).map((m) => m.text.split('\n')[0])).toEqual([
      'We have your answer, Meera Shah',
      'We have your changed answer, Meera Shah',
    ])
    // The owner hears of each through My work (at once, by default), never of the candidate or the note.
    const reference = (await getHireBrief(briefId))?.reference
    const toRavi = await mailTo('ravi@staff.example')
    expect(toRavi.map((m) => m.subject)).toEqual([
      `My work: The client asked to interview a candidate (hiring brief ${reference} (Acme Retail))`,
      `My work: The client declined a candidate (hiring brief ${reference} (Acme Retail))`,
    ])
    expect(toRavi.map((m) => m.text).join('\n')).not.toMatch(/Asha|Rao|Tuesday|hired internally/)
    const toSales = await mailTo('sales@brightpath.example')
    expect(toSales.filter((m) => /interview|declined/.test(m.subject))).toEqual([])
    // A stale page (one that still shows the first answer) changes nothing.
    expect(
      await answerClientShortlist(
        token,
        form({
          answer: 'interview',
          entry: String(ashaEntry),
          note: 'Again',
          replaces: first?.answeredAt ?? '',
        }),
      ),
    ).toEqual({ ok: false, code: 'already-answered', entryId: ashaEntry })

    // Changed back, from the page as it stands now: allowed again.
    const declined = (await listShortlist(briefId))[0]
    expect(
      await answerClientShortlist(
        token,
        form({
          answer: 'interview',
          entry: String(ashaEntry),
          note: 'Wednesday after all',
          replaces: declined?.answeredAt ?? '',
        }),
      ),
    ).toMatchObject({ ok: true, changed: true })

    // Staff act on it (the interview is arranged): no more changes from the page, and nothing changed.
    const asked = (await listShortlist(briefId))[0]
    expect(await moveShortlistStage(briefId, ashaEntry, 'interviewing', undefined, 'ravi')).toEqual({
      ok: true,
    })
    expect(
      await answerClientShortlist(
        token,
        form({
          answer: 'declined',
          entry: String(ashaEntry),
          note: 'Changed our mind',
          replaces: asked?.answeredAt ?? '',
        }),
      ),
    ).toEqual({ ok: false, code: 'acted-on', entryId: ashaEntry })
    expect((await listShortlist(briefId))[0]).toMatchObject({
      stage: 'interviewing',
      clientNote: 'Wednesday after all',
    })
  })

  it('counts a decline staff record for the client as acting on it', async () => {
    await shareShortlist(briefId, 'priya')
    const { token } = await shortlistMail()
    await answerClientShortlist(
      token,
      form({ answer: 'interview', entry: String(ashaEntry), note: 'Friday' }),
    )
    const asked = (await listShortlist(briefId))[0]
    expect(await moveShortlistStage(briefId, ashaEntry, 'declined', 'Filled the role', 'priya')).toEqual({
      ok: true,
    })
    expect((await listShortlist(briefId))[0]).toMatchObject({ stage: 'declined', answeredAt: null })
    expect(
      await answerClientShortlist(
        token,
        form({
          answer: 'interview',
          entry: String(ashaEntry),
          note: 'Friday',
          replaces: asked?.answeredAt ?? '',
        }),
      ),
    ).toEqual({ ok: false, code: 'acted-on', entryId: ashaEntry })
  })

  it('shows staff the pay the candidate expects and their notice beside the rate, pay only to those who may see it', async () => {
    for (const role of ['owner', 'recruiter'] as const) {
      expect(await getCandidateTerms(ashaCandidate, role)).toMatchObject({
        expectedPay: '18 LPA',
        payShown: true,
        notice: '30 days',
        applicationReference: expect.stringMatching(/^AP-/),
      })
    }
    expect(await getCandidateTerms(ashaCandidate, 'sales')).toMatchObject({
      applicationId: null,
      applicationReference: null,
      expectedPay: null,
      payShown: false,
      notice: '30 days',
    })
  })
})
