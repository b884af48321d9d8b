import { describe, expect, it } from 'vitest'
import { deflateSync } from 'node:zlib'
import { pdfBomb } from '../../../tests/bombs'
import { textPdf } from '../../../tests/sample-files'
import { checkPdfStreams, PdfRefused } from './bounded-pdf.server'

const MB = 1024 * 1024

describe('checking a PDF’s compressed streams', () => {
  it('lets an ordinary PDF through, and one whose streams are within the caps', async () => {
    expect(() => checkPdfStreams(textPdf(['Asha Rao']))).not.toThrow()
    const small = await pdfBomb(MB)
    expect(() => checkPdfStreams(small)).not.toThrow()
  })

  it('refuses a page whose content inflates past the cap, stopping the inflation there', async () => {
    const bomb = await pdfBomb(64 * MB)
    expect(bomb.length).toBeLessThan(MB)
    expect(() => checkPdfStreams(bomb)).toThrow(PdfRefused)
    expect(() => checkPdfStreams(bomb, { maxStreamBytes: 128 * MB, maxTotalBytes: 128 * MB })).not.toThrow()
  })

  it('leaves images alone: reading text never decodes them', () => {
    const image = deflateSync(Buffer.alloc(40 * MB))
    const pdf = Buffer.concat([
      Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /XObject /Subtype /Image /Filter /FlateDecode >>\nstream\n'),
      image,
      Buffer.from('\nendstream\nendobj\n%%EOF\n'),
    ])
    expect(() => checkPdfStreams(pdf)).not.toThrow()
  })
})
