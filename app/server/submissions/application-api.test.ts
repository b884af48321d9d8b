import { afterEach, beforeEach, expect, it } from 'vitest'
import { MAX_RESUME_BYTES } from '~/contracts/application-form'
import { FORM_MESSAGES } from '~/contracts/messages'
import { action } from '~/routes/api/job-application'
import { createTestDatabase, describeEachDatabase, type TestDatabase } from '../../../tests/db-utils'
import { seedOpenings } from '~/features/openings/index.server'
import { claimDueEmails } from '../mail/outbox-rules.server'
import { listJobApplications } from '../db/job-applications.server'
import { getResumeFile } from '../db/resumes.server'
import { sampleCompoundFile, sampleDocx, sampleExecutable, samplePdf } from '../../../tests/sample-files'
import {
  formRequest,
  multipart,
  NOTHING_STORED,
  routeArgs,
  storedCounts,
} from '../../../tests/submission-support'

const valid = {
  fullName: 'Ravi Kumar',
  email: 'ravi@example.com',
  position: 'backend-developer',
  skills: 'Go, SQL',
}

async function post(form: FormData | URLSearchParams | string, init: RequestInit = {}) {
  const request =
    typeof form === 'string'
      ? new Request('http://localhost:3000/api/job-application', { method: 'POST', body: form, ...init })
      : formRequest('/api/job-application', form, init)
  const response = await action(routeArgs(request))
  return { status: response.status, body: (await response.json()) as Record<string, unknown> }
}

