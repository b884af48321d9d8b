import { z } from '~/lib/zod'

const Created = z.object({ id: z.number(), message: z.string() })
const Refused = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    fields: z.record(z.string(), z.array(z.string())).optional(),
  }),
})

export type UploadOutcome =
  | { ok: true; message: string }
  | { ok: false; code?: string; message?: string; fields?: Record<string, string[]> }

/**
 * Posts multipart form data with XMLHttpRequest, the one browser API that reports upload
 * progress, and reads the JSON API's answer. `onProgress` gets 0 to 1.
 */
export function postWithProgress(
  url: string,
  formData: FormData,
  onProgress: (fraction: number) => void,
): Promise<UploadOutcome> {
  return new Promise((resolve) => {
    const xhr = new XMLHttpRequest()
    xhr.open('POST', url)
    xhr.responseType = 'json'
    xhr.setRequestHeader('Accept', 'application/json')
    xhr.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total)
    })
    xhr.addEventListener('load', () => {
      const created = Created.safeParse(xhr.response)
      if (xhr.status >= 200 && xhr.status < 300 && created.success) {
        resolve({ ok: true, message: created.data.message })
        return
      }
      const refused = Refused.safeParse(xhr.response)
      resolve(refused.success ? { ok: false, ...refused.data.error } : { ok: false })
    })
    xhr.addEventListener('error', () => resolve({ ok: false }))
    xhr.addEventListener('abort', () => resolve({ ok: false }))
    xhr.send(formData)
  })
}
