import { describe, expect, it } from 'vitest'
import { detectResumeType, inspectResume, newResumeKey, sanitizeFileName } from './resume-file.server'
import {
  sampleCompoundFile,
  sampleDocx,
  sampleExecutable,
  samplePdf,
  storedZip,
} from '../../../tests/sample-files'

describe('detectResumeType', () => {
  it.each([
    ['a PDF', samplePdf(), 'pdf'],
    ['a DOCX', sampleDocx(), 'docx'],
    ['a Word 97 compound file', sampleCompoundFile('WordDocument'), 'doc'],
    ['another compound file', sampleCompoundFile('Workbook'), null],
    ['an executable', sampleExecutable(), null],
    ['a plain zip', storedZip({ 'notes.txt': 'hello' }), null],
    ['text', new TextEncoder().encode('hello'), null],
  ])('%s is %s', async (_name, bytes, expected) => {
    expect(await detectResumeType(bytes)).toBe(expected)
  })
})

describe('sanitizeFileName', () => {
  it.each([
    ['C:\\Users\\me\\CV.pdf', 'CV.pdf'],
    ['../../etc/passwd', 'passwd'],
    ['résumé\u202Egnp.pdf', 'résumégnp.pdf'],
    ['  my\tcv "final".pdf ', 'my cv final.pdf'],
    ['...', 'resume.pdf'],
    ['', 'resume.pdf'],
  ])('%j becomes %j', (name, expected) => {
    expect(sanitizeFileName(name, 'pdf')).toBe(expected)
  })

  it('shortens long names but keeps the extension', () => {
    const name = sanitizeFileName(`${'a'.repeat(300)}.docx`, 'docx')
    expect(name).toHaveLength(150)
    expect(name.endsWith('.docx')).toBe(true)
  })
})

describe('inspectResume', () => {
  it('keys the file by random bytes and the detected type, not the given name', async () => {
    const result = await inspectResume(new File([sampleDocx()], 'cv.pdf'))
    expect(result.ok && result.resume).toMatchObject({
      originalName: 'cv.pdf',
      contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      fileName: expect.stringMatching(/^[0-9a-f]{32}\.docx$/),
      sha256: expect.stringMatching(/^[0-9a-f]{64}$/),
    })
    expect(newResumeKey('pdf')).not.toBe(newResumeKey('pdf'))
  })

  it('says why a file is refused', async () => {
    expect(await inspectResume(new File([], 'cv.pdf'))).toEqual({ ok: false, reason: 'empty' })
    expect(await inspectResume(new File([sampleExecutable()], 'cv.pdf'))).toEqual({
      ok: false,
      reason: 'type',
    })
  })
})