describeEachDatabase('POST /api/job-application', (kind) => {
  let database: TestDatabase
  beforeEach(async () => {
    database = await createTestDatabase(kind)
    await seedOpenings()
  })
  afterEach(async () => {
    await database.cleanup()
  })

  it.each([
    ['a PDF', samplePdf(), 'Ravi CV.pdf', 'application/pdf', /\.pdf$/],
    [
      'a DOCX',
      sampleDocx(),
      'cv.docx',
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      /\.docx$/,
    ],
    ['a DOC', sampleCompoundFile(), 'cv.doc', 'application/msword', /\.doc$/],
  ])(
    'stores the application with %s, its bytes and two e-mails in one transaction',
    async (_c, bytes, name, type, key) => {
      const { status, body } = await post(multipart(valid, { bytes, name }))
      expect(status).toBe(201)
      expect(body).toEqual({
        reference: expect.stringMatching(/^AP-/),
        message: FORM_MESSAGES.applicationSuccess,
      })
      expect(await storedCounts()).toEqual({ ...NOTHING_STORED, applications: 1, resumes: 1, emails: 2 })

      const [application] = (await listJobApplications()).items
      expect(application).toMatchObject({
        fullName: 'Ravi Kumar',
        position: 'Backend Developer',
        skills: 'Go, SQL',
      })
      expect(application?.resume).toMatchObject({
        originalName: name,
        contentType: type,
        size: bytes.byteLength,
      })
      expect(application?.resume?.fileName).toMatch(key)
      const stored = await getResumeFile(application?.resume?.fileName ?? '')
      expect(stored && Buffer.compare(stored.data, Buffer.from(bytes))).toBe(0)

      const emails = await claimDueEmails(10)
      expect(emails.map((e) => e.to).sort()).toEqual(['careers@brightpath-it.example', 'ravi@example.com'])
      const notification = emails.find((e) => e.to.startsWith('careers'))
      expect(notification?.text).toContain(`/api/job-application/resume/${application?.resume?.fileName}`)
    },
  )

  it('takes an application without a resume', async () => {
    expect((await post(multipart(valid))).status).toBe(201)
    expect(await storedCounts()).toEqual({ ...NOTHING_STORED, applications: 1, emails: 2 })
  })

  it('cleans the original file name but keeps a unique random key', async () => {
    await post(multipart(valid, { bytes: samplePdf(), name: '..\\..\\C:\\evil\u202Efdp.exe<script>.pdf' }))
    const resume = (await listJobApplications()).items[0]?.resume
    expect(resume?.originalName).toMatch(/^[^\\/<>:\u202E]+fdp\.exescript\.pdf$/)
    expect(resume?.fileName).toMatch(/^[0-9a-f]{32}\.pdf$/)
  })

  it('refuses a 1001-character cover letter with the too-long message and stores nothing', async () => {
    const { status, body } = await post(
      multipart({ ...valid, coverLetter: 'c'.repeat(1001) }, { bytes: samplePdf(), name: 'cv.pdf' }),
    )
    expect(status).toBe(400)
    expect(body).toEqual({
      error: {
        code: 'invalid',
        message: FORM_MESSAGES.coverLetterTooLong,
        fields: { coverLetter: [FORM_MESSAGES.coverLetterTooLong] },
      },
    })
    expect(await storedCounts()).toEqual(NOTHING_STORED)
  })

  it('refuses missing and invalid fields with 400 and every message', async () => {
    const { status, body } = await post(multipart({ github: 'ftp://x.example', yearsOfExperience: 'lots' }))
    expect(status).toBe(400)
    expect(body).toEqual({
      error: {
        code: 'invalid',
        message: 'Some fields are missing or invalid.',
        fields: {
          fullName: ['Full name is required.'],
          email: ['Email is required.'],
          github: ['GitHub must be a full link starting with https:// or http://.'],
          yearsOfExperience: ['Enter years of experience as a number, such as 3 or 4.5.'],
        },
      },
    })
    expect(await storedCounts()).toEqual(NOTHING_STORED)
  })

  it('refuses a 6 MB resume with 413 while it streams', async () => {
    const { status, body } = await post(
      multipart(valid, { bytes: samplePdf(6 * 1024 * 1024), name: 'big.pdf' }),
    )
    expect(status).toBe(413)
    expect(body).toEqual({
      error: {
        code: 'too_large',
        message: 'The resume must be 5 MB or smaller.',
        fields: { resume: ['The resume must be 5 MB or smaller.'] },
      },
    })
    expect(await storedCounts()).toEqual(NOTHING_STORED)
  })

  it('takes a resume of exactly 5 MB', async () => {
    expect(
      (await post(multipart(valid, { bytes: samplePdf(MAX_RESUME_BYTES), name: 'cv.pdf' }))).status,
    ).toBe(201)
  })

  it('refuses an empty resume with 400', async () => {
    const { status, body } = await post(multipart(valid, { bytes: new Uint8Array(), name: 'cv.pdf' }))
    expect(status).toBe(400)
    expect(body).toMatchObject({
      error: { code: 'invalid', fields: { resume: ['The resume file is empty.'] } },
    })
    expect(await storedCounts()).toEqual(NOTHING_STORED)
  })

  it.each([
    ['an executable renamed to .pdf', sampleExecutable(), 'cv.pdf'],
    ['an executable named .exe', sampleExecutable(), 'cv.exe'],
    ['an Excel-style compound file renamed to .doc', sampleCompoundFile('Workbook'), 'cv.doc'],
    ['plain text renamed to .docx', new TextEncoder().encode('just text'), 'cv.docx'],
  ])('refuses %s with 415', async (_c, bytes, name) => {
    const { status, body } = await post(multipart(valid, { bytes, name, type: 'application/pdf' }))
    expect(status).toBe(415)
    expect(body).toEqual({
      error: {
        code: 'unsupported_type',
        message: 'The resume must be a PDF, DOC or DOCX file.',
        fields: { resume: ['The resume must be a PDF, DOC or DOCX file.'] },
      },
    })
    expect(await storedCounts()).toEqual(NOTHING_STORED)
  })

  it('refuses JSON and URL-encoded bodies with 415', async () => {
    for (const init of [
      { headers: { 'content-type': 'application/json' }, body: JSON.stringify(valid) },
      {
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(valid).toString(),
      },
    ]) {
      const { status, body } = await post(init.body, { headers: init.headers })
      expect(status).toBe(415)
      expect(body).toEqual({
        error: { code: 'unsupported_type', message: 'Send the application as multipart/form-data.' },
      })
    }
    expect(await storedCounts()).toEqual(NOTHING_STORED)
  })

  it('refuses malformed multipart with 400', async () => {
    const cases = [
      { 'content-type': 'multipart/form-data' },
      { 'content-type': 'multipart/form-data; boundary=xyz' },
    ]
    for (const headers of cases) {
      const { status, body } = await post(
        '--abc\r\nContent-Disposition: form-data; name="fullName"\r\n\r\nRavi\r\n--abc--',
        { headers },
      )
      expect(status).toBe(400)
      expect(body).toEqual({
        error: { code: 'malformed', message: 'The submission could not be read. Please try again.' },
      })
    }
    expect(await storedCounts()).toEqual(NOTHING_STORED)
  })

  it('refuses two files and a huge body of text parts', async () => {
    const two = multipart(valid, { bytes: samplePdf(), name: 'a.pdf' })
    two.append('extra', new File([samplePdf()], 'b.pdf'))
    expect((await post(two)).status).toBe(400)

    const bulky = multipart(valid)
    for (let i = 0; i < 6; i++) bulky.append(`filler${i}`, 'x'.repeat(1024 * 1024))
    const { status, body } = await post(bulky)
    expect(status).toBe(413)
    expect(body).toEqual({ error: { code: 'too_large', message: 'The submission is too large.' } })
    expect(await storedCounts()).toEqual(NOTHING_STORED)
  })

  it('keeps emoji in names and refuses control characters', async () => {
    expect((await post(multipart({ ...valid, fullName: 'Ravi 🚀 குமார்' }))).status).toBe(201)
    const bad = await post(multipart({ ...valid, fullName: 'Ravi\u0007' }))
    expect(bad.status).toBe(400)
    expect(await storedCounts()).toMatchObject({ applications: 1 })
    expect((await listJobApplications()).items[0]?.fullName).toBe('Ravi 🚀 குமார்')
  })
})
