import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, expect, it } from 'vitest'
import { createTestDatabase, describeEachDatabase, type TestDatabase } from '../../../tests/db-utils'
import { seedApplication } from '../../../tests/seed'
import { changeApplicationStatuses, moveApplicationStage } from '~/features/applications/index.server'
import { findStageOffer, seedEmailTemplates, sendStageEmails } from '~/features/email/index.server'
import { listAuditLog } from '~/server/db/audit-log.server'
import { listRecordEmails } from '~/server/db/email-outbox.server'
import { getJobApplication, listApplicationsOfApplicant } from '~/server/db/job-applications.server'
import { listRecordEvents } from '~/server/db/record-events.server'
import { cancelRecordEmail } from '~/server/mail/outbox-rules.server'
import { processOutboxOnce } from '~/server/mail/outbox-worker.server'
import type { ApplicationStatus } from '~/lib/constants'
import { isOpenToApplicant, shownStatus } from './index.server'

const RAVI = 'ravi@example.com'
const PRIYA = { username: 'priya', name: 'Priya Nair', email: 'priya@staff.example' }
const DAY = 24 * 3_600_000

/** What Ravi's status page shows of his one application. */
async function shown(): Promise<ApplicationStatus | undefined> {
  const [application] = await listApplicationsOfApplicant(RAVI)
  return application && shownStatus(application)
}

/** The stage's e-mail offered after a move, sent to the application (as staff press "Send"). */
async function sendStageEmail(id: number, stage: ApplicationStatus, now = new Date()) {
  const offer = await findStageOffer(stage)
  if (!offer) throw new Error(`no template for ${stage}`)
  return sendStageEmails([id], offer, PRIYA, now)
}

describeEachDatabase('the stage an applicant is shown (announced, never just moved)', (kind) => {
  let database: TestDatabase
  let mailDir: string
  beforeEach(async () => {
    mailDir = mkdtempSync(join(tmpdir(), 'shown-status-'))
    database = await createTestDatabase(kind, { MAIL_TRANSPORT: 'file', MAIL_FILE_DIR: mailDir })
    await seedEmailTemplates()
  })

  /** One pass of the outbox worker: it sends what is due (the applications' confirmations too). */
  const sendDueEmails = () => processOutboxOnce()
  afterEach(async () => {
    await database.cleanup()
    rmSync(mailDir, { recursive: true, force: true })
  })

  it('shows an application just received as Received, and a move made without its e-mail not at all', async () => {
    const id = await seedApplication(RAVI)
    expect(await shown()).toBe('new')
    await changeApplicationStatuses([id], 'interview', 'priya')
    expect((await getJobApplication(id))?.status).toBe('interview')
    expect(await shown()).toBe('new')
    expect(isOpenToApplicant((await listApplicationsOfApplicant(RAVI))[0]!)).toBe(true)
  })

  it('shows a stage once its e-mail has left the outbox, not while it is only queued', async () => {
    const id = await seedApplication(RAVI)
    await changeApplicationStatuses([id], 'interview', 'priya')
    expect(await sendStageEmail(id, 'interview')).toMatchObject({ sent: 1 })
    expect((await listRecordEmails('application', id)).map((e) => e.state)).toEqual(['queued'])
    expect(await shown()).toBe('new')

    await sendDueEmails()
    expect((await listRecordEmails('application', id)).map((e) => e.state)).toEqual(['sent'])
    expect(await shown()).toBe('interview')
    const [email] = await listRecordEmails('application', id)
    expect((await getJobApplication(id))?.announcedAt).toBe(email?.sentAt)
  })

  it('shows the stage at once when staff tick "Show on the status page", on the timeline and in the audit log', async () => {
    const id = await seedApplication(RAVI)
    const moved = await moveApplicationStage([id], 'reviewing', 'priya', { showOnStatusPage: true })
    expect(moved.changes.map((c) => c.to)).toEqual(['reviewing'])
    expect(moved.shown).toEqual([{ id, reference: expect.stringMatching(/^AP-/) }])
    expect(await shown()).toBe('reviewing')
    expect((await listRecordEvents('application', id)).map((e) => [e.kind, e.actor, e.data])).toEqual([
      ['received', null, expect.anything()],
      ['status', 'priya', { from: 'new', to: 'reviewing' }],
      ['shown', 'priya', { status: 'reviewing' }],
    ])
    expect((await listAuditLog({ action: 'application.shown' })).items.map((e) => e.target)).toEqual([
      `application ${moved.shown[0]?.reference} → reviewing`,
    ])

    // Moved on without it: the page stays; ticked later, with the application left where it is.
    await moveApplicationStage([id], 'interview', 'priya')
    expect(await shown()).toBe('reviewing')
    const later = await moveApplicationStage([id], 'interview', 'priya', { showOnStatusPage: true })
    expect(later.changes).toEqual([])
    expect(later.shown).toHaveLength(1)
    expect(await shown()).toBe('interview')
  })

  it('leaves the page at the last stage announced when a rejection is cancelled before it leaves', async () => {
    const id = await seedApplication(RAVI)
    await moveApplicationStage([id], 'interview', 'priya', { showOnStatusPage: true })
    await changeApplicationStatuses([id], 'rejected', 'priya')
    // Scheduled a day ago, so its REJECTION_EMAIL_DELAY has passed: the worker would send it now.
    const scheduled = await sendStageEmail(id, 'rejected', new Date(Date.now() - DAY - 60_000))
    expect(scheduled).toMatchObject({ sent: 1, notBefore: expect.any(String) })
    expect(await shown()).toBe('interview')
    const [rejection] = await listRecordEmails('application', id)
    expect(await cancelRecordEmail({ kind: 'application', id }, rejection!.id, 'priya')).toBe(true)

    await sendDueEmails()
    expect((await getJobApplication(id))?.status).toBe('rejected')
    expect(await shown()).toBe('interview')
    // What the page shows as open, the applicant may still act on.
    expect(isOpenToApplicant((await listApplicationsOfApplicant(RAVI))[0]!)).toBe(true)
  })

  it('shows a rejection once its e-mail has left after its delay', async () => {
    const id = await seedApplication(RAVI)
    await changeApplicationStatuses([id], 'rejected', 'priya')
    await sendStageEmail(id, 'rejected', new Date(Date.now() + 60_000 - DAY))
    // Still waiting (a minute to go): the worker leaves it, and the page still says Received.
    await sendDueEmails()
    expect((await listRecordEmails('application', id)).map((e) => e.state)).toEqual(['scheduled'])
    expect(await shown()).toBe('new')

    const other = await seedApplication('meena@example.com')
    await changeApplicationStatuses([other], 'rejected', 'priya')
    await sendStageEmail(other, 'rejected', new Date(Date.now() - DAY - 60_000))
    await sendDueEmails()
    expect((await listRecordEmails('application', other)).map((e) => e.state)).toEqual(['sent'])
    const [meena] = await listApplicationsOfApplicant('meena@example.com')
    expect(shownStatus(meena!)).toBe('rejected')
    expect(isOpenToApplicant(meena!)).toBe(false)
  })
})
