import { useForm, type SubmissionResult } from '@conform-to/react'
import { useState } from 'react'
import { Form } from 'react-router'
import { fillMergeFields, type MergeField, type MergeValues, type MoveOffer } from '../contract'
import { ActionButton, Notice } from '~/components/admin/controls'
import { humanize } from '~/components/admin/format'
import { EmailPreview } from './email-preview'
import { DraftFields, MergeFieldList } from './draft-fields'

const COMPOSER_FORM = 'composer'

export interface ComposerProps {
  /** What the form starts with: a template's text, or what was typed before a preview or a refusal. */
  draft: { subject: string; body: string }
  /** The record's merge fields, filled in (the preview uses them as you type). */
  values: MergeValues
  fields: readonly MergeField[]
  envelope: { from: string; replyTo: string | null; to: string }
  /** The server's reply to the last post (submission.reply()): errors at their fields, the form's own below. */
  lastResult?: SubmissionResult<string[]> | null
  /** Set when this is a stage's e-mail that waits before it leaves: the words that say so. */
  waitNote?: string
  /** Hidden fields to post with the e-mail (the stage it is for). */
  stage?: string
  /** The template it started from, kept with the e-mail. */
  templateId?: number
  /** "Also move to <stage>", when the template is a stage's e-mail and the application is elsewhere. */
  moveOffer?: MoveOffer
}

/**
 * Writing an e-mail from a record: subject and text with merge fields, the list of fields this
 * record fills in, and a preview with them filled. With JavaScript the preview follows the typing;
 * without it, "Preview" draws it again from what was typed.
 */
export function EmailComposer({
  draft,
  values,
  fields,
  envelope,
  lastResult,
  waitNote,
  stage,
  templateId,
  moveOffer,
}: ComposerProps) {
  // Checked on the server only, as before: the browser checks what the inputs' attributes say.
  const [form, draftFields] = useForm({ id: COMPOSER_FORM, lastResult, defaultValue: draft })
  const errors = { subject: draftFields.subject.errors, body: draftFields.body.errors }
  const problem = form.errors?.[0]
  const [subject, setSubject] = useState(draft.subject)
  const [body, setBody] = useState(draft.body)
  return (
    <div className="grid gap-6 xl:grid-cols-2">
      <Form
        id={COMPOSER_FORM}
        method="post"
        className="space-y-5 rounded-card border border-slate-200 bg-white p-5 shadow-soft xl:col-start-1 xl:row-start-1"
      >
        {stage ? <input type="hidden" name="stage" value={stage} /> : null}
        {templateId ? <input type="hidden" name="template" value={templateId} /> : null}
        <DraftFields subject={subject} body={body} onSubject={setSubject} onBody={setBody} errors={errors} />
        <div>
          <h2 className="text-sm font-semibold text-navy-900">Merge fields this record fills in</h2>
          <MergeFieldList fields={fields} className="mt-2" />
        </div>
      </Form>
      {/* Below the preview on a phone, so the words are read before they are sent. */}
      <div className="xl:sticky xl:top-6 xl:col-start-2 xl:row-span-2 xl:row-start-1 xl:self-start">
        <EmailPreview
          {...envelope}
          subject={fillMergeFields(subject, values)}
          body={fillMergeFields(body, values)}
        />
      </div>
      <div className="space-y-4 xl:col-start-1 xl:row-start-2">
        {waitNote ? (
          <p className="rounded-xl bg-violet-50 px-4 py-3 text-sm text-violet-900">{waitNote}</p>
        ) : null}
        {moveOffer ? (
          <div className="rounded-xl border border-slate-200 bg-white px-4 py-3">
            <label className="flex min-h-11 cursor-pointer items-center gap-3 text-sm font-semibold text-navy-900">
              <input
                type="checkbox"
                form={COMPOSER_FORM}
                name="moveTo"
                value={moveOffer.stage}
                defaultChecked={moveOffer.ticked}
                className="size-5 accent-navy-900"
                aria-describedby="move-offer-note"
              />
              Also move to {humanize(moveOffer.stage)}
            </label>
            <p id="move-offer-note" className="mt-1 text-xs text-slate-600">
              This template is the e-mail for {humanize(moveOffer.stage)}; the application is elsewhere.{' '}
              {moveOffer.ticked
                ? 'Ticked: the e-mail moves it forward, so the record says what the applicant is told.'
                : 'Not ticked: it would move the application back, or reopen it.'}
              {moveOffer.waitNote ? ` ${moveOffer.waitNote}` : ''}
            </p>
          </div>
        ) : null}
        {problem ? <Notice tone="error">{problem}</Notice> : null}
        <div className="flex flex-wrap gap-3">
          <ActionButton form={COMPOSER_FORM} name="intent" value="send">
            {waitNote ? 'Schedule e-mail' : 'Send e-mail'}
          </ActionButton>
          <ActionButton form={COMPOSER_FORM} name="intent" value="preview" tone="secondary" formNoValidate>
            Preview
          </ActionButton>
        </div>
      </div>
    </div>
  )
}
