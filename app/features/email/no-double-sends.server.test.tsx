import { renderToString } from 'react-dom/server'
import { createRoutesStub } from 'react-router'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { adminRequest, settle, signedInJar, type CookieJar } from '../../../tests/admin-session'
import { createTestDatabase, describeEachDatabase, type TestDatabase } from '../../../tests/db-utils'
import { seedApplication, seedBrief } from '../../../tests/seed'
import { changeApplicationStatuses } from '~/features/applications/index.server'
import { addToShortlist } from '~/features/shortlists/index.server'
import { findRecord, getTimeline } from '~/features/timeline/index.server'
import { listRecordEmails } from '~/server/db/email-outbox.server'
import { getStageTemplate } from '~/server/db/email-templates.server'
import { getApplicationCandidateId, getJobApplication } from '~/server/db/job-applications.server'
import { cancelRecordEmail } from '~/server/mail/outbox-rules.server'
import { StageEmailOffer } from './components/stage-email-offer'
import { movesForward, type RecordEmailPageData, type StageEmailOffer as Offer } from './contract'
import {
  findStageOffer,
  loadRecordEmailPage,
  runRecordEmailAction,
  seedEmailTemplates,
  sendRecordEmail,
  stageOfferFor,
} from './index.server'

const PRIYA = { username: 'priya', name: 'Priya Nair', email: 'priya@staff.example' }
const DAY = 24 * 60 * 60_000

/** Sends a stage's template to an application as if `daysAgo` days ago (only Date is faked). */
async function sendDaysAgo(id: number, stage: 'interview' | 'offer', daysAgo: number) {
  const offer = (await findStageOffer(stage))!
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(new Date(Date.now() - daysAgo * DAY))
  try {
    const sent = await sendRecordEmail(
      (await findRecord({ kind: 'application', id }))!,
      PRIYA,
      offer.template,
      {
        templateId: offer.template.id,
      },
    )
    if (!sent.ok) throw new Error(sent.error)
    return sent.emailId
  } finally {
    vi.useRealTimers()
  }
}

