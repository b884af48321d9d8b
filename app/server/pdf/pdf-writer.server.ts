import PDFDocument from 'pdfkit'
import regular from '~/assets/fonts/pdf/inter-pdf-regular.ttf?inline'
import semibold from '~/assets/fonts/pdf/inter-pdf-semibold.ttf?inline'

/*
 * Writing PDFs on the server with pdfkit, in the site's face: Inter made by `npm run media`
 * (scripts/media/pdf-fonts.ts) as one static TrueType file per weight holding Latin, accented Latin
 * and Vietnamese (the site's own font file holds only the characters its pages show), so Polish,
 * Czech or Vietnamese names draw whole, accents and all. The files are inlined into the server
 * bundle, so a build copied anywhere still has them.
 */

export type FontWeight = 'regular' | 'semibold'

const FONT_FILES: Record<FontWeight, string> = { regular, semibold }

/** A data URL's bytes (Vite's `?inline` gives a font as `data:font/ttf;base64,…`). */
const dataUrlBytes = (url: string) => Buffer.from(url.slice(url.indexOf(',') + 1), 'base64')

let fontBytes: Record<FontWeight, Buffer> | undefined

/** Each weight's bytes, decoded once. */
function fonts(): Record<FontWeight, Buffer> {
  fontBytes ??= { regular: dataUrlBytes(FONT_FILES.regular), semibold: dataUrlBytes(FONT_FILES.semibold) }
  return fontBytes
}

/** An A4 document with the fonts registered (by weight), its metadata set, and pages kept until the end. */
export function createA4Document(info: { title: string; subject: string }): PDFKit.PDFDocument {
  const doc = new PDFDocument({
    size: 'A4',
    margin: 0,
    bufferPages: true,
    // pdfkit starts in Helvetica unless told otherwise; an empty name starts in no font (each text names its own).
    font: '',
    lang: 'en-GB',
    displayTitle: true,
    info: { Title: info.title, Subject: info.subject, Creator: 'Brightpath', Producer: 'Brightpath' },
  })
  for (const [weight, bytes] of Object.entries(fonts())) doc.registerFont(weight, bytes)
  return doc
}

export interface WriteOptions extends PDFKit.Mixins.TextOptions {
  weight?: FontWeight
  size: number
  color?: string
}

/** Writes text at the document's position, or at x, y; returns the height it took. */
export function writeText(
  doc: PDFKit.PDFDocument,
  text: string,
  { weight = 'regular', size, color = '#0a1226', ...options }: WriteOptions,
  at?: { x: number; y: number },
): number {
  const top = at?.y ?? doc.y
  doc.font(weight).fontSize(size).fillColor(color)
  if (at) doc.text(text, at.x, at.y, options)
  else doc.text(text, options)
  return doc.y - top
}

/** How wide a line of text is at this size and weight. */
export function widthOf(doc: PDFKit.PDFDocument, text: string, weight: FontWeight, size: number): number {
  return doc.font(weight).fontSize(size).widthOfString(text)
}

/** The finished document's bytes. */
export function finish(doc: PDFKit.PDFDocument): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    doc.on('data', (chunk: Buffer) => chunks.push(chunk))
    doc.on('end', () => resolve(Buffer.concat(chunks)))
    doc.on('error', reject)
    doc.end()
  })
}
