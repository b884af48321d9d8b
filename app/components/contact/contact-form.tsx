import { getInputProps, getTextareaProps, useForm } from '@conform-to/react'
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4'
import { formProps } from '~/components/forms/form-props'
import { FormStatusMessage } from '~/components/forms/form-status'
import { EmailField, NameField, PhoneField } from '~/components/forms/person-fields'
import { SpamFields } from '~/components/forms/spam-fields'
import { useFormPost } from '~/components/forms/use-form-post'
import { Field, TextareaField } from '~/components/ui/field'
import { StatusButton } from '~/components/ui/status-button'
import { useHydrated } from '~/components/ui/use-hydrated'
import type { contactPageCopy } from '~/content/forms'
import { ContactSchema } from '~/contracts/contact'
import { CONTACT_FORM } from '~/contracts/contact-form'
import type { FormPageData } from '~/contracts/form-action-data'
import { FORM_MESSAGES } from '~/contracts/messages'

const CONSTRAINT = getZodConstraint(ContactSchema)

export interface ContactFormProps {
  /** The hint under the message and the note beside the button. */
  copy: Pick<typeof contactPageCopy, 'messageHint' | 'responseNote'>
  sent: boolean
  /** The reference of the message sent without JavaScript. */
  sentReference?: string
  /** The page's answer to a post without JavaScript that it refused. */
  pageData?: FormPageData
  /** The signed fill-time token from the page's loader. */
  token: string
  labelledBy?: string
}

/**
 * The contact form. Without JavaScript a plain POST to the page, which comes back with the errors
 * or redirects to ?sent=1; with it, sent to the JSON API inline ('Sending...', the success
 * message, the form reset on success).
 */
export function ContactForm({ copy, sent, sentReference, pageData, token, labelledBy }: ContactFormProps) {
  const post = useFormPost({
    api: CONTACT_FORM.api.path,
    token,
    sent,
    sentReference,
    pageData,
    successMessage: FORM_MESSAGES.contactSuccess,
    failureMessage: FORM_MESSAGES.contactFailure,
  })
  const enhanced = useHydrated()
  const [form, fields] = useForm({
    id: 'contact-form',
    lastResult: post.lastResult,
    constraint: CONSTRAINT,
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: ContactSchema }),
    onSubmit: (event, { formData }) => {
      event.preventDefault()
      void post.send(event.currentTarget, formData)
    },
  })

  return (
    <form
      method="post"
      action={CONTACT_FORM.path}
      {...formProps(form, enhanced)}
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
        hint={copy.messageHint}
        textareaProps={{ ...getTextareaProps(fields.message), rows: 6 }}
        errors={fields.message.errors}
      />
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-slate-600">{copy.responseNote}</p>
        <StatusButton pending={post.sending}>Send message</StatusButton>
      </div>
      <FormStatusMessage status={post.status} />
    </form>
  )
}
