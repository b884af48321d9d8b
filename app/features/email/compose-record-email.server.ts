import { data, redirect } from 'react-router'
import {
  DELAYED_STAGE,
  recordKindsFor,
  RecordEmailSchema,
  type RecordEmailPageData,
  type RecordEmailReply,
} from './contract'
import { ACCESS_DENIED_MESSAGE } from '~/contracts/permissions'
import type { RecordKind } from '~/contracts/record-events'
import { canEmailRecord, RECORD_PERMISSIONS, recordPath, TIMELINE_ANCHOR } from '~/contracts/records'
import { durationInWords } from '~/lib/plural'
import { z } from '~/lib/zod'
import { notFound, parseId } from '~/server/admin/form-data.server'
import { requireSameOrigin } from '~/server/auth/same-origin.server'
import { requirePermission } from '~/server/auth/staff-session.server'
import { getConfig } from '~/server/config.server'
import { getEmailTemplate, listEmailTemplates } from '~/server/db/email-templates.server'
import { draftProblem, sendRecordEmail } from './send-record-email.server'
import { findRecord, mergeValuesFor } from '~/features/timeline/index.server'

/*
 * The "Send e-mail" page of a record (/admin/applications/7/email and the like): choose a
 * template or write freely, preview with the record's fields filled in, send through the outbox.
 * Each kind of record has a route module of its own, which hands its kind to these.
 */

interface PageArgs {
  request: Request
  params: { id?: string }
}

/** The member, who must be allowed to act on this kind of record (its update permission) and send e-mail. */
async function requireSender(kind: RecordKind, request: Request) {
  const staff = await requirePermission(request, RECORD_PERMISSIONS[kind].update)
  if (!canEmailRecord(staff.role, kind)) throw data({ message: ACCESS_DENIED_MESSAGE }, { status: 403 })
  return staff
}

async function recordOf(kind: RecordKind, params: { id?: string }) {
  const record = await findRecord({ kind, id: parseId(params.id) })
  if (!record) notFound()
  return record
}

/** When it is the delayed stage's e-mail (the rejection) for a record in that stage: how long it waits. */
function stageDelay(stage: string | null | undefined, status: string | undefined): number | null {
  return stage === DELAYED_STAGE && status === DELAYED_STAGE ? getConfig().REJECTION_EMAIL_DELAY : null
}

export async function loadRecordEmailPage(
  kind: RecordKind,
  { request, params }: PageArgs,
): Promise<RecordEmailPageData> {
  const staff = await requireSender(kind, request)
  const record = await recordOf(kind, params)
  const search = new URL(request.url).searchParams
  const templates = (await listEmailTemplates()).filter((t) =>
    recordKindsFor(t.subject, t.body).includes(record.kind),
  )
  const chosen = Number(search.get('template'))
  const template = Number.isInteger(chosen) && chosen > 0 ? await getEmailTemplate(chosen) : undefined
  const delay = stageDelay(search.get('stage'), record.status)
  return {
    record: { kind: record.kind, id: record.id, label: record.label, fullName: record.fullName },
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

/**
 * Previews (draws the page again with what was typed) or sends. A refused e-mail comes back with
 * what was typed and the messages; a sent one goes back to the record's timeline.
 */
export async function runRecordEmailAction(kind: RecordKind, { request, params }: PageArgs) {
  const staff = await requireSender(kind, request)
  requireSameOrigin(request)
  const record = await recordOf(kind, params)
  const posted = Posted.safeParse(Object.fromEntries(await request.formData()))
  if (!posted.success) throw data({ message: 'Bad request' }, { status: 400 })
  const draft = { subject: posted.data.subject, body: posted.data.body }
  const refuse = (reply: Omit<RecordEmailReply, 'draft'>) =>
    data<RecordEmailReply>({ draft, ...reply }, { status: 400 })
  if (posted.data.intent === 'preview') return data<RecordEmailReply>({ draft, errors: {} })
  const checked = RecordEmailSchema.safeParse(draft)
  if (!checked.success) {
    return refuse({
      errors: z.flattenError(checked.error).fieldErrors,
      problem: 'Check the subject and the text.',
    })
  }
  const problem = draftProblem(record, checked.data)
  if (problem) return refuse({ errors: {}, problem })
  const delay = stageDelay(posted.data.stage, record.status)
  const sent = await sendRecordEmail(
    record,
    { username: staff.username, name: staff.name, email: staff.email },
    checked.data,
    { notBefore: delay === null ? undefined : new Date(Date.now() + delay) },
  )
  if (!sent.ok) return refuse({ errors: {}, problem: sent.error })
  throw redirect(`${recordPath(record)}?saved=${sent.notBefore ? 'scheduled' : 'email'}#${TIMELINE_ANCHOR}`)
}
