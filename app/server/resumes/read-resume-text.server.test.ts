import { afterAll, describe, expect, it } from 'vitest'
import { docxBomb, pdfBomb } from '../../../tests/bombs'
import { sampleCompoundFile, sampleDocx, samplePdf, textPdf } from '../../../tests/sample-files'
import { createResumeTextReader } from './read-resume-text.server'

describe('reading a resume’s text in a child process', () => {
  const reader = createResumeTextReader({ timeoutMs: 20_000 })
  afterAll(() => reader.close())

  it('reads the words of a PDF and of a DOCX', async () => {
    expect(await reader.read('pdf', textPdf(['Asha Rao', 'Kubernetes   and  Terraform']))).toEqual({
      kind: 'text',
      text: 'Asha Rao\nKubernetes and Terraform',
    })
    expect(await reader.read('docx', sampleDocx('Led the payments migration'))).toEqual({
      kind: 'text',
      text: 'Led the payments migration',
    })
    // As the database gives them: Buffers (which the PDF library refuses as they are).
    expect(await reader.read('pdf', Buffer.from(textPdf(['From a Buffer'])))).toEqual({
      kind: 'text',
      text: 'From a Buffer',
    })
  })

  it('answers "no text" for a PDF without any, and for damaged or mislabelled files, without failing', async () => {
    expect(await reader.read('pdf', samplePdf())).toEqual({ kind: 'no-text' })
    expect(await reader.read('pdf', new TextEncoder().encode('%PDF-1.7\n garbage'))).toEqual({
      kind: 'no-text',
    })
    expect(await reader.read('doc', sampleCompoundFile())).toEqual({ kind: 'no-text' })
    expect(await reader.read('docx', samplePdf())).toEqual({ kind: 'no-text' })
    // The process is still there for the next file.
    expect(await reader.read('pdf', textPdf(['still reading']))).toEqual({
      kind: 'text',
      text: 'still reading',
    })
  })
})

describe('the time limit', () => {
  it('stops a file that takes longer, and the next file gets a fresh process', async () => {
    const impatient = createResumeTextReader({ timeoutMs: 1 })
    try {
      const long = textPdf(Array.from({ length: 40 }, (_, i) => `line ${i} of a long resume`))
      expect(await impatient.read('pdf', long)).toEqual({ kind: 'timed-out' })
    } finally {
      await impatient.close()
    }
    const patient = createResumeTextReader({ timeoutMs: 20_000 })
    try {
      expect(await patient.read('pdf', textPdf(['after the limit']))).toEqual({
        kind: 'text',
        text: 'after the limit',
      })
    } finally {
      await patient.close()
    }
  })
})

// Making the bombs and reading them (a new process each) takes seconds on a busy machine.
describe('decompression bombs', () => {
  const MB = 1024 * 1024
  const reader = createResumeTextReader({ timeoutMs: 20_000 })
  afterAll(() => reader.close())

  it('answers "no text" for a .docx or a PDF that unpacks to 200 MB, without throwing, and reads the next file', async () => {
    expect(await reader.read('docx', await docxBomb({ textBytes: 200 * MB }))).toEqual({ kind: 'no-text' })
    expect(await reader.read('docx', await docxBomb({ textBytes: 200 * MB, claimedSize: 1000 }))).toEqual({
      kind: 'no-text',
    })
    expect(await reader.read('pdf', await pdfBomb(200 * MB))).toEqual({ kind: 'no-text' })
    expect(await reader.read('docx', sampleDocx('after the bombs'))).toEqual({
      kind: 'text',
      text: 'after the bombs',
    })
  }, 60_000)

  it('kills the process when it passes the memory budget, whatever the file, and starts a new one for the next', async () => {
    // What the checks before the libraries miss (a stream compressed twice over, a library's own
    // appetite) meets this budget: here one smaller than a process that has loaded its libraries.
    const starved = createResumeTextReader({ timeoutMs: 20_000, rssBudgetMb: 40 })
    try {
      expect(await starved.read('pdf', textPdf(['any file']))).toEqual({ kind: 'over-budget' })
      // A file big enough to keep the new process busy past the watchdog's first look (a tiny one
      // could be read in less than WATCH_EVERY_MS and beat it).
      expect(await starved.read('docx', sampleDocx('the next file '.repeat(50_000)))).toEqual({
        kind: 'over-budget',
      })
    } finally {
      await starved.close()
    }
  }, 60_000)
})
