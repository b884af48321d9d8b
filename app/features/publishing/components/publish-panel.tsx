import { Form } from 'react-router'
import { ActionButton, Label, TextInput } from '~/components/admin/controls'
import { POST_STATUS_LABELS, type PostStatus } from '../contract'

export interface PublishPanelProps {
  status: PostStatus
  path: string
  /** When it is scheduled, and when first published, as the company's clock reads them. */
  publishAtText: string | null
  publishedAtText: string | null
  /** The datetime-local field's value: the scheduled time, or the next hour. */
  scheduleValue: string
  zoneName: string
  /** The preview link just made, to copy and send. */
  previewUrl: string | null
}

/** Where a post stands and what can move it: preview, publish now or at a time, unpublish. */
export function PublishPanel({
  status,
  path,
  publishAtText,
  publishedAtText,
  scheduleValue,
  zoneName,
  previewUrl,
}: PublishPanelProps) {
  return (
    <section
      aria-labelledby="publishing-title"
      className="space-y-4 rounded-card border border-slate-200 bg-white p-5 shadow-soft"
    >
      <h2 id="publishing-title" className="text-lg font-semibold">
        Publishing
      </h2>
      <p className="text-sm">
        <span className="font-semibold">{POST_STATUS_LABELS[status]}</span>
        {status === 'scheduled' && publishAtText ? `: goes live ${publishAtText}` : null}
        {status === 'published' ? (
          <>
            {' at '}
            <a href={path} className="font-semibold text-accent-700 underline underline-offset-4">
              {path}
            </a>
            {publishedAtText ? ` since ${publishedAtText}` : null}
          </>
        ) : null}
      </p>
      <Form method="post" className="space-y-2">
        <input type="hidden" name="intent" value="preview" />
        <ActionButton tone="secondary">Preview</ActionButton>
        <p className="text-xs text-slate-600">
          A link that shows it as it stands, to anyone who has it, for 7 days.
        </p>
        {previewUrl ? (
          <p role="status" className="text-sm break-all">
            Preview link:{' '}
            <a href={previewUrl} className="font-semibold text-accent-700 underline underline-offset-4">
              {previewUrl}
            </a>
          </p>
        ) : null}
      </Form>
      {status !== 'published' ? (
        <Form method="post">
          <input type="hidden" name="intent" value="publish" />
          <ActionButton>Publish now</ActionButton>
        </Form>
      ) : null}
      {status !== 'published' ? (
        <Form method="post" className="space-y-2">
          <input type="hidden" name="intent" value="schedule" />
          <Label htmlFor="publishAt">Publish at ({zoneName})</Label>
          <div className="flex flex-wrap gap-3">
            <TextInput
              id="publishAt"
              name="publishAt"
              type="datetime-local"
              required
              defaultValue={scheduleValue}
              className="w-auto"
            />
            <ActionButton tone="secondary">Schedule</ActionButton>
          </div>
        </Form>
      ) : null}
      {status !== 'draft' ? (
        <Form method="post">
          <input type="hidden" name="intent" value="unpublish" />
          <ActionButton tone="caution">
            {status === 'scheduled' ? 'Cancel the schedule' : 'Unpublish'}
          </ActionButton>
        </Form>
      ) : null}
    </section>
  )
}
