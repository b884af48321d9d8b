import {
  MaxFileSizeExceededError,
  MaxPartsExceededError,
  MultipartParseError,
  parseMultipartRequest,
} from '@remix-run/multipart-parser'
import { APPLICATION_FORM, MAX_RESUME_BYTES } from '~/contracts/application-form'
import { CONTACT_FORM } from '~/contracts/contact-form'
import { problem, PROBLEM_MESSAGES, type Problem } from '~/contracts/problems'
import { logger } from '../logger.server'
import { BodyTooLargeError, withBodyLimit } from '../uploads/limited-body.server'

export type FieldSource = FormData | URLSearchParams
export type BodyResult =
  | { ok: true; fields: FieldSource }
  /** `partial`: the fields read before the body was refused (the resume is the form's last field). */
  | { ok: false; problem: Problem; partial?: FormData }

type MediaType = 'json' | 'urlencoded' | 'multipart' | 'other'

/** What a Content-Type header says the body is. */
export function mediaTypeOf(header: string | null | undefined): MediaType {
  const type = (header ?? '').split(';')[0]?.trim().toLowerCase()
  if (type === 'application/json') return 'json'
  if (type === 'application/x-www-form-urlencoded') return 'urlencoded'
  if (type === 'multipart/form-data') return 'multipart'
  return 'other'
}

const mediaType = (request: Request): MediaType => mediaTypeOf(request.headers.get('content-type'))

export const malformed = () => problem('malformed', PROBLEM_MESSAGES.malformed)

/**
 * The most fields a body may carry (a multipart part is a field). The longest form of ours, the
 * hiring brief with every skill ticked, sends under 80; past this nothing is read on.
 */
export const MAX_FORM_FIELDS = 100
export const tooManyFields = () => problem('too_many_fields', PROBLEM_MESSAGES.tooManyFields)

function bodyProblem(error: unknown): Problem {
  if (error instanceof BodyTooLargeError) return problem('too_large', PROBLEM_MESSAGES.bodyTooLarge)
  if (error instanceof MaxFileSizeExceededError) {
    return problem('too_large', PROBLEM_MESSAGES.resumeTooLarge, {
      fields: { resume: [PROBLEM_MESSAGES.resumeTooLarge] },
    })
  }
  // Body streams that fail wrap the cause (undici's TypeError: terminated / body error).
  if (error instanceof Error && error.cause instanceof BodyTooLargeError) return bodyProblem(error.cause)
  if (error instanceof MaxPartsExceededError) return tooManyFields()
  if (error instanceof MultipartParseError || error instanceof TooManyFilesError) return malformed()
  // Anything else while reading is still the body's fault (an aborted upload, bad encoding).
  logger.info({ err: error instanceof Error ? error.message : String(error) }, 'request body unreadable')
  return malformed()
}

class TooManyFilesError extends Error {}

/** A field sent twice: no form of ours repeats a field, so which value counts would be a guess. */
class DuplicateFieldError extends Error {
  constructor(readonly field: string) {
    super(`field sent twice: ${field}`)
  }
}

const duplicated = (field: string) =>
  problem('malformed', `Send each field once (${field.slice(0, 40)} came more than once).`)
const notUtf8 = () => problem('malformed', 'Send the form as UTF-8 text.')

/** Text that must be UTF-8: invalid bytes are refused, never replaced by U+FFFD and stored. */
function decodeUtf8(bytes: Uint8Array): string | null {
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: true }).decode(bytes)
  } catch {
    return null
  }
}

/**
 * A URL-encoded body read strictly: a broken percent-escape, bytes that are not UTF-8 or a
 * field sent twice is a problem (URLSearchParams would keep the first two as they are). Fields
 * named in `repeatable` (a group of checkboxes) may come more than once. In one pass, with the
 * names seen in a set: more than MAX_FORM_FIELDS fields are refused before the rest is decoded.
 */
export function urlEncodedFields(text: string, repeatable: readonly string[] = []): BodyResult {
  const fields = new URLSearchParams()
  const seen = new Set<string>()
  let count = 0
  for (const pair of text.split('&')) {
    if (pair === '') continue
    if (++count > MAX_FORM_FIELDS) return { ok: false, problem: tooManyFields() }
    const at = pair.indexOf('=')
    let name: string
    let value: string
    try {
      name = decodeURIComponent((at === -1 ? pair : pair.slice(0, at)).replaceAll('+', ' '))
      value = at === -1 ? '' : decodeURIComponent(pair.slice(at + 1).replaceAll('+', ' '))
    } catch {
      return {
        ok: false,
        problem: problem('malformed', 'The form data has a broken percent-escape.'),
      }
    }
    if (seen.has(name) && !repeatable.includes(name)) return { ok: false, problem: duplicated(name) }
    seen.add(name)
    fields.append(name, value)
  }
  return { ok: true, fields }
}

