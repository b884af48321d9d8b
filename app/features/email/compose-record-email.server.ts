import { parseWithZod } from '@conform-to/zod/v4'
import { data, redirect } from 'react-router'
import type { RecordKind } from '~/contracts/record-events'
import { recordPath, TIMELINE_ANCHOR } from '~/contracts/records'
import { requireSameOrigin } from '~/server/auth/same-origin.server'
import {
  RECORD_EMAIL_NOT_SENT,
  RecordEmailPreviewForm,
  RecordEmailSendForm,
  stageAnnounced,
  type RecordEmailReply,
} from './contract'
import { getEmailTemplate } from '~/server/db/email-templates.server'
import { heldByShortlistMessage } from '~/features/applications'
import { findHeldByShortlists, moveApplicationStage } from '~/features/applications/index.server'
import { recordOf, requireSender, stageDelay, type PageArgs } from './record-email-page.server'
import { draftProblem, sendRecordEmail } from './send-record-email.server'

/**
 * The form of a record's "Send e-mail" page: previews (draws the page again with what was typed)
 * or sends through the outbox. A refused e-mail comes back with what was typed and the messages; a
 * sent one goes back to the record's timeline.
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
  const { template } = submission.value
  const templateStage = template ? (await getEmailTemplate(template))?.defaultForStatus : null
  const sent = await sendRecordEmail(
    record,
    { username: staff.username, name: staff.name, email: staff.email },
    draft,
    {
      notBefore: delay === null ? undefined : new Date(Date.now() + delay),
      templateId: template,
      announces: stageAnnounced(templateStage, moving ? moveTo : record.status),
    },
  )
  if (!sent.ok) return refuse(sent.error)
  throw redirect(`${recordPath(record)}?saved=${sent.notBefore ? 'scheduled' : 'email'}#${TIMELINE_ANCHOR}`)
}
