import mammoth from 'mammoth'
import { extractText, getDocumentProxy } from 'unpdf'
import WordExtractor from 'word-extractor'
import { parentPort } from 'node:worker_threads'

/*
 * Runs in a worker thread (read-resume-text.server.ts starts it and ends it at the time limit):
 * reads the text of one resume file at a time. A hostile or broken file can only cost this
 * thread its time and memory limits; whatever goes wrong answers "no text".
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

async function readText(kind: ResumeKind, data: Uint8Array): Promise<string> {
  if (kind === 'pdf') {
    // Errors only in the log: a damaged PDF warns for every glyph.
    const pdf = await getDocumentProxy(data, { verbosity: 0 })
    try {
      const { text } = await extractText(pdf, { mergePages: true })
      return text
    } finally {
      await pdf.loadingTask.destroy()
    }
  }
  const buffer = Buffer.from(data.buffer, data.byteOffset, data.byteLength)
  if (kind === 'docx') return (await mammoth.extractRawText({ buffer })).value
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

parentPort?.on('message', (request: ReadRequest) => {
  readText(request.kind, request.data)
    .then((text) => tidyText(text, request.maxChars))
    .catch(() => null)
    .then((text) => parentPort?.postMessage({ id: request.id, text } satisfies ReadResult))
})

// The libraries are loaded: the reader starts counting a file's time from here.
parentPort?.postMessage({ ready: true })
