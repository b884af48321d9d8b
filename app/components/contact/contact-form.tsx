import { getFormProps, getInputProps, getTextareaProps, useForm } from '@conform-to/react'
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4'
import { useState } from 'react'
import { useActionData, useFetcher } from 'react-router'
import type { FormActionData, FormStatus } from '~/contracts/form-action-data'
import { JS_FIELD } from '~/contracts/form-fields'
import { FormStatusMessage } from '~/components/forms/form-status'
import { FORM_MESSAGES } from '~/contracts/messages'
import { EmailField, NameField, PhoneField } from '~/components/forms/person-fields'
import { SpamFields } from '~/components/forms/spam-fields'
import { useFillTime } from '~/components/forms/use-fill-time'
import { Field, TextareaField } from '~/components/ui/field'
import { StatusButton } from '~/components/ui/status-button'
import { contactPageCopy } from '~/content/forms'
import { ContactSchema } from '~/contracts/contact'

export const CONTACT_ACTION = '/contact'

function statusOf(data: FormActionData | undefined, sent: boolean): FormStatus {
  if (data?.status === 'success' || data?.status === 'error')
    return { state: data.status, message: data.message }
  return sent ? { state: 'success', message: FORM_MESSAGES.contactSuccess } : { state: 'idle' }
}

/**
 * Posts to the page's action: with JavaScript through a fetcher (inline 'Sending...', the SPEC
 * message, the form reset on success); without it as a plain POST that comes back with the
 * errors or redirects to ?sent=1.
 */
export interface ContactFormProps {
  sent: boolean
  /** The signed fill-time token from the page's loader. */
  token: string
  labelledBy?: string
}

export function ContactForm({ sent, token, labelledBy }: ContactFormProps) {
  const pageData = useActionData<FormActionData>()
  const fetcher = useFetcher<FormActionData>({ key: 'contact-form' })
  const waitFillTime = useFillTime(token)
  const [waiting, setWaiting] = useState(false)
  const data = fetcher.data ?? pageData
  const [form, fields] = useForm({
    id: 'contact-form',
    lastResult: data?.result,
    // Without JavaScript the browser checks required, type and maxLength before posting.
    defaultNoValidate: false,
    constraint: getZodConstraint(ContactSchema),
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: ContactSchema }),
    onSubmit: async (event, { formData }) => {
      event.preventDefault()
      setWaiting(true)
      try {
        await waitFillTime()
        formData.set(JS_FIELD, '1')
        await fetcher.submit(formData, { method: 'post', action: CONTACT_ACTION })
      } finally {
        setWaiting(false)
      }
    },
  })
  const pending = waiting || fetcher.state !== 'idle'
  const status = pending ? { state: 'idle' as const } : statusOf(data, sent)

  return (
    <fetcher.Form
      method="post"
      action={CONTACT_ACTION}
      {...getFormProps(form)}
      aria-labelledby={labelledBy}
      className="relative space-y-6"
    >
      <SpamFields token={token} />
      <div className="grid gap-6 sm:grid-cols-2">
        <NameField field={fields.name} label="Name" />
        <EmailField field={fields.email} />
        <PhoneField field={fields.phone} />
        <Field
          label="Subject"
          inputProps={getInputProps(fields.subject, { type: 'text' })}
          errors={fields.subject.errors}
        />
      </div>
      <TextareaField
        label="Message"
        hint={contactPageCopy.messageHint}
        textareaProps={{ ...getTextareaProps(fields.message), rows: 6 }}
        errors={fields.message.errors}
      />
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-slate-600">{contactPageCopy.responseNote}</p>
        <StatusButton pending={pending}>Send message</StatusButton>
      </div>
      <FormStatusMessage status={status} />
    </fetcher.Form>
  )
}
