import { useForm, type SubmissionResult } from '@conform-to/react'
import { useState } from 'react'
import { Form } from 'react-router'
import { fillMergeFields, MERGE_FIELDS, TEMPLATE_NAME_MAX, type MergeValues } from '../contract'
import type { RecordKind } from '~/contracts/record-events'
import { ActionButton, Label, Notice, SelectInput } from '~/components/admin/controls'
import { EmailPreview } from './email-preview'
import { DraftFields, MergeFieldList } from './draft-fields'
import { FormField } from '~/components/admin/form-field'

export interface TemplateFormValues {
  name: string
  subject: string
  body: string
  /** Which record the preview reads from ('application:12'). */
  previewWith: string
}

export interface TemplateFormProps {
  values: TemplateFormValues
  /** The server's reply to the last post (submission.reply()): errors at their fields, the form's own below. */
  lastResult?: SubmissionResult<string[]> | null
  records: readonly { key: string; label: string; kind: RecordKind; values: MergeValues }[]
  from: string
  saveLabel: string
}

/**
 * A template: name, subject and text with merge fields, and a preview filled in from a real
 * record. With JavaScript the preview follows the typing and the record chosen; without it,
 * "Preview" draws it again.
 */
export function TemplateForm({ values, lastResult, records, from, saveLabel }: TemplateFormProps) {
  // Checked on the server only, as before: the browser checks what the inputs' attributes say.
  const [form, fields] = useForm({ id: 'template-form', lastResult, defaultValue: values })
  const errors = { name: fields.name.errors, subject: fields.subject.errors, body: fields.body.errors }
  const problem = form.errors?.[0]
  const [subject, setSubject] = useState(values.subject)
  const [body, setBody] = useState(values.body)
  const [previewWith, setPreviewWith] = useState(values.previewWith)
  const record = records.find((r) => r.key === previewWith) ?? records[0]
  const fill = (text: string) => (record ? fillMergeFields(text, record.values) : text)
  return (
    <div className="grid gap-6 xl:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
      <Form
        id={form.id}
        method="post"
        className="space-y-5 rounded-card border border-slate-200 bg-white p-5 shadow-soft"
      >
        <FormField
          id="name"
          name="name"
          label="Name"
          required
          maxLength={TEMPLATE_NAME_MAX}
          defaultValue={values.name}
          errors={errors?.name}
          hint="What staff choose it by, e.g. Interview invitation."
        />
        <DraftFields subject={subject} body={body} onSubject={setSubject} onBody={setBody} errors={errors} />
        <details className="rounded-xl border border-slate-200">
          <summary className="min-h-11 cursor-pointer rounded-xl px-3.5 py-2.5 text-sm font-semibold text-accent-700 hover:bg-slate-50">
            Merge fields you can use
          </summary>
          <MergeFieldList fields={MERGE_FIELDS} className="border-t border-slate-200 px-3.5 py-3" />
        </details>
        {records.length > 0 ? (
          <div>
            <Label htmlFor="previewWith">Preview with</Label>
            <SelectInput
              id="previewWith"
              name="previewWith"
              value={record?.key}
              onChange={(e) => setPreviewWith(e.target.value)}
            >
              {records.map((r) => (
                <option key={r.key} value={r.key}>
                  {r.label}
                </option>
              ))}
            </SelectInput>
          </div>
        ) : (
          <p className="text-sm text-slate-600">There is no record yet to preview with.</p>
        )}
        {problem ? <Notice tone="error">{problem}</Notice> : null}
        <div className="flex flex-wrap gap-3">
          <ActionButton name="intent" value="save">
            {saveLabel}
          </ActionButton>
          <ActionButton name="intent" value="preview" tone="secondary" formNoValidate>
            Preview
          </ActionButton>
        </div>
      </Form>
      <div className="xl:sticky xl:top-6 xl:self-start">
        <EmailPreview
          from={from}
          replyTo={null}
          to={record ? `(${record.label})` : '—'}
          subject={fill(subject)}
          body={fill(body)}
        />
      </div>
    </div>
  )
}
