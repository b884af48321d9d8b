import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { PROBLEM_STATUS, signals } from '~/contracts/problems'
import { parseFields, type FormHandler } from './submit-form.server'

/** A form whose file rule signals `unsupported_type` with a sentence of its own. */
function handlerWith(typeMessage: string): FormHandler<z.ZodType> {
  return {
    name: 'application',
    schema: z.object({
      name: z.string().min(1, 'Name is required.'),
      file: z
        .string()
        .refine((v) => v.endsWith('.pdf'), { message: typeMessage, ...signals('unsupported_type') }),
    }),
    successMessage: 'ok',
    failureMessage: 'failed',
    store: () => Promise.resolve({ id: 1, reference: 'CT-7KQ2XM' }),
  }
}

describe('the problem a refused submission stands for', () => {
  it('follows the rule’s signalled code whatever its sentence says, so rewording never changes the status', () => {
    for (const sentence of ['The resume must be a PDF, DOC or DOCX file.', 'Only PDF files, please.']) {
      const { code, submission } = parseFields(
        handlerWith(sentence),
        new URLSearchParams({ name: 'A', file: 'x.exe' }),
      )
      expect(code).toBe('unsupported_type')
      expect(PROBLEM_STATUS[code]).toBe(415)
      expect(submission.status === 'error' && submission.error).toEqual({ file: [sentence] })
    }
  })

  it('is `invalid` as soon as any other rule fails beside it', () => {
    const { code } = parseFields(handlerWith('PDF only.'), new URLSearchParams({ name: '', file: 'x.exe' }))
    expect(code).toBe('invalid')
    expect(PROBLEM_STATUS[code]).toBe(400)
  })
})
