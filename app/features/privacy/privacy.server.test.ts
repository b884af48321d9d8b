import { afterEach, beforeEach, expect, it } from 'vitest'
import {
  createTestDatabase,
  describeEachDatabase,
  sqliteFilesHold,
  type TestDatabase,
} from '../../../tests/db-utils'
import { SAMPLE_ANSWERS, seedApplication, seedBrief, seedContact } from '../../../tests/seed'
import { countApplicationAnswers } from '~/server/db/application-answers.server'
import { listAuditLog } from '~/server/db/audit-log.server'
import { listOutboxEmails } from '~/server/db/email-outbox.server'
import { listRecordEvents } from '~/server/db/record-events.server'
import { countResumes } from '~/server/db/resumes.server'
import { getCandidate } from '~/server/db/candidates.server'
import { saveCandidateProfile } from '~/features/candidates/index.server'
import { createStatusLink } from '~/server/db/status-links.server'
import { createInvitation } from '~/server/db/staff-invitations.server'
import { inTransaction } from '~/server/db/transaction.server'
import { sendRecordEmail } from '~/features/email/index.server'
import { findRecord } from '~/features/timeline/index.server'
import { addNote } from '~/features/timeline/index.server'
import { addressRef } from '~/server/security/address-ref.server'
import { newLinkToken } from '~/server/security/link-tokens.server'
import { erasePersonalData, exportPersonalData, findPersonalData } from './index.server'

const TARGET = 'ann@example.com'
const BYSTANDER = 'joann@example.com'

