import { BODY_MAX, MERGE_FIELD_DESCRIPTIONS, SUBJECT_MAX, type MergeField } from '../contract'
import { cn } from '~/lib/cn'
import { FormField, FormTextArea } from '~/components/admin/form-field'

/** An e-mail's subject and text as staff write them (a template, or an e-mail from a record). */
export function DraftFields({
  subject,
  body,
  onSubject,
  onBody,
  errors,
}: {
  subject: string
  body: string
  onSubject: (value: string) => void
  onBody: (value: string) => void
  errors?: { subject?: string[]; body?: string[] }
}) {
  return (
    <>
      <FormField
        id="subject"
        name="subject"
        label="Subject"
        required
        maxLength={SUBJECT_MAX}
        value={subject}
        onChange={(e) => onSubject(e.target.value)}
        errors={errors?.subject}
      />
      <FormTextArea
        id="body"
        name="body"
        label="Text"
        required
        rows={14}
        maxLength={BODY_MAX}
        value={body}
        onChange={(e) => onBody(e.target.value)}
        errors={errors?.body}
        hint="Plain text. A blank line starts a new paragraph; web addresses become links."
      />
    </>
  )
}

/** The merge fields, each as it is written and what it says. */
export function MergeFieldList({ fields, className }: { fields: readonly MergeField[]; className?: string }) {
  return (
    <ul className={cn('space-y-1.5 text-sm', className)}>
      {fields.map((field) => (
        <li key={field}>
          <code className="rounded bg-slate-100 px-1.5 py-0.5 text-[0.8rem] text-navy-900">{`{{${field}}}`}</code>{' '}
          <span className="text-slate-600">{MERGE_FIELD_DESCRIPTIONS[field]}</span>
        </li>
      ))}
    </ul>
  )
}
