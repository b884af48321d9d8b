import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { parseWithZod } from '@conform-to/zod/v4'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, expect, it } from 'vitest'
import { createTestDatabase, describeEachDatabase, type TestDatabase } from '../../../tests/db-utils'
import { seedApplication, seedBrief } from '../../../tests/seed'
import { listAuditLog } from '~/server/db/audit-log.server'
import { countEmailsByState, listRecordEmails } from '~/server/db/email-outbox.server'
import { changeApplicationStatuses } from '~/features/applications/index.server'
import { processOutboxOnce } from '~/server/mail/outbox-worker.server'
import { listEmailTemplates } from '~/server/db/email-templates.server'
import { TEMPLATE_STAGES, type TemplateStage } from './contract'
import { setStageTemplates } from './set-stage-templates.server'
import type { StaffSession } from '~/server/auth/staff-session.server'
import { sendRecordEmail, sendStageEmails, stageOfferFor, findStageOffer } from './index.server'
import { runStageEmailForm } from './index.server'
import { StageEmailForm } from './contract'
import { findRecord } from '~/features/timeline/index.server'
import { seedEmailTemplates } from './index.server'
import { getTimeline } from '~/features/timeline/index.server'

const PRIYA = { username: 'priya', name: 'Priya Nair', email: 'priya@staff.example' }

