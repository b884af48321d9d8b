import {
  MaxFileSizeExceededError,
  MaxPartsExceededError,
  parseMultipartRequest,
} from '@remix-run/multipart-parser'
import { IMAGE_UPLOAD_FORM } from '~/contracts/publishing-forms'
import { MAX_IMAGE_BYTES } from '~/contracts/posts'
import { BodyTooLargeError, withBodyLimit } from '~/server/uploads/limited-body.server'
import type { ImageRefusal } from './store-image.server'

export type ImageUpload =
  | { ok: true; fields: Map<string, string>; file: Uint8Array | null }
  /** `fields`: those read before the body was refused (the return address comes before the file). */
  | { ok: false; code: ImageRefusal | 'malformed'; fields: Map<string, string> }

/** An image upload's body: its text fields and its one file, the file held to MAX_IMAGE_BYTES as it streams. */
export async function readImageUpload(request: Request): Promise<ImageUpload> {
  const fields = new Map<string, string>()
  let file: Uint8Array | null = null
  try {
    const limited = withBodyLimit(request, IMAGE_UPLOAD_FORM.bodyLimit, { checkDeclared: false })
    for await (const part of parseMultipartRequest(limited, { maxFileSize: MAX_IMAGE_BYTES, maxParts: 10 })) {
      if (!part.name) continue
      if (!part.isFile) fields.set(part.name, part.text)
      else if (part.name === 'image' && part.bytes.byteLength > 0) file = part.bytes
    }
  } catch (error) {
    const cause = error instanceof Error && error.cause ? error.cause : error
    if (cause instanceof MaxFileSizeExceededError || cause instanceof BodyTooLargeError) {
      return { ok: false, code: 'too_large', fields }
    }
    if (cause instanceof MaxPartsExceededError) return { ok: false, code: 'malformed', fields }
    return { ok: false, code: 'malformed', fields }
  }
  return { ok: true, fields, file }
}
