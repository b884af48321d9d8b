import { afterEach, beforeEach, expect, it } from 'vitest'
import { createTestDatabase, describeEachDatabase, type TestDatabase } from '../../../tests/db-utils'
import { applicantDetails } from '../../../tests/seed'
import { countEmailsByState } from './email-outbox.server'
import {
  countApplicationsByStatus,
  countJobApplications,
  getJobApplication,
  listJobApplications,
  type NewJobApplication,
} from './job-applications.server'
import { changeApplicationStatuses, createJobApplication } from '~/features/applications/index.server'
import { listRecordEvents } from './record-events.server'
import { countResumes, getResumeFile } from './resumes.server'

const application = (n: number): NewJobApplication =>
  applicantDetails({
    fullName: `Applicant ${n}`,
    email: `applicant${n}@example.com`,
    position: n % 2 ? 'Frontend Developer' : 'HR Executive',
    skills: n % 3 ? 'React' : 'Recruiting',
  })

/** Every field filled with a value of its own, so a field stored under another's column shows. */
const complete: NewJobApplication = {
  fullName: 'Ravi Kumar',
  email: 'ravi@example.com',
  phone: '+91 80000 00000',
  address: '12 MG Road, Bengaluru',
  position: 'Frontend Developer',
  skills: 'Kubernetes, Go',
  yearsOfExperience: '4.5',
  currentCtc: '8 LPA',
  expectedCtc: '12 LPA',
  recentEducation: 'B.Tech',
  collegeName: 'RV College',
  idNumber: 'ABCDE1234F',
  percentage: '82',
  github: 'https://github.com/ravi',
  linkedin: 'https://linkedin.com/in/ravi',
  coverLetter: 'I would like to join.',
  ipHash: 'f'.repeat(64),
  // Sent for no opening in particular; the title is kept as given all the same.
  openingId: null,
  openingTitle: 'Frontend Developer',
}

const resume = (key: string) => ({
  fileName: key,
  originalName: 'cv.pdf',
  contentType: 'application/pdf',
  size: 4,
  sha256: 'x'.repeat(64),
  data: new Uint8Array([37, 80, 68, 70]),
})

describeEachDatabase('job applications', (kind) => {
  let database: TestDatabase
  beforeEach(async () => {
    database = await createTestDatabase(kind)
  })
  afterEach(async () => {
    await database.cleanup()
  })

  it('stores nothing when any part of the transaction fails (a duplicate resume key)', async () => {
    await createJobApplication(application(1), resume('same.pdf'), () => [])
    await expect(
      createJobApplication(application(2), resume('same.pdf'), () => [
        { to: 'a@example.com', subject: 's', text: 't' },
      ]),
    ).rejects.toThrow()
    expect([await countJobApplications(), await countResumes(), (await countEmailsByState()).queued]).toEqual(
      [1, 1, 0],
    )
  })

  it('reads back every field as it was sent, with the resume, and without the hashed address', async () => {
    const { id, reference } = await createJobApplication(complete, resume('k1.pdf'), () => [])
    const { ipHash: _ipHash, ...sent } = complete
    expect(reference).toMatch(/^AP-[2-9A-HJKMNP-TW-Z]{6}$/)
    const expected = {
      ...sent,
      id,
      reference,
      status: 'new',
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      candidateId: expect.any(Number),
      assignedTo: null,
      // What its applicant's status page shows (migration 0028): "Received", until a stage is announced.
      announcedStatus: 'new',
      announcedAt: null,
      resume: { fileName: 'k1.pdf', originalName: 'cv.pdf', contentType: 'application/pdf', size: 4 },
      // Where the visit that sent it came from (migration 0023): set after it is stored, when known.
      sourceLanding: null,
      sourceReferrer: null,
      sourceCampaign: null,
      sourceMedium: null,
      sourceName: null,
    }
    expect(await getJobApplication(id)).toEqual(expected)
    expect((await listJobApplications()).items).toEqual([expected])
    expect(await getJobApplication(99_999)).toBeUndefined()

    const file = await getResumeFile('k1.pdf')
    expect(file).toMatchObject({ applicationId: id, originalName: 'cv.pdf', size: 4, sha256: 'x'.repeat(64) })
    expect(file?.data.toString('latin1')).toBe('%PDF')
    expect(await getResumeFile('missing.pdf')).toBeUndefined()
  })

  it('gives the admin table only its own columns', async () => {
    const { id, reference } = await createJobApplication(complete, resume('k1.pdf'), () => [])
    const { items } = await listJobApplications({}, { view: 'row' })
    // What a recruiter scans: contact details, pay and the cover letter stay on the application's page.
    expect(items).toEqual([
      {
        id,
        reference,
        fullName: 'Ravi Kumar',
        position: 'Frontend Developer',
        openingTitle: 'Frontend Developer',
        status: 'new',
        assignedTo: null,
        createdAt: expect.any(String),
        candidateId: expect.any(Number),
      },
    ])
  })

  it('lists newest first, 25 a page, searching name, email, position, skills and cover letter', async () => {
    for (let n = 1; n <= 27; n++) {
      await createJobApplication(application(n), n === 27 ? resume('k27.pdf') : null, () => [])
    }
    const first = await listJobApplications()
    expect(first).toMatchObject({ total: 27, pageSize: 25, pageCount: 2 })
    expect(first.items[0]).toMatchObject({ fullName: 'Applicant 27', resume: { fileName: 'k27.pdf' } })
    expect(first.items[1]?.resume).toBeNull()
    expect((await listJobApplications({ page: 2 })).items.map((a) => a.fullName)).toEqual([
      'Applicant 2',
      'Applicant 1',
    ])
    expect((await listJobApplications({ q: 'hr exec' })).total).toBe(13)
    expect((await listJobApplications({ q: 'recruit' })).total).toBe(9)
    expect((await listJobApplications({ q: 'APPLICANT2' })).total).toBe(9)
    expect((await listJobApplications({}, { pageSize: 10_000 })).items).toHaveLength(27)
  })

  it('moves applications through review, each change on its timeline with who made it', async () => {
    const { id, reference } = await createJobApplication(complete, null, () => [])
    const other = await createJobApplication(application(2), null, () => [])
    expect(await changeApplicationStatuses([id, 99_999], 'interview', 'priya')).toEqual([
      { id, reference, from: 'new', to: 'interview' },
    ])
    expect((await listJobApplications({ status: 'interview' })).items.map((a) => a.id)).toEqual([id])
    expect(await countApplicationsByStatus()).toMatchObject({ new: 1, interview: 1, hired: 0 })
    expect((await listJobApplications({ q: reference.toLowerCase() })).items.map((a) => a.id)).toEqual([id])
    await changeApplicationStatuses([other.id], 'withdrawn', 'priya')
    expect((await listRecordEvents('application', id)).map((e) => [e.kind, e.actor, e.data])).toEqual([
      ['received', null, { reference }],
      ['status', 'priya', { from: 'new', to: 'interview' }],
    ])
    expect((await listRecordEvents('application', other.id)).at(-1)).toMatchObject({
      kind: 'withdrawn',
      data: { by: 'staff' },
    })
  })
})
