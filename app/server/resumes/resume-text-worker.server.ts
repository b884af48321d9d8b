import mammoth from 'mammoth'
import { extractText, getDocumentProxy } from 'unpdf'
import WordExtractor from 'word-extractor'
import { checkPdfStreams } from './bounded-pdf.server'
import { storedZipOf, unpackZip } from './bounded-zip.server'

/*
 * Runs in a child process (read-resume-text.server.ts starts it, watches its memory and time,
 * and kills it past either): reads the text of one resume file at a time. A process, not a
 * thread: what a file unpacks to lives outside the JS heap, where a thread's limits do not reach
 * and the server's own memory would pay for it. Before a library sees a file, its compressed parts
 * are unpacked within caps (bounded-zip, bounded-pdf): a bomb is refused here, cheaply, and the
 * process limit is what catches anything these checks miss. Whatever goes wrong answers "no text".
 */

export type ResumeKind = 'pdf' | 'docx' | 'doc'

export interface ReadRequest {
  id: number
  kind: ResumeKind
  data: Uint8Array
  maxChars: number
}

export interface ReadResult {
  id: number
  /** The file's text with its whitespace tidied; null when it has none that can be read. */
  text: string | null
}

/** The first message, once the libraries are loaded: the reader counts a file's time from here. */
export interface ReadyMessage {
  ready: true
}

async function readText(kind: ResumeKind, data: Uint8Array): Promise<string> {
  if (kind === 'pdf') {
    checkPdfStreams(data)
    // The channel hands a Buffer over as a Buffer (one from the database is one), and the PDF
    // library takes only a plain Uint8Array: the same bytes, viewed as one.
    const bytes = new Uint8Array(data.buffer, data.byteOffset, data.byteLength)
    // Errors only in the log: a damaged PDF warns for every glyph.
    const pdf = await getDocumentProxy(bytes, { verbosity: 0 })
    try {
      const { text } = await extractText(pdf, { mergePages: true })
      return text
    } finally {
      await pdf.loadingTask.destroy()
    }
  }
  if (kind === 'docx') {
    // mammoth unzips what it is given whole: it is given only bytes already counted.
    return (await mammoth.extractRawText({ buffer: storedZipOf(unpackZip(data)) })).value
  }
  const buffer = Buffer.from(data.buffer, data.byteOffset, data.byteLength)
  return (await new WordExtractor().extract(buffer)).getBody()
}

/** Runs of spaces and blank lines made single, at most `maxChars` kept. */
export function tidyText(text: string, maxChars: number): string | null {
  const tidy = text
    .replace(/\r\n?/g, '\n')
    .replace(/[^\S\n]+/g, ' ')
    .replace(/ ?\n[\n ]*/g, '\n')
    .trim()
    .slice(0, maxChars)
  return tidy === '' ? null : tidy
}

if (process.send) {
  process.on('message', (request: ReadRequest) => {
    readText(request.kind, request.data)
      .then((text) => tidyText(text, request.maxChars))
      .catch(() => null)
      .then((text) => process.send?.({ id: request.id, text } satisfies ReadResult))
  })
  // The reader going away (the server stopped) ends this process too.
  process.on('disconnect', () => process.exit(0))
  process.send({ ready: true } satisfies ReadyMessage)
}
