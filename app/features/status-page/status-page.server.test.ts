import { createHash } from 'node:crypto'
import { afterEach, beforeEach, expect, it } from 'vitest'
import { createTestDatabase, describeEachDatabase, type TestDatabase } from '../../../tests/db-utils'
import { PDF_BYTES, seedApplication } from '../../../tests/seed'
import { createStaffMember } from '~/server/auth/staff.server'
import { countEmailsByState, findEmailsByAddress, listRecordEmails } from '~/server/db/email-outbox.server'
import {
  assignJobApplication,
  getJobApplication,
  listApplicationsOfApplicant,
} from '~/server/db/job-applications.server'
import { changeApplicationStatuses, moveApplicationStage } from '~/features/applications/index.server'
import { listRecordEvents } from '~/server/db/record-events.server'
import { findStatusLink, findStatusLinksByEmail } from '~/server/db/status-links.server'
import { sendRecordEmail } from '~/features/email/index.server'
import { findRecord } from '~/features/timeline/index.server'
import {
  canUseStatusLink,
  closeStatusSession,
  MAX_LINKS_PER_DAY,
  openStatusLink,
  readStatusSession,
  replaceResumeAsApplicant,
  requestStatusLink,
  shownStatus,
  withdrawAsApplicant,
} from './index.server'

const RAVI = 'ravi@example.com'

/** The outbox's e-mails to an address, newest last. */
// By id, not time: two e-mails queued in the same millisecond would otherwise come in either order.
const mailTo = async (to: string) =>
  (await findEmailsByAddress(to)).filter((e) => e.to === to).sort((a, b) => a.id - b.id)

/** The token in the newest sign-in link sent to an address. */
async function tokenSentTo(to: string): Promise<string> {
  const text = (await mailTo(to)).at(-1)?.text ?? ''
  const token = /\/careers\/status\?token=([\w-]+)/.exec(text)?.[1]
  if (!token) throw new Error('no link in the e-mail')
  return token
}

const withCookie = (setCookie: string) =>
  new Request('http://localhost:3000/careers/status', { headers: { Cookie: setCookie.split(';')[0] ?? '' } })

