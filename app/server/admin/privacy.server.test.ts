import { afterEach, beforeEach, expect, it } from 'vitest'
import {
  createTestDatabase,
  describeEachDatabase,
  sqliteFilesHold,
  type TestDatabase,
} from '../../../tests/db-utils'
import { SAMPLE_ANSWERS, seedApplication, seedBrief, seedContact } from '../../../tests/seed'
import { countApplicationAnswers } from '../db/application-answers.server'
import { addApplicationNote } from '../db/application-notes.server'
import { listAuditLog } from '../db/audit-log.server'
import { listOutboxEmails } from '../db/email-outbox.server'
import { addHireBriefNote } from '../db/hire-briefs.server'
import { countResumes } from '../db/resumes.server'
import { addressRef } from '../security/address-ref.server'
import { erasePersonalData, exportPersonalData, findPersonalData } from './privacy.server'

const TARGET = 'ann@example.com'
const BYSTANDER = 'joann@example.com'

describeEachDatabase('privacy requests', (kind) => {
  let database: TestDatabase
  beforeEach(async () => {
    database = await createTestDatabase(kind)
    await seedContact(TARGET, { name: 'Ann Target', message: 'Call me' })
    await seedContact('ANN@example.com', { name: 'Ann Target' })
    await seedContact(BYSTANDER, { name: 'Jo Ann Bystander' })
    const id = await seedApplication(TARGET, { fullName: 'Ann Target' }, undefined, SAMPLE_ANSWERS)
    await addApplicationNote(id, 'ops-admin', 'Strong candidate')
    await seedApplication(BYSTANDER, { fullName: 'Jo Ann Bystander' }, undefined, SAMPLE_ANSWERS.slice(0, 1))
    const brief = await seedBrief(TARGET, { name: 'Ann Target' })
    await addHireBriefNote(brief, 'ops-admin', 'Wants two developers')
    await seedBrief(BYSTANDER, { name: 'Jo Ann Bystander' })
  })
  afterEach(async () => {
    await database.cleanup()
  })

  it('finds everything stored for an address, whatever its case, and nothing of a longer one', async () => {
    const found = await findPersonalData(' Ann@Example.com ')
    expect(found.contacts).toHaveLength(2)
    expect(found.applications).toHaveLength(1)
    expect(found.applications[0]?.notes.map((n) => n.body)).toEqual(['Strong candidate'])
    expect(found.applications[0]?.answers).toEqual(SAMPLE_ANSWERS)
    expect(found.briefs.map((b) => b.name)).toEqual(['Ann Target'])
    expect(found.briefs[0]?.notes.map((n) => n.body)).toEqual(['Wants two developers'])
    // to ann (x2 contact acks, 1 application ack, 1 brief receipt) and the three team notices quoting her address
    expect(found.emails.map((e) => e.to.toLowerCase()).sort()).toEqual(
      [
        TARGET,
        TARGET,
        TARGET,
        TARGET,
        'inbox@brightpath.example',
        'inbox@brightpath.example',
        'sales@brightpath.example',
      ].sort(),
    )
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
    expect(exported.briefs[0]?.notes).toHaveLength(1)
    // What leaves as the JSON download holds the brief.
    expect(JSON.parse(JSON.stringify(exported)).briefs[0].skills).toEqual(['React', 'Go'])
  })

  it('erases submissions, resumes, notes, answers and e-mails for the address only, and audits without personal data', async () => {
    const counts = await erasePersonalData(TARGET, 'ops-admin')
    expect(counts).toEqual({
      contacts: 2,
      applications: 1,
      resumes: 1,
      notes: 1,
      answers: 2,
      briefs: 1,
      briefNotes: 1,
      emails: 7,
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

    const [entry] = (await listAuditLog({ action: 'privacy.erase' })).items
    expect(entry?.actor).toBe('ops-admin')
    expect(entry?.target).toContain('16 records')
    expect(entry?.target).toContain('answers 2')
    expect(entry?.target).toContain('briefs 1, brief notes 1')
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

  it('erasing an address with nothing stored changes nothing', async () => {
    expect(await erasePersonalData('nobody@example.com', 'ops-admin')).toEqual({
      contacts: 0,
      applications: 0,
      resumes: 0,
      notes: 0,
      answers: 0,
      briefs: 0,
      briefNotes: 0,
      emails: 0,
    })
    expect((await findPersonalData(TARGET)).contacts).toHaveLength(2)
  })
})
