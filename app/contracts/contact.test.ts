import { parseWithZod } from '@conform-to/zod/v4'
import { describe, expect, it } from 'vitest'
import { ContactSchema, MESSAGE_MAX, NAME_MAX, SUBJECT_MAX } from './contact'

const valid = {
  name: 'Asha Rao',
  email: 'Asha@Example.com ',
  phone: '+91 98765 43210',
  subject: 'Hiring',
  message: 'Hello\r\nthere',
}

function parse(values: Record<string, string>) {
  const form = new URLSearchParams(values)
  return parseWithZod(form, { schema: ContactSchema })
}

function errorsOf(values: Record<string, string>) {
  const submission = parse(values)
  return submission.status === 'success' ? {} : (submission.error ?? {})
}

describe('ContactSchema', () => {
  it('accepts a valid message, trimming and lowercasing the email and folding CRLF', () => {
    const submission = parse(valid)
    expect(submission.status).toBe('success')
    if (submission.status !== 'success') return
    expect(submission.value).toEqual({
      name: 'Asha Rao',
      email: 'asha@example.com',
      phone: '+91 98765 43210',
      subject: 'Hiring',
      message: 'Hello\nthere',
    })
  })

  it('leaves phone optional', () => {
    expect(parse({ ...valid, phone: '' }).status).toBe('success')
  })

  it.each([
    ['name', { name: '' }, 'Name is required.'],
    ['name', { name: '   ' }, 'Name is required.'],
    ['email', { email: '' }, 'Email is required.'],
    ['subject', { subject: '' }, 'Subject is required.'],
    ['message', { message: '' }, 'Message is required.'],
    ['email', { email: 'not-an-email' }, 'Enter a valid email address, like name@example.com.'],
    ['email', { email: 'a@b' }, 'Enter a valid email address, like name@example.com.'],
    [
      'phone',
      { phone: '12ab' },
      'Enter a phone number with at least 6 digits; spaces, +, -, dots and brackets are fine.',
    ],
    ['name', { name: 'x'.repeat(NAME_MAX + 1) }, `Name must be at most ${NAME_MAX} characters.`],
    [
      'subject',
      { subject: 'x'.repeat(SUBJECT_MAX + 1) },
      `Subject must be at most ${SUBJECT_MAX} characters.`,
    ],
    [
      'message',
      { message: 'x'.repeat(MESSAGE_MAX + 1) },
      `Message must be at most ${MESSAGE_MAX} characters.`,
    ],
    ['name', { name: 'Bad\u0000Name' }, 'Name contains characters we cannot accept.'],
    ['name', { name: 'Line\nbreak' }, 'Name contains characters we cannot accept.'],
    ['subject', { subject: 'evil\u202Etxt' }, 'Subject contains characters we cannot accept.'],
    ['message', { message: 'bell\u0007' }, 'Message contains characters we cannot accept.'],
  ])('rejects %s: %j', (field, change, message) => {
    expect(errorsOf({ ...valid, ...change })).toEqual({ [field]: [message] })
  })

  it('accepts emoji and any script in names', () => {
    const submission = parse({ ...valid, name: 'Zoë 👩🏽‍💻 ஆஷா' })
    expect(submission.status).toBe('success')
  })

  it('reports every invalid field at once', () => {
    expect(Object.keys(errorsOf({})).sort()).toEqual(['email', 'message', 'name', 'subject'])
  })
})
