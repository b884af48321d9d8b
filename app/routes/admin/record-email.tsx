import { data, Form, redirect } from 'react-router'
import { PageHeading } from '~/components/admin/admin-header'
import { buttonClass, Label, SelectInput } from '~/components/admin/controls'
import { BackLink } from '~/components/admin/detail-list'
import { EmailComposer } from '~/components/admin/email-composer'
import {
  DELAYED_STAGE,
  MERGE_FIELDS_BY_RECORD,
  recordKindsFor,
  RecordEmailSchema,
} from '~/contracts/email-templates'
import { ACCESS_DENIED_MESSAGE, roleCan } from '~/contracts/permissions'
import {
  RECORD_KIND_LABELS,
  RECORD_PERMISSIONS,
  recordKindOfPath,
  recordPath,
  TIMELINE_ANCHOR,
  type RecordRef,
} from '~/contracts/records'
import { durationInWords } from '~/lib/plural'
import { z } from '~/lib/zod'
import { notFound, parseId } from '~/server/admin/form-data.server'
import { requirePermission } from '~/server/auth/staff-session.server'
import { requireSameOrigin } from '~/server/auth/same-origin.server'
import { getConfig } from '~/server/config.server'
import { draftProblem, sendRecordEmail } from '~/server/conversations/record-email.server'
import { findRecord, mergeValuesFor } from '~/server/conversations/records.server'
import { getEmailTemplate, listEmailTemplates } from '~/server/db/email-templates.server'
import type { Route } from './+types/record-email'

export const meta = ({ loaderData }: Route.MetaArgs) => [
  { title: `${loaderData ? `E-mail ${loaderData.record.fullName}` : 'Send e-mail'} | Brightpath admin` },
]

/** The member, who must read this kind of record and may send e-mail, and the kind of record. */
async function requireSender(request: Request) {
  const kind = recordKindOfPath(new URL(request.url).pathname)
  if (!kind) notFound()
  const staff = await requirePermission(request, RECORD_PERMISSIONS[kind].read)
  if (!roleCan(staff.role, 'email.send')) throw data({ message: ACCESS_DENIED_MESSAGE }, { status: 403 })
  return { staff, kind }
}

/** The record this page writes from, or a 404. */
async function recordOf(kind: RecordRef['kind'], params: { id?: string }) {
  const record = await findRecord({ kind, id: parseId(params.id) })
  if (!record) notFound()
  return record
}

/** When the e-mail is the delayed stage's (the rejection) for a record in that stage: how long it waits. */
function stageDelay(stage: string | null | undefined, status: string | undefined): number | null {
  return stage === DELAYED_STAGE && status === DELAYED_STAGE ? getConfig().REJECTION_EMAIL_DELAY : null
}

export async function loader({ request, params }: Route.LoaderArgs) {
  const { staff, kind } = await requireSender(request)
  const record = await recordOf(kind, params)
  const search = new URL(request.url).searchParams
  const templates = (await listEmailTemplates()).filter((t) =>
    recordKindsFor(t.subject, t.body).includes(record.kind),
  )
  const chosen = Number(search.get('template'))
  const template = Number.isInteger(chosen) && chosen > 0 ? await getEmailTemplate(chosen) : undefined
  const delay = stageDelay(search.get('stage'), record.status)
  return {
    record: {
      kind: record.kind,
      id: record.id,
      label: record.label,
      fullName: record.fullName,
      email: record.email,
    },
    templates: templates.map(({ id, name }) => ({ id, name })),
    templateId: template?.id ?? null,
    draft: template ? { subject: template.subject, body: template.body } : { subject: '', body: '' },
    values: mergeValuesFor(record, staff.name),
    envelope: { from: getConfig().MAIL_FROM, replyTo: staff.email, to: record.email },
    stage: delay === null ? undefined : DELAYED_STAGE,
    waitNote:
      delay === null
        ? undefined
        : `This is the rejection: it waits ${durationInWords(delay)} before it leaves, and can be cancelled on the timeline until then.`,
  }
}

const Posted = z.object({
  intent: z.enum(['send', 'preview']),
  subject: z.string().max(1000),
  body: z.string().max(20_000),
  stage: z.string().max(20).optional(),
})

export async function action({ request, params }: Route.ActionArgs) {
  const { staff, kind } = await requireSender(request)
  requireSameOrigin(request)
  const record = await recordOf(kind, params)
  const posted = Posted.safeParse(Object.fromEntries(await request.formData()))
  if (!posted.success) throw data({ message: 'Bad request' }, { status: 400 })
  const draft = { subject: posted.data.subject, body: posted.data.body }
  if (posted.data.intent === 'preview') return { draft, errors: {}, problem: undefined }
  const checked = RecordEmailSchema.safeParse(draft)
  if (!checked.success) {
    const { fieldErrors } = z.flattenError(checked.error)
    return data({ draft, errors: fieldErrors, problem: 'Check the subject and the text.' }, { status: 400 })
  }
  const problem = draftProblem(record, checked.data)
  if (problem) return data({ draft, errors: {}, problem }, { status: 400 })
  const delay = stageDelay(posted.data.stage, record.status)
  const sent = await sendRecordEmail(
    record,
    { username: staff.username, name: staff.name, email: staff.email },
    checked.data,
    { notBefore: delay === null ? undefined : new Date(Date.now() + delay) },
  )
  if (!sent.ok) return data({ draft, errors: {}, problem: sent.error }, { status: 400 })
  throw redirect(`${recordPath(record)}?saved=${sent.notBefore ? 'scheduled' : 'email'}#${TIMELINE_ANCHOR}`)
}

export default function RecordEmail({ loaderData, actionData }: Route.ComponentProps) {
  const { record, templates, templateId, draft, values, envelope, stage, waitNote } = loaderData
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
        draft={actionData?.draft ?? draft}
        values={values}
        fields={MERGE_FIELDS_BY_RECORD[record.kind]}
        envelope={envelope}
        errors={actionData?.errors}
        problem={actionData?.problem}
        waitNote={waitNote}
        stage={stage}
      />
    </>
  )
}
