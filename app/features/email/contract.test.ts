import { describe, expect, it } from 'vitest'
import {
  EmailTemplateSchema,
  fieldsMissingFor,
  fillMergeFields,
  firstNameOf,
  mergeFieldProblem,
  recordKindsFor,
  scanMergeFields,
  stageAnnounced,
} from './contract'

describe('merge fields', () => {
  it('finds the fields a text uses, in order, and what is not one', () => {
    expect(
      scanMergeFields('Dear {{firstName}}, about {{ openingTitle }} and {{firstName}} {{fristName}}'),
    ).toEqual({
      used: ['firstName', 'openingTitle'],
      unknown: ['fristName'],
      stray: false,
    })
    expect(scanMergeFields('Dear {{firstName}, see you').stray).toBe(true)
    expect(scanMergeFields('Plain text, {braces} are fine').stray).toBe(false)
  })

  it('names an unknown field in the message staff read, and a field left open', () => {
    expect(mergeFieldProblem('Hi {{fristName}}')).toMatch(
      /^Unknown merge field \{\{fristName\}\}\. Use only \{\{firstName\}\},/,
    )
    expect(mergeFieldProblem('Hi {{a}} {{b}}')).toMatch(/^Unknown merge fields \{\{a\}\}, \{\{b\}\}\./)
    expect(mergeFieldProblem('Hi {{firstName')).toMatch(/not closed/)
    expect(mergeFieldProblem('Hi {{firstName}}')).toBeNull()
  })

  it('fills the fields a record has and leaves the others as written', () => {
    expect(fillMergeFields('Dear {{firstName}} ({{ company }})', { firstName: 'Ravi' })).toBe(
      'Dear Ravi ({{ company }})',
    )
    expect(firstNameOf('  Ravi   Kumar ')).toBe('Ravi')
  })

  it('tells which kinds of record can fill a text in', () => {
    expect(recordKindsFor('Dear {{firstName}}', 'Signed {{staffName}}')).toEqual([
      'application',
      'candidate',
      'brief',
      'contact',
    ])
    expect(recordKindsFor('Your brief {{briefReference}}', '')).toEqual(['brief'])
    expect(fieldsMissingFor('brief', 'About {{openingTitle}} at {{company}}')).toEqual(['openingTitle'])
  })
})

describe('a template as staff save it', () => {
  it('takes plain text with known fields', () => {
    const parsed = EmailTemplateSchema.parse({
      name: ' Interview invitation ',
      subject: 'Let’s talk about {{openingTitle}}',
      body: 'Dear {{firstName}},\r\n\r\nSee you soon.',
    })
    expect(parsed).toEqual({
      name: 'Interview invitation',
      subject: 'Let’s talk about {{openingTitle}}',
      body: 'Dear {{firstName}},\n\nSee you soon.',
    })
  })

  it('refuses an unknown field beside the field it is in, naming it', () => {
    const result = EmailTemplateSchema.safeParse({ name: 'X', subject: 'Hi', body: 'Dear {{candidateName}}' })
    expect(result.success).toBe(false)
    expect(result.error?.issues).toEqual([
      expect.objectContaining({ path: ['body'], message: expect.stringContaining('{{candidateName}}') }),
    ])
  })

  it('refuses an empty name, subject or text', () => {
    const result = EmailTemplateSchema.safeParse({ name: ' ', subject: '', body: '' })
    expect(result.error?.issues.map((issue) => issue.path[0])).toEqual(['name', 'subject', 'body'])
  })
})

describe('the stage an e-mail from an application announces on its status page', () => {
  it('is its template’s stage when the application is at that stage, and none otherwise', () => {
    expect(stageAnnounced('interview', 'interview')).toBe('interview')
    // An invitation resent to someone further on tells them no stage.
    expect(stageAnnounced('interview', 'offer')).toBeUndefined()
    // A template of no stage, or an e-mail written freely.
    expect(stageAnnounced(null, 'interview')).toBeUndefined()
    expect(stageAnnounced(undefined, 'interview')).toBeUndefined()
  })
})
