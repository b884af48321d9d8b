import { parseWithZod } from '@conform-to/zod/v4'
import { describe, expect, it } from 'vitest'
import { FORM_MESSAGES } from './messages'
import { ApplicationSchema, COVER_LETTER_MAX, MAX_RESUME_BYTES } from './application'

const valid = { fullName: 'Ravi Kumar', email: 'ravi@example.com' }

function parse(values: Record<string, string>, resume?: File) {
  const form = new FormData()
  for (const [k, v] of Object.entries(values)) form.set(k, v)
  if (resume) form.set('resume', resume)
  return parseWithZod(form, { schema: ApplicationSchema })
}

function errorsOf(values: Record<string, string>, resume?: File) {
  const submission = parse(values, resume)
  return submission.status === 'success' ? {} : (submission.error ?? {})
}

describe('ApplicationSchema', () => {
  it('needs only a full name and an email', () => {
    const submission = parse(valid)
    expect(submission.status).toBe('success')
  })

  it('takes every field of the form, skills and a resume', () => {
    const submission = parse(
      {
        ...valid,
        phone: '+91 98450 12345',
        address: 'Flat 2\r\nIndiranagar',
        position: 'frontend-developer',
        skills: 'React, TypeScript',
        yearsOfExperience: '4.5',
        currentCTC: '8 LPA',
        expectedCTC: '12 LPA',
        recentEducation: 'B.Tech CSE',
        collegeName: 'RVCE',
        idNumber: '1RV18CS001',
        percentage: '8.4 CGPA',
        github: 'https://github.com/ravi',
        linkedin: 'https://www.linkedin.com/in/ravi',
        coverLetter: 'I like building things.',
      },
      new File(['%PDF-1.4'], 'cv.pdf', { type: 'application/pdf' }),
    )
    expect(submission.status).toBe('success')
    if (submission.status !== 'success') return
    expect(submission.value.position).toBe('Frontend Developer')
    expect(submission.value.address).toBe('Flat 2\nIndiranagar')
    expect(submission.value.resume?.name).toBe('cv.pdf')
  })

  it('accepts a position by slug or title', () => {
    const bySlug = parse({ ...valid, position: 'hr-executive' })
    const byTitle = parse({ ...valid, position: 'HR Executive' })
    expect(bySlug.status === 'success' && bySlug.value.position).toBe('HR Executive')
    expect(byTitle.status === 'success' && byTitle.value.position).toBe('HR Executive')
  })

  it('allows a 1000-character cover letter and refuses 1001 with the too-long message', () => {
    expect(parse({ ...valid, coverLetter: 'x'.repeat(COVER_LETTER_MAX) }).status).toBe('success')
    expect(errorsOf({ ...valid, coverLetter: 'x'.repeat(COVER_LETTER_MAX + 1) })).toEqual({
      coverLetter: [FORM_MESSAGES.coverLetterTooLong],
    })
  })

  it('counts a browser CRLF line break as one character, like maxLength does', () => {
    const letter = `${'x'.repeat(499)}\r\n${'y'.repeat(500)}`
    expect(parse({ ...valid, coverLetter: letter }).status).toBe('success')
  })

  it.each([
    ['fullName', { fullName: '' }, 'Full name is required.'],
    ['email', { email: 'ravi@' }, 'Enter a valid email address, like name@example.com.'],
    ['position', { position: 'Astronaut' }, 'Choose a position from the list.'],
    [
      'yearsOfExperience',
      { yearsOfExperience: 'five' },
      'Enter years of experience as a number, such as 3 or 4.5.',
    ],
    [
      'yearsOfExperience',
      { yearsOfExperience: '99' },
      'Enter years of experience as a number, such as 3 or 4.5.',
    ],
    [
      'github',
      { github: 'javascript:alert(1)' },
      'GitHub must be a full link starting with https:// or http://.',
    ],
    [
      'linkedin',
      { linkedin: 'linkedin.com/in/x' },
      'LinkedIn must be a full link starting with https:// or http://.',
    ],
    ['skills', { skills: 'x'.repeat(501) }, 'Skills must be at most 500 characters.'],
    ['fullName', { fullName: 'Ravi\u0008' }, 'Full name contains characters we cannot accept.'],
  ])('rejects %s: %j', (field, change, message) => {
    expect(errorsOf({ ...valid, ...change })).toEqual({ [field]: [message] })
  })

  it('checks the resume on the client side: empty, too large, wrong extension', () => {
    expect(errorsOf(valid, new File([], 'cv.pdf'))).toEqual({ resume: ['The resume file is empty.'] })
    const big = new File([new Uint8Array(MAX_RESUME_BYTES + 1)], 'cv.pdf')
    expect(errorsOf(valid, big)).toEqual({ resume: ['The resume must be 5 MB or smaller.'] })
    expect(errorsOf(valid, new File(['MZ'], 'cv.exe'))).toEqual({
      resume: ['The resume must be a PDF, DOC or DOCX file.'],
    })
  })

  it('treats an empty file input (no file chosen) as no resume', () => {
    const submission = parse(valid, new File([], '', { type: 'application/octet-stream' }))
    expect(submission.status).toBe('success')
  })
})
