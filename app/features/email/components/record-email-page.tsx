import { Form } from 'react-router'
import { MERGE_FIELDS_BY_RECORD, type RecordEmailPageData, type RecordEmailReply } from '../contract'
import { RECORD_KIND_LABELS, recordPath } from '~/contracts/records'
import { PageHeading } from '~/components/admin/admin-header'
import { buttonClass, Label, SelectInput } from '~/components/admin/controls'
import { BackLink } from '~/components/admin/detail-list'
import { EmailComposer } from './email-composer'

export const recordEmailMeta = ({ loaderData }: { loaderData?: RecordEmailPageData }) => [
  { title: `${loaderData ? `E-mail ${loaderData.record.fullName}` : 'Send e-mail'} | Brightpath admin` },
]

/** What was typed, as a refused or previewed form sent it back. */
function typedDraft(initial: Record<string, unknown> | null | undefined) {
  if (!initial) return undefined
  const text = (value: unknown) => (typeof value === 'string' ? value : '')
  return { subject: text(initial.subject), body: text(initial.body) }
}

/** A record's "Send e-mail" page: a template to start from (a plain GET form), then the composer. */
export function RecordEmailPage({
  loaderData,
  actionData,
}: {
  loaderData: RecordEmailPageData
  actionData?: RecordEmailReply
}) {
  const { record, templates, templateId, draft, values, envelope, stage, waitNote, moveOffer } = loaderData
  return (
    <>
      <BackLink to={recordPath(record)}>Back to the {RECORD_KIND_LABELS[record.kind].toLowerCase()}</BackLink>
      <PageHeading
        title={`E-mail ${record.fullName}`}
        description={`From ${record.label}. It goes through the outbox from the site's address; replies come to you, and it is kept on the record's timeline.`}
      />
      <Form method="get" className="mb-6 flex flex-wrap items-end gap-3">
        {stage ? <input type="hidden" name="stage" value={stage} /> : null}
        <div className="min-w-60 flex-1 sm:max-w-sm">
          <Label htmlFor="template">Start from a template</Label>
          <SelectInput id="template" name="template" defaultValue={templateId ?? ''} key={templateId ?? 0}>
            <option value="">Write freely</option>
            {templates.map((t) => (
              <option key={t.id} value={t.id}>
                {t.name}
              </option>
            ))}
          </SelectInput>
        </div>
        <button type="submit" className={buttonClass('secondary')}>
          Use this
        </button>
        <p className="basis-full text-xs text-slate-600">
          Using a template replaces the subject and text below.
        </p>
      </Form>
      <EmailComposer
        key={templateId ?? 0}
        draft={typedDraft(actionData?.result.initialValue) ?? draft}
        values={values}
        fields={MERGE_FIELDS_BY_RECORD[record.kind]}
        envelope={envelope}
        lastResult={actionData?.result}
        waitNote={waitNote}
        stage={stage}
        templateId={templateId ?? undefined}
        moveOffer={moveOffer}
      />
    </>
  )
}
