import { BRIEF_LIST_FIELDS } from '~/contracts/hire-brief'
import { HIRE_BRIEF_FORM } from '~/contracts/hire-brief-form'
import { problem, PROBLEM_MESSAGES } from '~/contracts/problems'
import { BodyTooLargeError, withBodyLimit } from '../uploads/limited-body.server'
import {
  jsonFields,
  malformed,
  MAX_FORM_FIELDS,
  mediaTypeOf,
  readContactBody,
  tooManyFields,
  type BodyResult,
} from './read-body.server'

/**
 * The hiring brief as JSON or form data, at most its declared limit (64 KB, like the contact form). In JSON a list of
 * strings (`"skills": ["React", "Go"]`) becomes one repeated field, as checkboxes post it, and a
 * finite number (`"headcount": 3`) its decimal text, as a number input posts it; any other value
 * is read as for the contact form.
 */
export async function readHireBriefBody(request: Request): Promise<BodyResult> {
  if (mediaTypeOf(request.headers.get('content-type')) !== 'json') {
    return readContactBody(request, { repeatable: BRIEF_LIST_FIELDS, limit: HIRE_BRIEF_FORM.bodyLimit })
  }
  let text: string
  try {
    text = await withBodyLimit(request, HIRE_BRIEF_FORM.bodyLimit).text()
  } catch (error) {
    const tooLarge =
      error instanceof BodyTooLargeError || (error as Error | null)?.cause instanceof BodyTooLargeError
    return {
      ok: false,
      problem: tooLarge ? problem('too_large', PROBLEM_MESSAGES.bodyTooLarge) : malformed(),
    }
  }
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch {
    return { ok: false, problem: malformed() }
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return jsonFields(text)
  const lists: Array<[string, string[]]> = []
  const rest: Record<string, unknown> = {}
  for (const [name, field] of Object.entries(value)) {
    if (Array.isArray(field) && field.every((item) => typeof item === 'string')) lists.push([name, field])
    else if (typeof field === 'number' && Number.isFinite(field)) rest[name] = String(field)
    else rest[name] = field
  }
  const listed = lists.reduce((count, [, items]) => count + items.length, 0)
  if (Object.keys(rest).length + listed > MAX_FORM_FIELDS) return { ok: false, problem: tooManyFields() }
  const read = jsonFields(JSON.stringify(rest))
  if (!read.ok) return read
  for (const [name, items] of lists) for (const item of items) read.fields.append(name, item)
  return read
}