describeEachDatabase('privacy requests', (kind) => {
  let database: TestDatabase
  let bystanderApplication: number
  beforeEach(async () => {
    database = await createTestDatabase(kind)
    await seedContact(TARGET, { name: 'Ann Target', message: 'Call me' })
    await seedContact('ANN@example.com', { name: 'Ann Target' })
    await seedContact(BYSTANDER, { name: 'Jo Ann Bystander' })
    const id = await seedApplication(TARGET, { fullName: 'Ann Target' }, undefined, SAMPLE_ANSWERS)
    await addNote({ kind: 'application', id }, 'ops-admin', 'Strong candidate')
    const record = await findRecord({ kind: 'application', id })
    const sender = { username: 'ops-admin', name: 'Priya', email: 'priya@staff.example' }
    await sendRecordEmail(record!, sender, { subject: 'Hello {{firstName}}', body: 'Can we talk on Monday?' })
    bystanderApplication = await seedApplication(
      BYSTANDER,
      { fullName: 'Jo Ann Bystander' },
      undefined,
      SAMPLE_ANSWERS.slice(0, 1),
    )
    await addNote({ kind: 'application', id: bystanderApplication }, 'ops-admin', 'Not her')
    const brief = await seedBrief(TARGET, { name: 'Ann Target' })
    await addNote({ kind: 'brief', id: brief }, 'ops-admin', 'Wants two developers')
    await seedBrief(BYSTANDER, { name: 'Jo Ann Bystander' })
    await createStatusLink(TARGET, 'a'.repeat(64), new Date(Date.now() + 3_600_000))
  })
  afterEach(async () => {
    await database.cleanup()
  })

  it('finds everything stored for an address, whatever its case, and nothing of a longer one', async () => {
    const found = await findPersonalData(' Ann@Example.com ')
    expect(found.contacts).toHaveLength(2)
    expect(found.applications).toHaveLength(1)
    expect(found.contacts.map((c) => c.timeline.map((e) => e.kind))).toEqual([['received'], ['received']])
    expect(found.applications[0]?.timeline.map((e) => [e.kind, e.actor])).toEqual([
      ['received', null],
      ['note', 'ops-admin'],
      ['email', 'ops-admin'],
    ])
    expect(found.applications[0]?.answers).toEqual(SAMPLE_ANSWERS)
    expect(found.briefs.map((b) => b.name)).toEqual(['Ann Target'])
    expect(found.briefs[0]?.timeline.map((e) => e.data)).toEqual([
      { reference: expect.stringMatching(/^HB-/) },
      { body: 'Wants two developers' },
    ])
    // to ann (x2 contact acks, 1 application ack, 1 brief receipt, the e-mail sent from her application)
    // and the three team notices quoting her address
    expect(found.emails.map((e) => e.to.toLowerCase()).sort()).toEqual(
      [
        TARGET,
        TARGET,
        TARGET,
        TARGET,
        TARGET,
        'inbox@brightpath.example',
        'inbox@brightpath.example',
        'sales@brightpath.example',
      ].sort(),
    )
    expect(found.emails.map((e) => e.subject)).toContain('Hello Ann')
    expect(found.statusLinks).toEqual([
      { createdAt: expect.any(String), expiresAt: expect.any(String), usedAt: null },
    ])
  })

  it('exports the records with the resume bytes', async () => {
    const exported = await exportPersonalData(TARGET, 'ops-admin')
    expect(exported.applications[0]?.resume?.base64).toBe(
      Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n', 'latin1').toString('base64'),
    )
    expect(exported.emails.some((e) => e.text.includes(TARGET))).toBe(true)
    expect(JSON.parse(JSON.stringify(exported)).applications[0].answers).toEqual(SAMPLE_ANSWERS)
    expect(exported.briefs).toHaveLength(1)
    expect(exported.briefs[0]).toMatchObject({ email: TARGET, company: 'Acme Retail' })
    expect(exported.briefs[0]?.timeline).toHaveLength(2)
    expect(exported.applications[0]?.timeline.map((e) => e.kind)).toEqual(['received', 'note', 'email'])
    // The e-mail written from her application, with its text and who sent it.
    expect(exported.emails).toContainEqual(
      expect.objectContaining({
        subject: 'Hello Ann',
        text: expect.stringContaining('Monday'),
        sentBy: 'ops-admin',
      }),
    )
    expect(exported.statusLinks).toHaveLength(1)
    expect(JSON.stringify(exported)).not.toContain('a'.repeat(64))
    // What leaves as the JSON download holds the brief.
    expect(JSON.parse(JSON.stringify(exported)).briefs[0].skills).toEqual(['React', 'Go'])
  })

  it('erases submissions, resumes, timelines, answers, e-mails and status links for the address only, and audits without personal data', async () => {
    const counts = await erasePersonalData(TARGET, 'ops-admin')
    expect(counts).toEqual({
      contacts: 2,
      applications: 1,
      resumes: 1,
      // Two contacts received; the application received, its note and its e-mail; the brief received and its note.
      timeline: 7,
      answers: 2,
      briefs: 1,
      emails: 8,
      statusLinks: 1,
      candidates: 1,
      shortlistEntries: 0,
      shortlistLinks: 0,
      staffLinks: 0,
      followUps: 0,
      subscriptions: 0,
    })
    const after = await findPersonalData(TARGET)
    expect(
      after.contacts.length + after.applications.length + after.briefs.length + after.emails.length,
    ).toBe(0)
    expect(await countResumes()).toBe(1)
    expect(await countApplicationAnswers()).toBe(1)
    const bystander = await findPersonalData(BYSTANDER)
    expect(bystander.contacts).toHaveLength(1)
    expect(bystander.applications).toHaveLength(1)
    expect(bystander.briefs).toHaveLength(1)
    expect((await listOutboxEmails()).items.every((e) => e.to !== TARGET)).toBe(true)
    expect(await findPersonalData(TARGET)).toMatchObject({ statusLinks: [] })
    expect((await listRecordEvents('application', bystanderApplication)).map((e) => e.kind)).toEqual([
      'received',
      'note',
    ])

    const [entry] = (await listAuditLog({ action: 'privacy.erase' })).items
    expect(entry?.actor).toBe('ops-admin')
    expect(entry?.target).toContain('24 records')
    expect(entry?.target).toContain('answers 2')
    expect(entry?.target).toContain('timeline entries 7')
    expect(entry?.target).toContain('status links 1')
    expect(entry?.target).toContain(await addressRef(TARGET))
    expect(JSON.stringify(entry)).not.toMatch(/ann@|example\.com|Ann Target/i)
  })

  if (kind === 'sqlite') {
    it('leaves no erased bytes in the database file or its write-ahead log', async () => {
      const marker = `erase-marker-${Math.random().toString(36).slice(2)}`
      await seedContact(TARGET, { name: 'Ann Target', message: marker.repeat(20) })
      await seedBrief(TARGET, { name: 'Ann Target', details: marker })
      expect(sqliteFilesHold(database.url, marker)).toContain(true)
      await erasePersonalData(TARGET, 'ops-admin')
      expect(sqliteFilesHold(database.url, marker)).toEqual([false, false])
    })
  }

  it('exports the profile staff wrote for clients, and erasure takes it with the candidate record', async () => {
    const candidateId = (await findPersonalData(TARGET)).candidate?.id ?? 0
    const marker = `profile-marker-${Math.random().toString(36).slice(2)}`
    const profile = {
      profileSummary: `${marker} for banks`,
      education: `B.E. ${marker}`,
      languages: `Tamil, ${marker}`,
    }
    await saveCandidateProfile(
      candidateId,
      { headline: 'Engineer', skills: null, yearsOfExperience: null, ...profile },
      'ops-admin',
    )
    expect((await exportPersonalData(TARGET, 'ops-admin')).candidate).toMatchObject(profile)
    expect(await erasePersonalData(TARGET, 'ops-admin')).toMatchObject({ candidates: 1 })
    expect(await getCandidate(candidateId)).toBeUndefined()
    if (kind === 'sqlite') expect(sqliteFilesHold(database.url, marker)).toEqual([false, false])
  })

  it('erasing an address with nothing stored changes nothing', async () => {
    expect(await erasePersonalData('nobody@example.com', 'ops-admin')).toEqual({
      contacts: 0,
      applications: 0,
      resumes: 0,
      timeline: 0,
      answers: 0,
      briefs: 0,
      emails: 0,
      statusLinks: 0,
      candidates: 0,
      shortlistEntries: 0,
      shortlistLinks: 0,
      staffLinks: 0,
      followUps: 0,
      subscriptions: 0,
    })
    expect((await findPersonalData(TARGET)).contacts).toHaveLength(2)
  })

  it('finds, exports and erases an invitation to join the team sent to the address', async () => {
    const { token, hash } = newLinkToken()
    await inTransaction((trx) =>
      createInvitation(
        { email: 'ANN@example.com', role: 'sales', invitedBy: 'ops-admin', tokenHash: hash },
        trx,
      ),
    )
    expect((await findPersonalData(TARGET)).invitations).toEqual([
      expect.objectContaining({ email: 'ann@example.com', role: 'sales', state: 'waiting' }),
    ])
    const exported = await exportPersonalData(TARGET, 'ops-admin')
    expect(exported.invitations).toHaveLength(1)
    expect(JSON.stringify(exported)).not.toContain(token)
    expect(await erasePersonalData(TARGET, 'ops-admin')).toMatchObject({ staffLinks: 1 })
    expect((await findPersonalData(TARGET)).invitations).toEqual([])
  })
})
