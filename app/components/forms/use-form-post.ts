import type { SubmissionResult } from '@conform-to/react'
import { useState } from 'react'
import { isRedraw, type FormPageData, type FormStatus } from '~/contracts/form-action-data'
import { postForm } from './post-form'
import { useFillTime } from './use-fill-time'

interface PostState {
  sending: boolean
  /** 0 to 1 while a file uploads; null when there is no file or nothing is being sent. */
  progress: number | null
  status: FormStatus
  result?: SubmissionResult<string[]>
  /** The reference the server gave the last submission, for forms that have one. */
  reference?: string
}

function hasFile(formData: FormData): boolean {
  return [...formData.values()].some((value) => value instanceof File && value.size > 0)
}

export interface FormPostOptions {
  /** The JSON API that takes this form (the same server path as the page's own action). */
  api: string
  /** The signed fill-time token from the page's loader. */
  token: string
  /** The page came back from a post without JavaScript that succeeded (`?sent=1`). */
  sent: boolean
  /** …and the reference that post was given (`&ref=`). */
  sentReference?: string
  /** What the page's action answered a post without JavaScript (a refusal, or the form redrawn). */
  pageData?: FormPageData
  successMessage: string
  failureMessage: string
}

/**
 * How every public form sends with JavaScript: to its JSON API, with upload progress, keeping
 * what was typed on refusal and resetting on success. Without JavaScript the same form posts to
 * the page's action, whose answer comes back as `pageData`.
 */
export function useFormPost({
  api,
  token,
  sent,
  sentReference,
  pageData,
  successMessage,
  failureMessage,
}: FormPostOptions) {
  const waitFillTime = useFillTime(token)
  const [state, setState] = useState<PostState>({
    sending: false,
    progress: null,
    status:
      pageData && !isRedraw(pageData)
        ? { state: 'error', message: pageData.message }
        : sent
          ? { state: 'success', message: successMessage, reference: sentReference }
          : { state: 'idle' },
  })

  async function send(form: HTMLFormElement, formData: FormData) {
    setState((s) => ({ ...s, sending: true, progress: null, status: { state: 'idle' } }))
    await waitFillTime()
    if (hasFile(formData)) setState((s) => ({ ...s, progress: 0 }))
    const outcome = await postForm(api, formData, (progress) => setState((s) => ({ ...s, progress })))
    if (outcome.ok) {
      form.reset()
      setState({
        sending: false,
        progress: null,
        status: { state: 'success', message: outcome.message, reference: outcome.reference },
        reference: outcome.reference,
      })
      return
    }
    setState({
      sending: false,
      progress: null,
      status: { state: 'error', message: outcome.message ?? failureMessage },
      result: outcome.result,
    })
  }

  return {
    send,
    sending: state.sending,
    progress: state.progress,
    status: state.status,
    lastResult: state.result ?? pageData?.result,
    reference: state.reference,
  }
}
