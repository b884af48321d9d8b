import { parseWithZod } from '@conform-to/zod/v4'
import { data, redirect } from 'react-router'
import {
  DELAYED_STAGE,
  movesForward,
  recordKindsFor,
  RECORD_EMAIL_NOT_SENT,
  RecordEmailPreviewForm,
  RecordEmailSendForm,
  type MoveOffer,
  type RecordEmailPageData,
  type RecordEmailReply,
} from './contract'
import { heldByShortlistMessage } from '~/features/applications'
import { findHeldByShortlists, moveApplicationStage } from '~/features/applications/index.server'
import type { ApplicationStatus } from '~/lib/constants'
import { ACCESS_DENIED_MESSAGE } from '~/contracts/permissions'
import type { RecordKind } from '~/contracts/record-events'
import { canEmailRecord, RECORD_PERMISSIONS, recordPath, TIMELINE_ANCHOR } from '~/contracts/records'
import { durationInWords } from '~/lib/plural'
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

/**
 * "Also move to <stage>": offered when the template is a stage's e-mail and the record is an
 * application elsewhere; ticked when that moves it forward (movesForward says why).
 */
function moveOfferFor(
  record: { kind: RecordKind; status?: string },
  template: { defaultForStatus: ApplicationStatus | null } | undefined,
): MoveOffer | undefined {
  const stage = template?.defaultForStatus
  if (record.kind !== 'application' || !stage || !record.status || record.status === stage) return undefined
  return {
    stage,
    ticked: movesForward(record.status as ApplicationStatus, stage),
    waitNote:
      stage === DELAYED_STAGE
        ? `Moved there with it, the e-mail waits ${durationInWords(getConfig().REJECTION_EMAIL_DELAY)} before it leaves, and can be cancelled on the timeline until then.`
        : undefined,
  }
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
    moveOffer: moveOfferFor(record, template),
    waitNote:
      delay === null
        ? undefined
        : `This is the rejection: it waits ${durationInWords(delay)} before it leaves, and can be cancelled on the timeline until then.`,
  }
}

/**
 * Previews (draws the page again with what was typed) or sends. A refused e-mail comes back with
 * what was typed and the messages; a sent one goes back to the record's timeline.
 */
export async function runRecordEmailAction(kind: RecordKind, { request, params }: PageArgs) {
  const staff = await requireSender(kind, request)
  requireSameOrigin(request)
  const record = await recordOf(kind, params)
  const formData = await request.formData()
  if (formData.get('intent') === 'preview') {
    const preview = parseWithZod(formData, { schema: RecordEmailPreviewForm })
    if (preview.status !== 'success') throw data({ message: 'Bad request' }, { status: 400 })
    return data<RecordEmailReply>({ result: preview.reply() })
  }
  const submission = parseWithZod(formData, { schema: RecordEmailSendForm })
  const refuse = (problem: string) =>
    data<RecordEmailReply>({ result: submission.reply({ formErrors: [problem] }) }, { status: 400 })
  if (submission.status !== 'success') {
    if (formData.get('intent') !== 'send') throw data({ message: 'Bad request' }, { status: 400 })
    return refuse(RECORD_EMAIL_NOT_SENT)
  }
  const draft = { subject: submission.value.subject, body: submission.value.body }
  const problem = draftProblem(record, draft)
  if (problem) return refuse(problem)
  // "Also move to <stage>", ticked: the application moves first (its timeline then reads the move,
  // then the e-mail), unless its candidate's shortlist holds it, when nothing is sent either.
  const { moveTo } = submission.value
  const moving = record.kind === 'application' && moveTo !== undefined && moveTo !== record.status
  if (moving) {
    const held = await findHeldByShortlists([record.id], moveTo)
    if (held.length) return refuse(heldByShortlistMessage(held))
    await moveApplicationStage([record.id], moveTo, staff.username)
  }
  const delay = moving ? stageDelay(moveTo, moveTo) : stageDelay(submission.value.stage, record.status)
  const sent = await sendRecordEmail(
    record,
    { username: staff.username, name: staff.name, email: staff.email },
    draft,
    {
      notBefore: delay === null ? undefined : new Date(Date.now() + delay),
      templateId: submission.value.template,
    },
  )
  if (!sent.ok) return refuse(sent.error)
  throw redirect(`${recordPath(record)}?saved=${sent.notBefore ? 'scheduled' : 'email'}#${TIMELINE_ANCHOR}`)
}