/**
 * Multipart form data read part by part, keeping what was read when a part or the body proves
 * too large, so an HTML form refused for its file comes back with everything else still typed in.
 */
async function readMultipart(
  request: Request,
  {
    maxFiles,
    maxFileSize,
    repeatable = [],
  }: { maxFiles: number; maxFileSize: number; repeatable?: readonly string[] },
): Promise<BodyResult> {
  const fields = new FormData()
  const seen = new Set<string>()
  let files = 0
  try {
    const parts = parseMultipartRequest(request, { maxFileSize, maxParts: MAX_FORM_FIELDS })
    for await (const part of parts) {
      if (!part.name) continue
      if (seen.has(part.name) && !repeatable.includes(part.name)) throw new DuplicateFieldError(part.name)
      seen.add(part.name)
      if (!part.isFile) {
        const text = decodeUtf8(part.bytes)
        if (text === null) return { ok: false, problem: notUtf8(), partial: fields }
        fields.append(part.name, text)
        continue
      }
      if (++files > maxFiles) throw new TooManyFilesError()
      // The parser's bytes are its own copy in an ordinary ArrayBuffer, never a shared one.
      const bytes = part.bytes as Uint8Array<ArrayBuffer>
      fields.append(part.name, new File([bytes], part.filename ?? '', { type: part.mediaType ?? '' }))
    }
    return { ok: true, fields }
  } catch (error) {
    if (error instanceof DuplicateFieldError)
      return { ok: false, problem: duplicated(error.field), partial: fields }
    return { ok: false, problem: bodyProblem(error), partial: fields }
  }
}

/**
 * A JSON object of text fields, as URLSearchParams so it is validated exactly like a form post.
 * Every value is text (or null, for a field left out): a number, a list or an object is refused.
 */
export function jsonFields(text: string): BodyResult {
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch {
    return { ok: false, problem: malformed() }
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return { ok: false, problem: problem('malformed', PROBLEM_MESSAGES.notAnObject) }
  }
  const entries = Object.entries(value)
  if (entries.length > MAX_FORM_FIELDS) return { ok: false, problem: tooManyFields() }
  const fields = new URLSearchParams()
  const wrong: Record<string, string[]> = {}
  for (const [name, field] of entries) {
    if (typeof field === 'string') fields.append(name, field)
    else if (field !== null) wrong[name] = [PROBLEM_MESSAGES.notText]
  }
  if (Object.keys(wrong).length > 0) {
    return { ok: false, problem: problem('invalid', PROBLEM_MESSAGES.invalid, { fields: wrong }) }
  }
  return { ok: true, fields }
}

/**
 * A form of text fields (the contact form, the hiring brief) as JSON, URL-encoded or multipart
 * form data (no files), at most `limit` bytes (the contact form's). Only the fields named in
 * `repeatable` may come twice.
 */
export async function readContactBody(
  request: Request,
  {
    repeatable = [],
    limit = CONTACT_FORM.bodyLimit,
  }: { repeatable?: readonly string[]; limit?: number } = {},
): Promise<BodyResult> {
  const type = mediaType(request)
  if (type === 'other') {
    return { ok: false, problem: problem('unsupported_type', PROBLEM_MESSAGES.wrongContentType) }
  }
  try {
    const limited = withBodyLimit(request, limit)
    if (type !== 'multipart') {
      const text = decodeUtf8(new Uint8Array(await limited.arrayBuffer()))
      if (text === null) return { ok: false, problem: notUtf8() }
      return type === 'json' ? jsonFields(text) : urlEncodedFields(text, repeatable)
    }
    const read = await readMultipart(limited, { maxFiles: 0, maxFileSize: limit, repeatable })
    return read.ok ? read : { ok: false, problem: read.problem }
  } catch (error) {
    return { ok: false, problem: bodyProblem(error) }
  }
}

/**
 * The application (or another form with a resume) as multipart form data with at most one file,
 * streamed: a part over 5 MB or a body over its declared limit (APPLICATION_FORM.bodyLimit unless
 * `limit` says otherwise) stops the upload with 413 before it is all read, and the fields read
 * until then come back as `partial`.
 */
export async function readApplicationBody(
  request: Request,
  { limit = APPLICATION_FORM.bodyLimit }: { limit?: number } = {},
): Promise<BodyResult> {
  if (mediaType(request) !== 'multipart') {
    return { ok: false, problem: problem('unsupported_type', PROBLEM_MESSAGES.wrongMultipart) }
  }
  // Streamed, not judged by Content-Length: which limit is reached first (a 5 MB part or the
  // whole body) says whether the resume or the rest was too large.
  const limited = withBodyLimit(request, limit, { checkDeclared: false })
  return readMultipart(limited, { maxFiles: 1, maxFileSize: MAX_RESUME_BYTES })
}
