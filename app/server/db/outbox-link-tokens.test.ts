import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, expect, it } from 'vitest'
import { adminRequest, signedInJar } from '../../../tests/admin-session'
import { createTestDatabase, describeEachDatabase, type TestDatabase } from '../../../tests/db-utils'
import { seedApplicant, seedApplication, seedBrief } from '../../../tests/seed'
import { giveConsent, shareWithClient } from '../../../tests/shortlist-seed'
import { getStaffSession } from '../auth/staff-session.server'
import { canUseStatusLink, requestStatusLink } from '~/features/status-page/index.server'
import { getDb } from './client.server'
import { claimDueEmails } from '../mail/outbox-rules.server'
import {
  LINK_TOKEN_REMOVED,
  listOutboxEmails,
  markEmailFailed,
  queueEmails,
  retryEmail,
} from './email-outbox.server'
import { getApplicationCandidateId } from './job-applications.server'
import { listOpenInvitations } from './staff-invitations.server'
import {
  addToShortlist,
  askCandidate,
  answerClientShortlist,
  shareShortlist,
  updateShortlistEntry,
} from '~/features/shortlists/index.server'
import {
  inspectInvitation,
  inspectPasswordReset,
  requestPasswordReset,
} from '~/features/account/index.server'
import { inviteMember, resendInvitation } from '~/features/team/index.server'
import { processOutboxOnce } from '../mail/outbox-worker.server'

/** Every token a mail's links carry: `?token=…` and `/shortlist/…`. */
const tokensIn = (text: string) =>
  [...text.matchAll(/(?:[?&]token=|\/shortlist\/)([\w-]{20,})/g)].map((m) => m[1] ?? '')

