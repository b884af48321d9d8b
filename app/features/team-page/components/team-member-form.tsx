import { useForm, type SubmissionResult } from '@conform-to/react'
import { Form } from 'react-router'
import { ActionButton, Notice } from '~/components/admin/controls'
import { FormField } from '~/components/admin/form-field'
import {
  MEMBER_NAME_MAX,
  MEMBER_QUOTE_MAX,
  MEMBER_TITLE_MAX,
  PHOTO_ALT_MAX,
  type PersonPhoto,
  type TeamMemberFormValues,
} from '../contract'
import { CheckboxField, FileField } from './file-field'
import { PhotoThumbnail } from './thumbnails'

export interface TeamMemberFormProps {
  values: TeamMemberFormValues
  lastResult?: SubmissionResult<string[]> | null
  /** Null for a new member: their slug is asked, and a photo is needed. */
  member: { photo: PersonPhoto | null; hasPortrait: boolean; hasUploadedPhoto: boolean } | null
  /** How many people the page shows (for the position's hint). */
  count: number
  saveLabel: string
}

/**
 * A person on the team page: name, title, quote, photo (an upload, with its alt text) and place.
 * One multipart form; its errors are shown at their fields.
 */
export function TeamMemberForm({ values, lastResult, member, count, saveLabel }: TeamMemberFormProps) {
  const [form, fields] = useForm<TeamMemberFormValues & { image: string; usePortrait: string }>({
    id: 'team-member-form',
    lastResult,
    defaultValue: values,
  })
  const problem = form.errors?.[0]
  return (
    <Form
      id={form.id}
      method="post"
      encType="multipart/form-data"
      className="max-w-3xl space-y-5 rounded-card border border-slate-200 bg-white p-5 shadow-soft"
    >
      <input type="hidden" name="intent" value="save" />
      {member ? null : (
        <FormField
          id="slug"
          name="slug"
          label="Slug"
          required
          maxLength={60}
          pattern="[a-z0-9]+(-[a-z0-9]+)*"
          defaultValue={values.slug}
          errors={fields.slug.errors}
          hint="Their name in lowercase with dashes, like priya-nair: posts name their author by it, so it stays."
        />
      )}
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField
          id="name"
          name="name"
          label="Name"
          required
          maxLength={MEMBER_NAME_MAX}
          defaultValue={values.name}
          errors={fields.name.errors}
        />
        <FormField
          id="title"
          name="title"
          label="Title"
          required
          maxLength={MEMBER_TITLE_MAX}
          defaultValue={values.title}
          errors={fields.title.errors}
        />
      </div>
      <FormField
        id="quote"
        name="quote"
        label="Quote (optional)"
        maxLength={MEMBER_QUOTE_MAX}
        defaultValue={values.quote}
        errors={fields.quote.errors}
        hint="One sentence they stand by, shown under their title."
      />
      <FormField
        id="position"
        name="position"
        label="Position"
        type="number"
        inputMode="numeric"
        min={1}
        max={member ? count : count + 1}
        defaultValue={values.position}
        errors={fields.position.errors}
        hint={`1 is first on the page, ${member ? count : count + 1} last. The list's arrows move one place at a time.`}
        className="sm:max-w-40"
      />
      <fieldset className="space-y-4 rounded-xl border border-slate-200 p-4">
        <legend className="px-1 text-sm font-semibold text-navy-900">Photo</legend>
        {member ? (
          <div className="flex items-center gap-3 text-sm text-slate-700">
            <PhotoThumbnail photo={member.photo} size={64} />
            <span>
              {member.hasUploadedPhoto ? 'An uploaded photo.' : 'The illustrated portrait.'} Choose a file to
              replace it.
            </span>
          </div>
        ) : null}
        <FormField
          id="photoAlt"
          name="photoAlt"
          label="Photo alt text"
          required
          maxLength={PHOTO_ALT_MAX}
          defaultValue={values.photoAlt}
          errors={fields.photoAlt.errors}
          hint="What the photo shows, for those who cannot see it: “Priya Nair smiling in the office”."
        />
        {member?.hasPortrait && member.hasUploadedPhoto ? (
          <CheckboxField name="usePortrait" label="Show the illustrated portrait again instead" />
        ) : null}
        <FileField
          label={member ? 'New photo (optional)' : 'Photo'}
          required={!member}
          hint="JPEG, PNG, WebP or AVIF, up to 10 MB; a square one fits the circle best. Its location and camera details are removed."
          errors={fields.image.errors}
        />
      </fieldset>
      {problem ? <Notice tone="error">{problem}</Notice> : null}
      <ActionButton>{saveLabel}</ActionButton>
    </Form>
  )
}