describeEachDatabase('the applicant status page', (kind) => {
  let database: TestDatabase
  beforeEach(async () => {
    database = await createTestDatabase(kind, { CAREERS_INBOX: 'careers@brightpath.example' })
  })
  afterEach(async () => {
    await database.cleanup()
  })

  it('sends a link only to an address with applications, at most a few an hour', async () => {
    await seedApplication(RAVI)
    const before = await countEmailsByState()
    await requestStatusLink('nobody@example.com')
    expect(await countEmailsByState()).toEqual(before)
    expect(await findStatusLinksByEmail('nobody@example.com')).toEqual([])

    const now = new Date('2026-11-26T13:21:00.000Z')
    await requestStatusLink(' Ravi@Example.com ', now)
    const [mail] = (await mailTo(RAVI)).slice(-1)
    expect(mail?.subject).toBe('Your link to your applications | Brightpath IT Solutions')
    // Valid for an hour, said in the company's time zone.
    expect(mail?.text).toContain('until 26 Nov 2026, 19:51 IST')
    const token = await tokenSentTo(RAVI)
    expect(token).toHaveLength(43) // 256 bits, base64url
    // Only its hash is kept: the table holds no working link.
    const hash = createHash('sha256').update(token).digest('hex')
    expect(await findStatusLink(hash)).toMatchObject({ tokenHash: hash, usedAt: null })
    expect(await canUseStatusLink(token, now)).toBe(true)
    expect(await findStatusLinksByEmail(RAVI)).toEqual([
      { createdAt: now.toISOString(), expiresAt: '2026-11-26T14:21:00.000Z', usedAt: null },
    ])

    for (let i = 1; i < MAX_LINKS_PER_DAY + 2; i++) await requestStatusLink(RAVI, now)
    expect(await findStatusLinksByEmail(RAVI)).toHaveLength(MAX_LINKS_PER_DAY)
    await requestStatusLink(RAVI, new Date(now.getTime() + 23 * 3_600_000))
    expect(await findStatusLinksByEmail(RAVI)).toHaveLength(MAX_LINKS_PER_DAY)
    await requestStatusLink(RAVI, new Date(now.getTime() + 25 * 3_600_000))
    expect(await findStatusLinksByEmail(RAVI)).toHaveLength(MAX_LINKS_PER_DAY + 1)
  })

  it('keeps the cap when requests for one address arrive at the same instant', async () => {
    await seedApplication(RAVI)
    const now = new Date()
    await Promise.all(Array.from({ length: MAX_LINKS_PER_DAY + 3 }, () => requestStatusLink(RAVI, now)))
    expect(await findStatusLinksByEmail(RAVI)).toHaveLength(MAX_LINKS_PER_DAY)
  })

  it('opens once, within the hour, a page session of its own that ends', async () => {
    await seedApplication(RAVI)
    const sentAt = new Date()
    await requestStatusLink(RAVI, sentAt)
    const token = await tokenSentTo(RAVI)
    expect(await canUseStatusLink(token)).toBe(true)
    expect(await canUseStatusLink('x'.repeat(43))).toBe(false)
    expect(await canUseStatusLink('not a token')).toBe(false)

    const cookie = await openStatusLink(token)
    expect(cookie).toMatch(
      /^bp_status=[\w-]{43}; Path=\/careers\/status; HttpOnly; SameSite=Lax; Max-Age=1800$/,
    )
    expect(await openStatusLink(token)).toBeNull()
    expect(await canUseStatusLink(token)).toBe(false)

    const session = await readStatusSession(withCookie(cookie!))
    expect(session?.email).toBe(RAVI)
    expect(await readStatusSession(new Request('http://localhost:3000/careers/status'))).toBeNull()
    expect(await closeStatusSession(session)).toMatch(/^bp_status=; Path=\/careers\/status; .*Max-Age=0/)
    expect(await readStatusSession(withCookie(cookie!))).toBeNull()

    await requestStatusLink(RAVI)
    const late = await tokenSentTo(RAVI)
    expect(await openStatusLink(late, new Date(Date.now() + 61 * 60_000))).toBeNull()
    const opened = withCookie((await openStatusLink(late))!)
    // The page session lasts half an hour from the link's use.
    expect(await readStatusSession(opened, new Date(Date.now() + 29 * 60_000))).not.toBeNull()
    expect(await readStatusSession(opened, new Date(Date.now() + 31 * 60_000))).toBeNull()
  })

  it('opens a link for one of two clicks at the same instant, never both', async () => {
    await seedApplication(RAVI)
    await requestStatusLink(RAVI)
    const token = await tokenSentTo(RAVI)
    const opened = await Promise.all(Array.from({ length: 4 }, () => openStatusLink(token)))
    expect(opened.filter((cookie) => cookie !== null)).toHaveLength(1)
  })

  it('lets the applicant withdraw an open application of theirs: staff see it, the recruiter hears, a waiting e-mail is cancelled', async () => {
    const id = await seedApplication(RAVI, { fullName: 'Ravi Kumar', openingTitle: 'Frontend Developer' })
    const other = await seedApplication('someone@example.com')
    const record = await findRecord({ kind: 'application', id })
    await sendRecordEmail(
      record!,
      { username: 'priya', name: 'Priya', email: null },
      { subject: 'Soon', body: 'Hi' },
      { notBefore: new Date(Date.now() + 60_000) },
    )
    await requestStatusLink(RAVI)
    const session = (await readStatusSession(withCookie((await openStatusLink(await tokenSentTo(RAVI)))!)))!

    expect(await withdrawAsApplicant(session, other)).toBeNull()
    const reference = await withdrawAsApplicant(session, id)
    expect(reference).toMatch(/^AP-/)
    expect((await getJobApplication(id))?.status).toBe('withdrawn')
    expect((await listRecordEvents('application', id)).at(-1)).toMatchObject({
      kind: 'withdrawn',
      actor: null,
      data: { by: 'applicant' },
    })
    expect((await listRecordEmails('application', id)).map((e) => e.state)).toEqual(['cancelled'])
    const [notice] = await mailTo('careers@brightpath.example')
    expect(notice?.subject).toBe(`Application ${reference} withdrawn: Ravi Kumar, Frontend Developer`)
    expect(notice?.text).toMatch(/on \d{1,2} \w{3} \d{4}, \d\d:\d\d IST/)
    // Closed now: no second withdrawal, no new resume.
    expect(await withdrawAsApplicant(session, id)).toBeNull()
    expect((await listApplicationsOfApplicant(RAVI))[0]?.status).toBe('withdrawn')
  })

  it('sends the withdrawal notice to the member the application is assigned to', async () => {
    const id = await seedApplication(RAVI, { fullName: 'Ravi Kumar', openingTitle: 'Frontend Developer' })
    await createStaffMember({
      username: 'meera',
      email: 'meera@staff.example',
      password: 'another-long-enough-secret',
      role: 'recruiter',
    })
    await assignJobApplication(id, 'meera')
    await requestStatusLink(RAVI)
    const session = (await readStatusSession(withCookie((await openStatusLink(await tokenSentTo(RAVI)))!)))!

    const reference = await withdrawAsApplicant(session, id)
    const [notice] = await mailTo('meera@staff.example')
    expect(notice?.subject).toBe(`Application ${reference} withdrawn: Ravi Kumar, Frontend Developer`)
    expect(await mailTo('careers@brightpath.example')).toEqual([])
  })

  it('takes a newer resume for an open application, in place of the old one', async () => {
    const id = await seedApplication(RAVI, {}, 'old-key.pdf')
    const closed = await seedApplication(RAVI, {}, 'closed-key.pdf')
    // Closed as the page shows it: hired, and told so.
    await moveApplicationStage([closed], 'hired', 'priya', { showOnStatusPage: true })
    await requestStatusLink(RAVI)
    const session = (await readStatusSession(withCookie((await openStatusLink(await tokenSentTo(RAVI)))!)))!
    const resume = {
      fileName: 'new-key.pdf',
      originalName: 'Ravi CV 2026.pdf',
      contentType: 'application/pdf',
      size: PDF_BYTES.byteLength,
      sha256: 'x'.repeat(64),
      data: PDF_BYTES,
    }
    expect(await replaceResumeAsApplicant(session, closed, resume)).toBeNull()
    expect(await replaceResumeAsApplicant(session, id, resume)).toMatch(/^AP-/)
    expect((await getJobApplication(id))?.resume).toMatchObject({
      fileName: 'new-key.pdf',
      originalName: 'Ravi CV 2026.pdf',
    })
    expect((await listRecordEvents('application', id)).at(-1)).toMatchObject({
      kind: 'resume-replaced',
      data: { originalName: 'Ravi CV 2026.pdf' },
    })
  })

  it('leaves a rejection not yet told open to its applicant: withdrawing it ends the rejection', async () => {
    const id = await seedApplication(RAVI)
    const [fresh] = await listApplicationsOfApplicant(RAVI)
    expect(shownStatus(fresh!)).toBe('new')
    await changeApplicationStatuses([id], 'rejected', 'priya')
    const record = await findRecord({ kind: 'application', id })
    await sendRecordEmail(
      record!,
      { username: 'priya', name: 'Priya', email: null },
      { subject: 'Your application', body: 'Hi' },
      { notBefore: new Date(Date.now() + 60_000), announces: 'rejected' },
    )
    const [rejected] = await listApplicationsOfApplicant(RAVI)
    expect(shownStatus(rejected!)).toBe('new')
    await requestStatusLink(RAVI)
    const session = (await readStatusSession(withCookie((await openStatusLink(await tokenSentTo(RAVI)))!)))!
    expect(await withdrawAsApplicant(session, id)).toMatch(/^AP-/)
    expect((await getJobApplication(id))?.status).toBe('withdrawn')
    expect((await listRecordEmails('application', id)).map((e) => e.state)).toEqual(['cancelled'])
    // They withdrew it themselves: the page says so at once.
    expect(shownStatus((await listApplicationsOfApplicant(RAVI))[0]!)).toBe('withdrawn')
  })
})