describeEachDatabase('link tokens leave the database with their e-mail', (kind) => {
  let database: TestDatabase
  let mailDir: string
  beforeEach(async () => {
    mailDir = mkdtempSync(join(tmpdir(), 'link-mail-'))
    database = await createTestDatabase(kind, { MAIL_TRANSPORT: 'file', MAIL_FILE_DIR: mailDir })
  })
  afterEach(async () => {
    await database.cleanup()
    rmSync(mailDir, { recursive: true, force: true })
  })

  const delivered = () =>
    readdirSync(mailDir)
      .filter((name) => name.endsWith('.json'))
      .map((name) => JSON.parse(readFileSync(join(mailDir, name), 'utf8')) as Record<string, string>)

  it('keeps no working link in any outbox row once the worker has sent every kind of link mail', async () => {
    // An invitation (and its resend), a password reset, a status link and a shortlist link.
    const owner = await getStaffSession(adminRequest('/admin', await signedInJar('owner')))
    if (!owner) throw new Error('no owner session')
    await inviteMember(owner, 'kiran@example.com', 'recruiter')
    await inviteMember(owner, 'lata@example.com', 'sales')
    const [lata] = (await listOpenInvitations()).filter((i) => i.email === 'lata@example.com')
    await resendInvitation(owner, lata!.id)
    await requestPasswordReset(owner.email!, '203.0.113.40')
    await seedApplication('ravi@example.com')
    await requestStatusLink('ravi@example.com')
    const briefId = await seedBrief('buyer@acme.example')
    const candidate = (await getApplicationCandidateId(await seedApplicant('asha@example.com'))) as number
    const added = await addToShortlist(briefId, candidate, 'priya')
    if (!added.ok) throw new Error('not added')
    await updateShortlistEntry(
      briefId,
      added.entryId,
      {
        rateAmount: 45,
        rateCurrency: 'USD',
        ratePeriod: 'hour',
        availableOn: null,
        noticeWeeks: 0,
        pitch: 'Strong.',
      },
      'priya',
    )
    // The request to put her forward carries a sign-in link to her status page too.
    await askCandidate(briefId, added.entryId, { sector: 'Retail', nameCompany: false }, 'priya', {
      mayNameCompany: false,
    })
    await giveConsent(added.entryId)
    expect(await shareShortlist(briefId, 'meera')).toMatchObject({ ok: true })

    // Before sending, the rows hold the links (the worker must send them whole).
    const queued = await getDb().selectFrom('email_outbox').select(['text', 'linkTokens']).execute()
    expect(queued.filter((row) => row.linkTokens !== null)).toHaveLength(7)

    while ((await processOutboxOnce()).sent > 0);

    // The mails as they left: seven working links, one per link mail.
    const mailed = delivered().flatMap((mail) => tokensIn(mail.text ?? ''))
    expect(mailed).toHaveLength(7)
    const tokenTo = (to: string) =>
      delivered()
        .filter((m) => m.to === to)
        .flatMap((m) => tokensIn(m.text ?? ''))[0] ?? ''
    expect(await canUseStatusLink(tokenTo('ravi@example.com'))).toBe(true)
    expect(await inspectInvitation(tokenTo('kiran@example.com'))).toMatchObject({ ok: true })
    expect(await inspectPasswordReset(tokenTo(owner.email!))).toMatchObject({ ok: true })

    // What the database keeps: the mail, readable, with no token in it.
    const rows = await getDb()
      .selectFrom('email_outbox')
      .select(['status', 'subject', 'text', 'html', 'linkTokens'])
      .execute()
    expect(rows.every((row) => row.status === 'sent' && row.linkTokens === null)).toBe(true)
    const stored = JSON.stringify(rows)
    for (const token of mailed) expect(stored).not.toContain(token)
    const linkRows = rows.filter((row) => row.text.includes(LINK_TOKEN_REMOVED))
    expect(linkRows).toHaveLength(7)
    for (const row of linkRows) {
      expect(tokensIn(row.text)).toEqual([])
      expect(row.html).toContain(LINK_TOKEN_REMOVED)
    }
    expect(rows.find((row) => row.subject.startsWith('Your shortlist'))?.text).toContain(
      `/shortlist/${LINK_TOKEN_REMOVED}`,
    )
  })

  it('keeps no working link in the copy of a client’s answer once the worker has sent it', async () => {
    const briefId = await seedBrief('buyer@acme.example')
    const candidate = (await getApplicationCandidateId(await seedApplicant('asha@example.com'))) as number
    const { entryId, token } = await shareWithClient(briefId, candidate, 'buyer@acme.example')
    while ((await processOutboxOnce()).sent > 0);

    const form = new FormData()
    form.set('answer', 'interview')
    form.set('entry', String(entryId))
    form.set('note', 'Tuesday morning, London time')
    expect(await answerClientShortlist(token, form)).toMatchObject({ ok: true })
    while ((await processOutboxOnce()).sent > 0);

    // The copy went out with the working link back to the client's page…
    const copy = delivered().find((mail) => (mail.subject ?? '').startsWith('Your answer about'))
    expect(tokensIn(copy?.text ?? '')).toEqual([token])
    // …and its row keeps the mail, readable, without it.
    const rows = await getDb()
      .selectFrom('email_outbox')
      .select(['subject', 'text', 'html', 'linkTokens'])
      .execute()
    const row = rows.find((r) => r.subject.startsWith('Your answer about'))
    expect(row?.linkTokens).toBeNull()
    expect(row?.text).toContain(`/shortlist/${LINK_TOKEN_REMOVED}`)
    expect(JSON.stringify(rows)).not.toContain(token)
  })

  it('drops the token of an e-mail that failed for good, and keeps it while it will be tried again', async () => {
    const token = 'Zm9vYmFyYmF6cXV4LXRva2VuLWZvci10ZXN0aW5n'
    await queueEmails(getDb(), [
      {
        to: 'someone@example.com',
        subject: 'Your link',
        text: `Open http://localhost:3000/careers/status?token=${token}`,
        html: `<a href="http://localhost:3000/careers/status?token=${token}">Open</a>`,
        linkTokens: [token],
      },
    ])
    const [first] = await claimDueEmails(1)
    await markEmailFailed(first!, 'refused', new Date(Date.now() + 60_000).toISOString())
    const waiting = await getDb().selectFrom('email_outbox').selectAll().executeTakeFirstOrThrow()
    expect(waiting.text).toContain(token)
    await markEmailFailed({ ...first!, ...waiting }, 'refused again', null)
    const failed = await getDb().selectFrom('email_outbox').selectAll().executeTakeFirstOrThrow()
    expect(failed).toMatchObject({
      status: 'failed',
      linkTokens: null,
      text: `Open http://localhost:3000/careers/status?token=${LINK_TOKEN_REMOVED}`,
      html: `<a href="http://localhost:3000/careers/status?token=${LINK_TOKEN_REMOVED}">Open</a>`,
    })
    // Sending it again would send a dead link: the outbox offers no retry, and refuses one.
    const listed = await listOutboxEmails({ status: 'failed' })
    expect(listed.items[0]).toMatchObject({ id: failed.id, linkRemoved: true })
    expect(await retryEmail(failed.id)).toBe(false)
  })
})
