import { getFormProps } from '@conform-to/react'
import { Form } from 'react-router'
import { FormStatusMessage } from '~/components/forms/form-status'
import { SpamFields } from '~/components/forms/spam-fields'
import { StatusButton } from '~/components/ui/status-button'
import { ApplicationSections } from './application-sections'
import { UploadProgress } from './upload-progress'
import { APPLY_ACTION, useApplicationForm } from './use-application-form'

/**
 * The job application. Without JavaScript it is a plain multipart POST to the page; with it,
 * the same form is sent to the JSON API with upload progress, and reset on success.
 */
export interface ApplicationFormProps {
  /** The privacy note beside the button. */
  privacyNote: string
  sent: boolean
  /** The signed fill-time token from the page's loader. */
  token: string
  /** The slug of the role to preselect. */
  position?: string
  labelledBy?: string
}

export function ApplicationForm({ privacyNote, sent, token, position, labelledBy }: ApplicationFormProps) {
  const { form, fields, status, sending, progress } = useApplicationForm({ sent, token, position })
  return (
    <Form
      method="post"
      action={APPLY_ACTION}
      encType="multipart/form-data"
      {...getFormProps(form)}
      aria-labelledby={labelledBy}
      className="relative space-y-8"
    >
      <SpamFields token={token} />
      <ApplicationSections fields={fields}>
        {sending && progress !== null ? <UploadProgress fraction={progress} /> : null}
      </ApplicationSections>
      <div className="flex flex-col gap-4 border-t border-slate-200 pt-8 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-slate-600">{privacyNote}</p>
        <StatusButton pending={sending}>Submit application</StatusButton>
      </div>
      <FormStatusMessage status={status} />
    </Form>
  )
}
