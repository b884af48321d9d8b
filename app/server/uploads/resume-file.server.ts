import { fileTypeFromBuffer } from 'file-type'
import { createHash, randomBytes } from 'node:crypto'
import type { NewResume } from '../db/resumes.server'

export type ResumeExtension = 'pdf' | 'doc' | 'docx'

const CONTENT_TYPES: Record<ResumeExtension, string> = {
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
}

// A Word 97-2003 file is an OLE compound file holding a stream named "WordDocument"
// (its directory stores names in UTF-16LE); other compound files (.xls, .msi) lack it.
const WORD_STREAM_NAME = Buffer.from('WordDocument', 'utf16le')

/** The resume's real type from its bytes, whatever its name says; null when it is not one we take. */
export async function detectResumeType(bytes: Uint8Array): Promise<ResumeExtension | null> {
  const detected = await fileTypeFromBuffer(bytes)
  if (detected?.ext === 'pdf') return 'pdf'
  if (detected?.ext === 'docx') return 'docx'
  if (detected?.ext === 'cfb') {
    return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).includes(WORD_STREAM_NAME)
      ? 'doc'
      : null
  }
  return null
}

// eslint-disable-next-line no-control-regex -- control characters are what it removes
const UNSAFE_IN_NAMES = /[\u0000-\u001F\u007F-\u009F\u2028\u2029\u202A-\u202E\u2066-\u2069"<>:|?*]/g
const MAX_NAME_LENGTH = 150

/** The applicant's file name without any path, control characters or reserved characters, at most 150 long. */
export function sanitizeFileName(name: string, extension: ResumeExtension): string {
  const base = (name.split(/[\\/]/).pop() ?? '')
    .normalize('NFC')
    .replace(/\s+/g, ' ')
    .replace(UNSAFE_IN_NAMES, '')
    .replace(/^[\s.]+/, '')
    .trim()
  if (base === '') return `resume.${extension}`
  if (base.length <= MAX_NAME_LENGTH) return base
  const dot = base.lastIndexOf('.')
  const ext = dot > 0 && base.length - dot <= 6 ? base.slice(dot) : ''
  return `${base.slice(0, MAX_NAME_LENGTH - ext.length).trimEnd()}${ext}`
}

/** A storage key nobody can guess or collide with: 128 random bits plus the detected extension. */
export function newResumeKey(extension: ResumeExtension): string {
  return `${randomBytes(16).toString('hex')}.${extension}`
}

export type InspectedResume = { ok: true; resume: NewResume } | { ok: false; reason: 'empty' | 'type' }

/** Reads an uploaded file and decides, by its bytes, whether it is a resume we can store. */
export async function inspectResume(file: File): Promise<InspectedResume> {
  const bytes = new Uint8Array(await file.arrayBuffer())
  if (bytes.byteLength === 0) return { ok: false, reason: 'empty' }
  const extension = await detectResumeType(bytes)
  if (!extension) return { ok: false, reason: 'type' }
  return {
    ok: true,
    resume: {
      fileName: newResumeKey(extension),
      originalName: sanitizeFileName(file.name, extension),
      contentType: CONTENT_TYPES[extension],
      size: bytes.byteLength,
      sha256: createHash('sha256').update(bytes).digest('hex'),
      data: bytes,
    },
  }
}