describeEachDatabase('no double sends', (kind) => {
  let database: TestDatabase
  beforeEach(async () => {
    database = await createTestDatabase(kind, { REJECTION_EMAIL_DELAY: '90s' })
    await seedEmailTemplates()
  })
  afterEach(async () => {
    vi.useRealTimers()
    await database.cleanup()
  })

  it('offers a bulk send unticked to whoever got the same template in the last 14 days, not 15 days ago', async () => {
    const lately = await seedApplication('lately@example.com', { fullName: 'Lata Iyer' })
    const longAgo = await seedApplication('long@example.com', { fullName: 'Lon Gago' })
    const cancelled = await seedApplication('cancelled@example.com', { fullName: 'Can Celled' })
    const otherTemplate = await seedApplication('offer@example.com', { fullName: 'Off Er' })
    const never = await seedApplication('never@example.com', { fullName: 'Nev Er' })
    const lateSent = await sendDaysAgo(lately, 'interview', 13)
    await sendDaysAgo(longAgo, 'interview', 15)
    const withdrawnEmail = await sendDaysAgo(cancelled, 'interview', 1)
    expect(await cancelRecordEmail({ kind: 'application', id: cancelled }, withdrawnEmail, 'priya')).toBe(
      true,
    )
    await sendDaysAgo(otherTemplate, 'offer', 1)
    const ids = [lately, longAgo, cancelled, otherTemplate, never]
    await changeApplicationStatuses(ids, 'interview', 'priya')

    const offer = await stageOfferFor('interview', ids, PRIYA)
    const sentAt = Object.fromEntries((offer?.recipients ?? []).map((r) => [r.id, r.sentAt]))
    const lateEmail = (await listRecordEmails('application', lately)).find((e) => e.id === lateSent)
    expect(sentAt).toEqual({
      [lately]: expect.any(String),
      [longAgo]: null,
      [cancelled]: null,
      [otherTemplate]: null,
      [never]: null,
    })
    expect(Date.parse(sentAt[lately] ?? '')).toBeCloseTo(Date.parse(lateEmail?.createdAt ?? ''), -3)
    expect(offer?.recipients.find((r) => r.id === lately)).toMatchObject({
      fullName: 'Lata Iyer',
      reference: (await getJobApplication(lately))?.reference,
    })

    // The list draws the one sent lately unticked, with when it went; the others ticked.
    const html = renderOffer(offer!)
    const box = (id: number) =>
      new RegExp(`<input[^>]*name="ids"[^>]*value="${id}"[^>]*>`).exec(html)?.[0] ?? ''
    expect(box(lately)).not.toContain('checked')
    for (const id of [longAgo, cancelled, otherTemplate, never])
      expect(box(id), String(id)).toContain('checked')
    expect(html).toMatch(/sent <time[^>]*>/)
    expect(html).toContain('1 applicant got “Interview invitation” in the last 14 days')
  })

  it('says "already went" on a single application that got it lately', async () => {
    const id = await seedApplication('ravi@example.com')
    await sendDaysAgo(id, 'interview', 2)
    await changeApplicationStatuses([id], 'interview', 'priya')
    const offer = await stageOfferFor('interview', [id], PRIYA)
    expect(renderOffer(offer!, false)).toContain('“Interview invitation” already went to them on')
  })

  describe('"Also move to <stage>" when sending a stage’s template from an application', () => {
    let owner: CookieJar
    beforeEach(async () => {
      owner = await signedInJar('owner')
    })

    const page = async (id: number, templateId: number) =>
      loadRecordEmailPage('application', {
        request: adminRequest(`/admin/applications/${id}/email?template=${templateId}`, owner),
        params: { id: String(id) },
      })
    const send = (id: number, fields: Record<string, string>) =>
      settle(() =>
        runRecordEmailAction('application', {
          request: adminRequest(`/admin/applications/${id}/email`, owner, {
            method: 'POST',
            body: new URLSearchParams({ intent: 'send', ...fields }),
          }),
          params: { id: String(id) },
        }),
      )

    it('is ticked when it moves the application forward, not when it would move it back, absent at the stage', async () => {
      const interview = (await getStageTemplate('interview'))!
      const id = await seedApplication('ravi@example.com')
      expect((await page(id, interview.id)).moveOffer).toMatchObject({ stage: 'interview', ticked: true })
      await changeApplicationStatuses([id], 'offer', 'priya')
      expect((await page(id, interview.id)).moveOffer).toMatchObject({ stage: 'interview', ticked: false })
      await changeApplicationStatuses([id], 'interview', 'priya')
      expect((await page(id, interview.id)).moveOffer).toBeUndefined()
      // A template that is no stage's e-mail offers no move.
      const followUp = (await page(id, 0)).templates.find((t) => t.name === 'Follow-up')!
      expect((await page(id, followUp.id)).moveOffer).toBeUndefined()
      expect(movesForward('hired', 'rejected')).toBe(false)
      expect(movesForward('new', 'rejected')).toBe(true)
    })

    it('moves the application, then sends the e-mail with its template kept; a shortlist refuses both', async () => {
      const interview = (await getStageTemplate('interview'))!
      const id = await seedApplication('ravi@example.com')
      const data: RecordEmailPageData = await page(id, interview.id)
      const sent = (await send(id, {
        subject: data.draft.subject,
        body: data.draft.body,
        template: String(interview.id),
        moveTo: 'interview',
      })) as Response
      expect(sent.headers.get('location')).toBe(`/admin/applications/${id}?saved=email#timeline`)
      expect((await getJobApplication(id))?.status).toBe('interview')
      const timeline = await getTimeline({ kind: 'application', id })
      expect(timeline.slice(-2)).toMatchObject([
        { kind: 'status', data: { from: 'new', to: 'interview' } },
        { kind: 'email', data: { templateId: interview.id } },
      ])

      // On a client's shortlist: not moved to Rejected, and the rejection is not sent either.
      const rejection = (await getStageTemplate('rejected'))!
      const other = await seedApplication('asha@example.com')
      const briefId = await seedBrief('buyer@acme.example')
      await addToShortlist(briefId, (await getApplicationCandidateId(other))!, 'meera')
      const refused = await send(other, {
        subject: rejection.subject,
        body: rejection.body,
        template: String(rejection.id),
        moveTo: 'rejected',
      })
      expect(refused).toMatchObject({
        init: { status: 400 },
        data: { result: { error: { '': [expect.stringContaining('on the shortlist for HB-')] } } },
      })
      expect((await getJobApplication(other))?.status).toBe('shortlisted')
      expect(await listRecordEmails('application', other)).toEqual([])
    })

    it('schedules the rejection when it moves the application to Rejected', async () => {
      const rejection = (await getStageTemplate('rejected'))!
      const id = await seedApplication('ravi@example.com')
      const sent = (await send(id, {
        subject: rejection.subject,
        body: rejection.body,
        template: String(rejection.id),
        moveTo: 'rejected',
      })) as Response
      expect(sent.headers.get('location')).toBe(`/admin/applications/${id}?saved=scheduled#timeline`)
      expect(await listRecordEmails('application', id)).toMatchObject([{ state: 'scheduled' }])
    })
  })
})

/** The offer as the list (or the application's page) draws it. */
function renderOffer(offer: Offer, forSelection = true): string {
  const Stub = createRoutesStub([
    {
      path: '/admin/applications',
      Component: () => <StageEmailOffer offer={offer} forSelection={forSelection} />,
    },
  ])
  // Without React's text separators, to read the words as drawn.
  return renderToString(<Stub initialEntries={['/admin/applications']} />).replaceAll('<!-- -->', '')
}
