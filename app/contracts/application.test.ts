import { parseWithZod } from '@conform-to/zod/v4'
import { describe, expect, it } from 'vitest'
import { FORM_MESSAGES } from './messages'
import { APPLICATION_MESSAGES, applicationSchema, COVER_LETTER_MAX, screeningAnswers } from './application'
import { MAX_RESUME_BYTES } from './application-form'
import { ANSWER_MAX } from '~/features/openings'
import type { PositionOption } from './positions'

const valid = { fullName: 'Ravi Kumar', email: 'ravi@example.com' }

/** Open openings as the form receives them; the data engineer asks three questions. */
const positions: PositionOption[] = [
  { id: 1, slug: 'frontend-developer', title: 'Frontend Developer', questions: [] },
  { id: 2, slug: 'hr-executive', title: 'HR Executive', questions: [] },
  {
    id: 3,
    slug: 'data-engineer',
    title: 'Data Engineer',
    questions: [
      {
        label: 'Which cloud do you know best?',
        kind: 'choice',
        choices: ['AWS', 'Azure', 'GCP'],
        required: true,
      },
      { label: 'Can you work from Bengaluru?', kind: 'yes-no', choices: [], required: true },
      { label: 'Your notice period', kind: 'text', choices: [], required: false },
    ],
  },
]
const schema = applicationSchema(positions)

function parse(values: Record<string, string>, resume?: File) {
  const form = new FormData()
  for (const [k, v] of Object.entries(values)) form.set(k, v)
  if (resume) form.set('resume', resume)
  return parseWithZod(form, { schema })
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
    expect(submission.value.position?.title).toBe('Frontend Developer')
    expect(submission.value.address).toBe('Flat 2\nIndiranagar')
    expect(submission.value.resume?.name).toBe('cv.pdf')
  })

  it('accepts a position by slug or title', () => {
    const bySlug = parse({ ...valid, position: 'hr-executive' })
    const byTitle = parse({ ...valid, position: 'HR Executive' })
    expect(bySlug.status === 'success' && bySlug.value.position?.title).toBe('HR Executive')
    expect(byTitle.status === 'success' && byTitle.value.position?.title).toBe('HR Executive')
  })

  it('takes a general application: no position, empty, or general', () => {
    for (const position of [undefined, '', 'general', 'General application']) {
      const submission = parse(position === undefined ? valid : { ...valid, position })
      expect(submission.status === 'success' && submission.value.position).toBeUndefined()
    }
  })

  it("asks the chosen opening's questions: required ones answered, yes or no, a choice of its list", () => {
    expect(errorsOf({ ...valid, position: 'data-engineer' })).toEqual({
      answer1: [APPLICATION_MESSAGES.answerRequired],
      answer2: [APPLICATION_MESSAGES.answerRequired],
    })
    expect(
      errorsOf({
        ...valid,
        position: 'data-engineer',
        answer1: 'Oracle',
        answer2: 'maybe',
        answer3: 'x'.repeat(ANSWER_MAX + 1),
      }),
    ).toEqual({
      answer1: [APPLICATION_MESSAGES.answerChoice],
      answer2: [APPLICATION_MESSAGES.answerYesNo],
      answer3: [APPLICATION_MESSAGES.answerTooLong],
    })
    const submission = parse({
      ...valid,
      position: 'data-engineer',
      answer1: 'GCP',
      answer2: 'yes',
      answer3: ' 30 days ',
    })
    expect(submission.status).toBe('success')
    if (submission.status !== 'success') return
    expect(screeningAnswers(submission.value)).toEqual([
      { questionLabel: 'Which cloud do you know best?', answer: 'GCP' },
      { questionLabel: 'Can you work from Bengaluru?', answer: 'Yes' },
      { questionLabel: 'Your notice period', answer: '30 days' },
    ])
  })

  it('ignores answers sent for questions the chosen opening does not ask', () => {
    const submission = parse({ ...valid, position: 'hr-executive', answer1: 'GCP' })
    expect(submission.status === 'success' && screeningAnswers(submission.value)).toEqual([])
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
    ['position', { position: 'Astronaut' }, APPLICATION_MESSAGES.positionClosed],
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