describeEachDatabase('e-mails from records', (kind) => {
  let database: TestDatabase
  let mailDir: string
  beforeEach(async () => {
    mailDir = mkdtempSync(join(tmpdir(), 'record-mail-'))
    database = await createTestDatabase(kind, {
      MAIL_TRANSPORT: 'file',
      MAIL_FILE_DIR: mailDir,
      MAIL_FROM: 'Brightpath IT Solutions <no-reply@brightpath.example>',
      REJECTION_EMAIL_DELAY: '90s',
    })
    await seedEmailTemplates()
  })
  afterEach(async () => {
    await database.cleanup()
    rmSync(mailDir, { recursive: true, force: true })
  })

  const delivered = () =>
    readdirSync(mailDir)
      .filter((name) => name.endsWith('.json'))
      .map((name) => JSON.parse(readFileSync(join(mailDir, name), 'utf8')) as Record<string, string>)

  it('sends from the site’s address with replies to the member, fields filled in, on the record’s timeline', async () => {
    const id = await seedApplication('ravi@example.com', {
      fullName: 'Ravi Kumar',
      openingTitle: 'Frontend Developer',
    })
    const record = await findRecord({ kind: 'application', id })
    const sent = await sendRecordEmail(record!, PRIYA, {
      subject: 'About {{openingTitle}}',
      body: 'Dear {{firstName}},\n\nCan we talk? See {{statusLink}}\n\n{{staffName}}',
    })
    expect(sent).toEqual({ ok: true, emailId: expect.any(Number), notBefore: null })
    await processOutboxOnce()
    const mail = delivered().find((m) => m.subject === 'About Frontend Developer')
    expect(mail).toMatchObject({
      from: 'Brightpath IT Solutions <no-reply@brightpath.example>',
      replyTo: 'priya@staff.example',
      to: 'ravi@example.com',
    })
    expect(mail?.text).toContain('Dear Ravi,')
    expect(mail?.text).toContain('http://localhost:3000/careers/status')
    expect(mail?.text).toContain('Priya Nair')
    expect(mail?.text).not.toContain('{{')
    expect(mail?.html).toContain('<a href="http://localhost:3000/careers/status"')

    const timeline = await getTimeline({ kind: 'application', id })
    expect(timeline.at(-1)).toMatchObject({
      kind: 'email',
      actor: 'priya',
      actorName: 'priya',
      data: { subject: 'About Frontend Developer' },
      email: { state: 'sent', to: 'ravi@example.com', text: expect.stringContaining('Dear Ravi') },
    })
    expect((await listAuditLog({ action: 'email.sent' })).items[0]?.target).toMatch(
      /^application AP-\w{6}, e-mail #\d+$/,
    )
  })

  it('refuses a field the record cannot fill, storing nothing', async () => {
    const id = await seedApplication('ravi@example.com')
    const before = await countEmailsByState()
    const record = await findRecord({ kind: 'application', id })
    const sent = await sendRecordEmail(record!, PRIYA, {
      subject: 'Your brief {{briefReference}}',
      body: 'Hi',
    })
    expect(sent).toEqual({ ok: false, error: expect.stringContaining('{{briefReference}}') })
    expect(await countEmailsByState()).toEqual(before)
    expect((await getTimeline({ kind: 'application', id })).map((e) => e.kind)).toEqual(['received'])

    const brief = await findRecord({ kind: 'brief', id: await seedBrief('meera@acme.example') })
    expect(
      await sendRecordEmail(brief!, PRIYA, {
        subject: 'Brief {{briefReference}} for {{company}}',
        body: 'Hi {{firstName}}',
      }),
    ).toMatchObject({ ok: true })
  })

  it('schedules the rejection for REJECTION_EMAIL_DELAY, once, and cancels it when the status moves back', async () => {
    const ids = [await seedApplication('a@example.com'), await seedApplication('b@example.com')]
    const still = await seedApplication('c@example.com')
    await processOutboxOnce() // their confirmations
    await changeApplicationStatuses(ids, 'rejected', 'priya')
    const offer = await stageOfferFor('rejected', [...ids, still], PRIYA)
    expect(offer).toMatchObject({ stage: 'rejected', templateName: 'Rejection', delayMs: 90_000, ids })
    expect(offer?.preview.body).toContain('Dear Ravi,')

    const now = new Date()
    const stage = (await findStageOffer('rejected'))!
    const result = await sendStageEmails([...ids, still], stage, PRIYA, now)
    expect(result).toEqual({ sent: 2, skipped: 1, notBefore: new Date(now.getTime() + 90_000).toISOString() })
    // A second click makes no second e-mail, and nothing leaves before its time.
    expect((await sendStageEmails(ids, stage, PRIYA, now)).sent).toBe(0)
    expect(await stageOfferFor('rejected', ids, PRIYA)).toBeNull()
    expect(await countEmailsByState()).toMatchObject({ scheduled: 2 })
    expect(await processOutboxOnce()).toEqual({ sent: 0, failed: 0 })

    await changeApplicationStatuses([ids[0]!], 'reviewing', 'arun')
    expect((await listRecordEmails('application', ids[0]!)).map((e) => [e.state, e.cancelledBy])).toEqual([
      ['cancelled', 'arun'],
    ])
    expect((await listRecordEmails('application', ids[1]!)).map((e) => e.state)).toEqual(['scheduled'])
  })

  it('schedules one rejection when two members send it at the same moment', async () => {
    const id = await seedApplication('a@example.com')
    await changeApplicationStatuses([id], 'rejected', 'priya')
    const stage = (await findStageOffer('rejected'))!
    // Both pass the "none waiting" check before either writes; the second insert is refused.
    const both = await Promise.all([
      sendStageEmails([id], stage, PRIYA),
      sendStageEmails([id], stage, { ...PRIYA, username: 'arun' }),
    ])
    expect(both.map((r) => r.sent).sort()).toEqual([0, 1])
    expect((await listRecordEmails('application', id)).filter((e) => e.state === 'scheduled')).toHaveLength(1)
    expect((await getTimeline({ kind: 'application', id })).filter((e) => e.kind === 'email')).toHaveLength(1)
  })

  it('sends the other stages’ templates at once, only when asked', async () => {
    const id = await seedApplication('a@example.com')
    await changeApplicationStatuses([id], 'interview', 'priya')
    expect(await countEmailsByState()).toMatchObject({ scheduled: 0, queued: 1 })
    const offer = (await findStageOffer('interview'))!
    expect(offer).toMatchObject({ delayMs: 0, template: { name: 'Interview invitation' } })
    expect(await sendStageEmails([id], offer, PRIYA)).toMatchObject({ sent: 1, notBefore: null })
    expect((await listRecordEmails('application', id)).map((e) => e.subject)).toEqual([
      'Let’s talk about Frontend Developer',
    ])
    expect(await findStageOffer('reviewing')).toBeNull()
  })

  it('e-mails a person whose name holds braces: fields are checked in the template, values go in verbatim', async () => {
    const id = await seedApplication('brace@example.com', { fullName: 'Brace {{x}} Name' })
    const other = await seedApplication('echo@example.com', { fullName: '{{fullName}} {{statusLink}}' })
    const draft = { subject: 'Hello {{fullName}}', body: 'Dear {{fullName}},\n\n{{staffName}}' }
    const sent = await sendRecordEmail((await findRecord({ kind: 'application', id }))!, PRIYA, draft)
    expect(sent).toMatchObject({ ok: true })
    const echoed = await sendRecordEmail(
      (await findRecord({ kind: 'application', id: other }))!,
      PRIYA,
      draft,
    )
    expect(echoed).toMatchObject({ ok: true })
    await processOutboxOnce()
    const mails = delivered()
    expect(mails.find((m) => m.to === 'brace@example.com' && m.subject?.startsWith('Hello'))).toMatchObject({
      subject: 'Hello Brace {{x}} Name',
      text: expect.stringContaining('Dear Brace {{x}} Name,'),
    })
    // Never expanded again: the value's braces reach the reader as typed.
    expect(mails.find((m) => m.to === 'echo@example.com' && m.subject?.startsWith('Hello'))?.text).toContain(
      'Dear {{fullName}} {{statusLink}},',
    )
    // The template's own unknown field is still refused, and nothing is queued.
    const before = await countEmailsByState()
    const refused = await sendRecordEmail((await findRecord({ kind: 'application', id }))!, PRIYA, {
      subject: 'Hi',
      body: 'Dear {{candidateName}}',
    })
    expect(refused).toEqual({
      ok: false,
      error: expect.stringContaining('Unknown merge field {{candidateName}}'),
    })
    expect(await countEmailsByState()).toEqual(before)
  })

  it('says on the timeline why a stage e-mail was not sent, never skipping one silently', async () => {
    const ids = [await seedApplication('a@example.com'), await seedApplication('b@example.com')]
    const moved = await seedApplication('c@example.com')
    await changeApplicationStatuses([...ids, moved], 'rejected', 'priya')
    await changeApplicationStatuses([moved], 'reviewing', 'priya')
    const offer = await stageOfferFor('rejected', [...ids, moved], PRIYA)
    expect(offer).toMatchObject({ ids, skippedIds: [moved] })

    const stage = (await findStageOffer('rejected'))!
    expect((await sendStageEmails([...ids, moved], stage, PRIYA)).sent).toBe(2)
    const skipped = async (id: number) =>
      (await getTimeline({ kind: 'application', id })).filter((e) => e.kind === 'email-skipped')
    expect(await skipped(moved)).toEqual([
      expect.objectContaining({
        actor: 'priya',
        data: {
          stage: 'rejected',
          template: 'Rejection',
          reason: expect.stringMatching(/no longer in rejected/),
        },
      }),
    ])
    expect(await skipped(ids[0]!)).toEqual([])
    // A second click: each already has one waiting, and says so.
    expect((await sendStageEmails(ids, stage, PRIYA)).sent).toBe(0)
    expect((await skipped(ids[0]!)).map((e) => e.data)).toEqual([
      expect.objectContaining({ reason: expect.stringMatching(/already waiting/) }),
    ])

    // The stage's template taken away between the offer and the click: nothing goes, and it says so.
    await changeApplicationStatuses([moved], 'interview', 'priya')
    const templates = await listEmailTemplates()
    const kept = Object.fromEntries(
      TEMPLATE_STAGES.map((s) => [s, templates.find((t) => t.defaultForStatus === s)?.id ?? '']),
    ) as Record<TemplateStage, number | ''>
    expect(await setStageTemplates({ ...kept, rejected: '', interview: '' }, 'priya')).toBeUndefined()
    const staff = { ...PRIYA, role: 'owner' } as unknown as StaffSession
    const form = { intent: 'stage-email', stage: 'interview' } as const
    const submission = parseWithZod(new URLSearchParams(form), { schema: StageEmailForm })
    const refusal = await runStageEmailForm([moved], submission, form, staff, () => '/')
    expect(refusal).toMatchObject({
      init: { status: 409 },
      data: { error: { '': ['The stage has no e-mail template any more. Nothing was sent.'] } },
    })
    expect((await skipped(moved)).at(-1)?.data).toEqual({
      stage: 'interview',
      template: null,
      reason: 'The stage has no e-mail template any more.',
    })
  })
})
