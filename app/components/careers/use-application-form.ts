import { useForm } from '@conform-to/react'
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4'
import type { FormStatus } from '~/contracts/form-action-data'
import { ApplicationSchema, isCoverLetterTooLong } from '~/contracts/application'
import { FORM_MESSAGES } from '~/contracts/messages'
import { useFormPost } from '~/components/forms/use-form-post'

export const APPLY_ACTION = '/careers/apply'
export const APPLY_API = '/api/job-application'

/** The application form's state: Conform over the shared schema, sent through `useFormPost`. */
export function useApplicationForm({
  sent,
  token,
  position,
}: {
  sent: boolean
  token: string
  position?: string
}) {
  const post = useFormPost({
    api: APPLY_API,
    token,
    sent,
    successMessage: FORM_MESSAGES.applicationSuccess,
    failureMessage: FORM_MESSAGES.applicationFailure,
  })
  const [form, fields] = useForm({
    id: 'application-form',
    lastResult: post.lastResult,
    defaultValue: position ? { position } : undefined,
    // Without JavaScript the browser checks required, type and maxLength before posting.
    defaultNoValidate: false,
    constraint: getZodConstraint(ApplicationSchema),
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: ApplicationSchema }),
    onSubmit: (event, { formData }) => {
      event.preventDefault()
      void post.send(event.currentTarget, formData)
    },
  })

  // A cover letter found over the limit puts its message in the status line too.
  const status: FormStatus =
    fields.coverLetter.errors && isCoverLetterTooLong(fields.coverLetter.value)
      ? { state: 'error', message: FORM_MESSAGES.coverLetterTooLong }
      : post.status
  return { form, fields, status, sending: post.sending, progress: post.progress }
}
