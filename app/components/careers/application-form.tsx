import { formProps } from '~/components/forms/form-props'
import { FormStatusMessage } from '~/components/forms/form-status'
import { SpamFields } from '~/components/forms/spam-fields'
import { StatusButton } from '~/components/ui/status-button'
import type { FormPageData } from '~/contracts/form-action-data'
import { findPosition, type PositionOption } from '~/contracts/positions'
import { useHydrated } from '~/components/ui/use-hydrated'
import { ApplicationSections } from './application-sections'
import { ANSWERS_FOR_FIELD } from './screening-questions'
import { UploadProgress } from './upload-progress'
import { APPLICATION_FORM } from '~/contracts/application-form'
import { useApplicationForm } from './use-application-form'

function typedFor(initialValue: unknown): string | undefined {
  const value = (initialValue as Record<string, unknown> | undefined)?.[ANSWERS_FOR_FIELD]
  return typeof value === 'string' ? value : undefined
}

/**
 * The job application. Without JavaScript it is a plain multipart POST to the page; with it,
 * the same form is sent to the JSON API with upload progress, and reset on success.
 */
export interface ApplicationFormProps {
  /** The privacy note beside the button. */
  privacyNote: string
  sent: boolean
  /** The reference of the application sent without JavaScript. */
  sentReference?: string
  /** The page's answer to a post without JavaScript (refused, or drawn again for a role's questions). */
  pageData?: FormPageData
  /** The signed fill-time token from the page's loader. */
  token: string
  /** The open openings, with their screening questions. */
  positions: readonly PositionOption[]
  /** The slug of the chosen role (preselected by the link, then as the visitor picks). */
  position?: string
  onPositionChange: (slug: string) => void
  labelledBy?: string
}

export function ApplicationForm({
  privacyNote,
  sent,
  sentReference,
  pageData,
  token,
  positions,
  position,
  onPositionChange,
  labelledBy,
}: ApplicationFormProps) {
  const { form, fields, status, sending, progress } = useApplicationForm({
    sent,
    sentReference,
    pageData,
    token,
    positions,
    position,
  })
  const hydrated = useHydrated()
  return (
    <form
      method="post"
      action={APPLICATION_FORM.path}
      encType="multipart/form-data"
      {...formProps(form, hydrated)}
      aria-labelledby={labelledBy}
      className="relative space-y-8"
    >
      <SpamFields token={token} />
      {/* Enter in a field sends the application, not the first button below ("Show this role's questions"). */}
      {hydrated ? null : (
        <button
          type="submit"
          tabIndex={-1}
          aria-hidden="true"
          className="absolute -left-[9999px] h-px w-px overflow-hidden"
        >
          Submit application
        </button>
      )}
      <ApplicationSections
        fields={fields}
        positions={positions}
        position={findPosition(positions, position)}
        onPositionChange={onPositionChange}
        answersTypedFor={typedFor(form.initialValue)}
      >
        {sending && progress !== null ? <UploadProgress fraction={progress} /> : null}
      </ApplicationSections>
      <div className="flex flex-col gap-4 border-t border-slate-200 pt-8 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-slate-600">{privacyNote}</p>
        <StatusButton pending={sending}>Submit application</StatusButton>
      </div>
      <FormStatusMessage status={status} />
    </form>
  )
}
