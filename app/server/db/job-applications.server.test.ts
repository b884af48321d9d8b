import { afterEach, beforeEach, expect, it } from 'vitest'
import { createTestDatabase, describeEachDatabase, type TestDatabase } from '../../../tests/db-utils'
import { countEmailsByStatus } from './email-outbox.server'
import {
  countJobApplications,
  createJobApplication,
  listJobApplications,
  type NewJobApplication,
} from './job-applications.server'
import { countResumes, getResumeFile } from './resumes.server'

const application = (n: number): NewJobApplication => ({
  fullName: `Applicant ${n}`,
  email: `applicant${n}@example.com`,
  phone: null,
  address: null,
  position: n % 2 ? 'Frontend Developer' : 'HR Executive',
  skills: n % 3 ? 'React' : 'Recruiting',
  yearsOfExperience: null,
  currentCtc: null,
  expectedCtc: null,
  recentEducation: null,
  collegeName: null,
  idNumber: null,
  percentage: null,
  github: null,
  linkedin: null,
  coverLetter: null,
  ipHash: null,
})

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
    expect([
      await countJobApplications(),
      await countResumes(),
      (await countEmailsByStatus()).queued,
    ]).toEqual([1, 1, 0])
  })

  it('lists newest first with the resume summary, searching name, email, position and skills', async () => {
    for (let n = 1; n <= 27; n++) {
      await createJobApplication(application(n), n === 27 ? resume('k27.pdf') : null, () => [])
    }
    const first = await listJobApplications()
    expect(first).toMatchObject({ total: 27, pageCount: 2 })
    expect(first.items[0]).toMatchObject({
      fullName: 'Applicant 27',
      status: 'new',
      resume: { fileName: 'k27.pdf', originalName: 'cv.pdf', contentType: 'application/pdf', size: 4 },
    })
    expect(first.items[1]?.resume).toBeNull()
    expect((await listJobApplications({ page: 2 })).items).toHaveLength(2)
    expect((await listJobApplications({ q: 'hr exec' })).total).toBe(13)
    expect((await listJobApplications({ q: 'recruit' })).total).toBe(9)
    expect((await listJobApplications({ status: 'hired' })).total).toBe(0)

    const file = await getResumeFile('k27.pdf')
    expect(file?.data.toString('latin1')).toBe('%PDF')
    expect(await getResumeFile('missing.pdf')).toBeUndefined()
  })
})
