import { useForm } from '@conform-to/react'
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4'
import { useMemo } from 'react'
import type { FormPageData, FormStatus } from '~/contracts/form-action-data'
import { applicationSchema, isCoverLetterTooLong } from '~/contracts/application'
import { APPLICATION_FORM } from '~/contracts/application-form'
import { GENERAL_APPLICATION, type PositionOption } from '~/contracts/positions'
import { FORM_MESSAGES } from '~/contracts/messages'
import { useFormPost } from '~/components/forms/use-form-post'

/** Without JavaScript: the button that draws the form again with the chosen role's questions. */
export const SHOW_QUESTIONS_INTENT = 'show-questions'

/** The application form's state: Conform over the shared schema, sent through `useFormPost`. */
export function useApplicationForm({
  sent,
  sentReference,
  pageData,
  token,
  positions,
  position,
}: {
  sent: boolean
  sentReference?: string
  pageData?: FormPageData
  token: string
  /** The open openings the form offers, with their screening questions. */
  positions: readonly PositionOption[]
  position?: string
}) {
  const schema = useMemo(() => applicationSchema(positions), [positions])
  const post = useFormPost({
    api: APPLICATION_FORM.api.path,
    token,
    sent,
    sentReference,
    pageData,
    successMessage: FORM_MESSAGES.applicationSuccess,
    failureMessage: FORM_MESSAGES.applicationFailure,
  })
  const [form, fields] = useForm({
    id: 'application-form',
    lastResult: post.lastResult,
    defaultValue: { position: position ?? GENERAL_APPLICATION },
    constraint: getZodConstraint(schema),
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
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

export type ApplicationFields = ReturnType<typeof useApplicationForm>['fields']
