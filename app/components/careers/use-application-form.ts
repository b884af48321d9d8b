import { useForm, type SubmissionResult } from '@conform-to/react'
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4'
import { useState } from 'react'
import { useActionData } from 'react-router'
import type { FormActionData, FormStatus } from '~/contracts/form-action-data'
import { FORM_MESSAGES } from '~/contracts/messages'
import { useFillTime } from '~/components/forms/use-fill-time'
import { ApplicationSchema } from '~/contracts/application'
import { postWithProgress } from './upload-request'

export const APPLY_ACTION = '/careers/apply'
export const APPLY_API = '/api/job-application'

interface SendState {
  sending: boolean
  /** 0 to 1 while a resume uploads; null when there is no file or nothing is being sent. */
  progress: number | null
  status: FormStatus
  result?: SubmissionResult<string[]>
}

function hasFile(formData: FormData): boolean {
  const file = formData.get('resume')
  return file instanceof File && file.size > 0
}

/**
 * The application form's state. With JavaScript it sends to the JSON API through
 * XMLHttpRequest (for upload progress) and maps the answer back onto the fields; without it
 * the form posts to the page's action and `useActionData` brings the outcome back.
 */
export function useApplicationForm({
  sent,
  token,
  position,
}: {
  sent: boolean
  token: string
  position?: string
}) {
  const pageData = useActionData<FormActionData>()
  const waitFillTime = useFillTime(token)
  const [state, setState] = useState<SendState>({
    sending: false,
    progress: null,
    status:
      pageData?.status === 'error'
        ? { state: 'error', message: pageData.message }
        : sent
          ? { state: 'success', message: FORM_MESSAGES.applicationSuccess }
          : { state: 'idle' },
  })
  const [form, fields] = useForm({
    id: 'application-form',
    lastResult: state.result ?? (pageData?.status === 'error' ? pageData.result : undefined),
    defaultValue: position ? { position } : undefined,
    // Without JavaScript the browser checks required, type and maxLength before posting.
    defaultNoValidate: false,
    constraint: getZodConstraint(ApplicationSchema),
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: ApplicationSchema }),
    onSubmit: async (event, { formData }) => {
      event.preventDefault()
      const element = event.currentTarget
      setState((s) => ({ ...s, sending: true, progress: null, status: { state: 'idle' } }))
      await waitFillTime()
      if (hasFile(formData)) setState((s) => ({ ...s, progress: 0 }))
      const outcome = await postWithProgress(APPLY_API, formData, (progress) =>
        setState((s) => ({ ...s, progress })),
      )
      if (outcome.ok) {
        element.reset()
        setState({ sending: false, progress: null, status: { state: 'success', message: outcome.message } })
        return
      }
      const message =
        outcome.code === 'invalid_input' && outcome.message !== FORM_MESSAGES.coverLetterTooLong
          ? FORM_MESSAGES.checkFields
          : (outcome.message ?? FORM_MESSAGES.applicationFailure)
      setState({
        sending: false,
        progress: null,
        status: { state: 'error', message },
        result: outcome.fields ? { status: 'error', error: outcome.fields } : undefined,
      })
    },
  })

  // SPEC.md §5: a cover letter over the limit puts its message in the status line too.
  const status: FormStatus = fields.coverLetter.errors?.includes(FORM_MESSAGES.coverLetterTooLong)
    ? { state: 'error', message: FORM_MESSAGES.coverLetterTooLong }
    : state.status
  return { form, fields, status, sending: state.sending, progress: state.progress }
}
