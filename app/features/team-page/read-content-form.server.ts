import { readImageUpload } from '~/features/publishing/index.server'
import type { UploadRefusal } from './contract'

export type ContentForm =
  | { ok: true; formData: FormData; file: Uint8Array | null }
  /** The fields read before the body was refused (the form puts its file last). */
  | { ok: false; code: UploadRefusal | 'malformed'; formData: FormData }

/**
 * A team page or client quote form's body: its fields as Conform parses them, and the photo or
 * logo it carries (multipart, read by publishing's image upload reader: held to 10 MB as it
 * streams). The list's arrows and a removal post URL-encoded, without a file.
 */
export async function readContentForm(request: Request): Promise<ContentForm> {
  const type = request.headers.get('Content-Type') ?? ''
  if (!type.toLowerCase().startsWith('multipart/form-data')) {
    return { ok: true, formData: await request.formData(), file: null }
  }
  const upload = await readImageUpload(request)
  const formData = new FormData()
  for (const [name, value] of upload.fields) formData.append(name, value)
  return upload.ok ? { ok: true, formData, file: upload.file } : { ok: false, code: upload.code, formData }
}
