import type { SubmissionResult } from '@conform-to/react'
import { z } from '~/lib/zod'
import { PROBLEM_STATUS } from '~/contracts/problems'

const Created = z.object({ reference: z.string(), message: z.string() })
const Refused = z.object({
  error: z.object({
    code: z.enum(Object.keys(PROBLEM_STATUS) as [keyof typeof PROBLEM_STATUS]),
    message: z.string(),
    fields: z.record(z.string(), z.array(z.string())).optional(),
  }),
})

export type PostOutcome =
  | { ok: true; message: string; reference: string }
  /** `result` puts the server's field errors back beside their fields (Conform's lastResult). */
  | { ok: false; message?: string; result?: SubmissionResult<string[]> }

/**
 * Posts a form's data to its JSON API with XMLHttpRequest, the one browser API that reports
 * upload progress, and reads the answer. `onProgress` gets 0 to 1.
 */
export function postForm(
  url: string,
  formData: FormData,
  onProgress: (fraction: number) => void,
): Promise<PostOutcome> {
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
        resolve({ ok: true, message: created.data.message, reference: created.data.reference })
        return
      }
      const refused = Refused.safeParse(xhr.response)
      if (!refused.success) return resolve({ ok: false })
      const { message, fields } = refused.data.error
      resolve({ ok: false, message, result: fields ? { status: 'error', error: fields } : undefined })
    })
    xhr.addEventListener('error', () => resolve({ ok: false }))
    xhr.addEventListener('abort', () => resolve({ ok: false }))
    xhr.send(formData)
  })
}
