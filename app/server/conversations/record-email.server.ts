import {
  type StageEmailOffer,
  DELAYED_STAGE,
  fieldsMissingFor,
  fillMergeFields,
  missingFieldsMessage,
  scanMergeFields,
} from '~/contracts/email-templates'
import type { ApplicationStatus } from '~/lib/constants'
import { getConfig } from '../config.server'
import { recordAudit } from '../db/audit-log.server'
import { isUniqueViolation } from '../db/client.server'
import { listRecordEmails, queueRecordEmail } from '../db/email-outbox.server'
import { getStageTemplate, type EmailTemplate } from '../db/email-templates.server'
import { addRecordEvent } from '../db/record-events.server'
import { inTransaction } from '../db/transaction.server'
import { nudgeOutbox } from '../mail/outbox-worker.server'
import { renderLetter, subjectLine } from '../mail/templates/render.server'
import { findRecord, mergeValuesFor, type RecordSummary } from './records.server'

/** The member writing: their username (kept with the e-mail), name ({{staffName}}) and address (Reply-To). */
export interface Sender {
  username: string
  name: string
  email: string | null
}

export interface Draft {
  subject: string
  body: string
}

/** A draft with its fields filled in from the record, as the recipient would read it. */
export function previewRecordEmail(record: RecordSummary, sender: Pick<Sender, 'name'>, draft: Draft): Draft {
  const values = mergeValuesFor(record, sender.name)
  return {
    subject: subjectLine(fillMergeFields(draft.subject, values)),
    body: fillMergeFields(draft.body, values),
  }
}

/** Why a draft cannot go to this record (a field it cannot fill), or null. */
export function draftProblem(record: RecordSummary, draft: Draft): string | null {
  const missing = fieldsMissingFor(record.kind, `${draft.subject}\n${draft.body}`)
  return missing.length ? missingFieldsMessage(record.kind, missing) : null
}

export type SendOutcome =
  { ok: true; emailId: number; notBefore: string | null } | { ok: false; error: string }

/**
 * Sends an e-mail from a record: queued in the outbox (from the site's address, replies to the
 * member) together with its timeline entry, in one transaction, then the worker is nudged. With
 * `notBefore` it waits until then and can be cancelled on the timeline. A draft with a field the
 * record cannot fill is refused, so no recipient ever reads a raw `{{`.
 */
export async function sendRecordEmail(
  record: RecordSummary,
  sender: Sender,
  draft: Draft,
  { notBefore }: { notBefore?: Date } = {},
): Promise<SendOutcome> {
  const problem = draftProblem(record, draft)
  if (problem) return { ok: false, error: problem }
  const filled = previewRecordEmail(record, sender, draft)
  const left = scanMergeFields(`${filled.subject}\n${filled.body}`)
  if (left.used.length || left.unknown.length || left.stray) {
    return { ok: false, error: 'Some merge fields could not be filled in for this record.' }
  }
  const scheduled = notBefore?.toISOString() ?? null
  let emailId: number
  try {
    emailId = await queueWithTimelineEntry(record, sender, filled, scheduled)
  } catch (error) {
    // Another waiting e-mail for this record got in first (migration 0020-one-waiting-email).
    if (scheduled && isUniqueViolation(error)) return { ok: false, error: ALREADY_WAITING }
    throw error
  }
  await recordAudit({
    actor: sender.username,
    action: scheduled ? 'email.scheduled' : 'email.sent',
    target: `${record.label}, e-mail #${emailId}`,
  })
  if (!scheduled) nudgeOutbox()
  return { ok: true, emailId, notBefore: scheduled }
}

const ALREADY_WAITING =
  'An e-mail to this record is already waiting to leave: cancel it on the timeline first.'

/** The e-mail in the outbox and its entry on the record's timeline, in one transaction. */
function queueWithTimelineEntry(
  record: RecordSummary,
  sender: Sender,
  filled: Draft,
  scheduled: string | null,
): Promise<number> {
  return inTransaction(async (trx) => {
    const id = await queueRecordEmail(trx, {
      to: record.email,
      subject: filled.subject,
      ...renderLetter(filled.body),
      replyTo: sender.email ?? undefined,
      record,
      sentBy: sender.username,
      notBefore: scheduled ?? undefined,
    })
    await addRecordEvent(
      {
        recordKind: record.kind,
        recordId: record.id,
        kind: 'email',
        actor: sender.username,
        data: { outboxId: id, subject: filled.subject },
      },
      trx,
    )
    return id
  })
}

/** The template offered for a stage, and whether its e-mail waits (the rejection's delay). */
export interface StageOffer {
  stage: ApplicationStatus
  template: Pick<EmailTemplate, 'id' | 'name' | 'subject' | 'body'>
  /** How long it waits before it leaves; 0 for at once. */
  delayMs: number
}

export async function findStageOffer(stage: ApplicationStatus): Promise<StageOffer | null> {
  const template = await getStageTemplate(stage)
  if (!template) return null
  const delayMs = stage === DELAYED_STAGE ? getConfig().REJECTION_EMAIL_DELAY : 0
  return { stage, template, delayMs }
}

export interface StageSendResult {
  sent: number
  /** Not sent: no longer in the stage, gone, already has one waiting, or the template does not fit. */
  skipped: number
  /** When the e-mails leave, for a delayed stage. */
  notBefore: string | null
}

/**
 * The applications among `ids` a stage's e-mail may go to: still in the stage, the template fits
 * them, and (for a delayed stage) none has one waiting already, so a second click never makes a
 * second e-mail.
 */
async function stageRecipients(ids: readonly number[], offer: StageOffer): Promise<RecordSummary[]> {
  const recipients: RecordSummary[] = []
  for (const id of ids) {
    const record = await findRecord({ kind: 'application', id })
    if (!record || record.status !== offer.stage || draftProblem(record, offer.template)) continue
    if (
      offer.delayMs > 0 &&
      (await listRecordEmails('application', id)).some((e) => e.state === 'scheduled')
    ) {
      continue
    }
    recipients.push(record)
  }
  return recipients
}

/**
 * Sends a stage's template to the applications that may have it (staff chose to, for one or for
 * a selection). A delayed stage's e-mail is scheduled. Returns how many went, and when they leave.
 */
export async function sendStageEmails(
  ids: readonly number[],
  offer: StageOffer,
  sender: Sender,
  now = new Date(),
): Promise<StageSendResult> {
  const notBefore = offer.delayMs > 0 ? new Date(now.getTime() + offer.delayMs) : undefined
  let sent = 0
  for (const record of await stageRecipients(ids, offer)) {
    if ((await sendRecordEmail(record, sender, offer.template, { notBefore })).ok) sent++
  }
  return { sent, skipped: ids.length - sent, notBefore: notBefore?.toISOString() ?? null }
}

/**
 * The stage e-mail to offer now that these applications are in `stage`: null when the stage has no
 * template, or none of them may have it (see stageRecipients). Previewed for the first of them.
 */
export async function stageOfferFor(
  stage: ApplicationStatus,
  ids: readonly number[],
  sender: Pick<Sender, 'name'>,
): Promise<StageEmailOffer | null> {
  const offer = await findStageOffer(stage)
  if (!offer) return null
  const recipients = await stageRecipients(ids, offer)
  const [first] = recipients
  if (!first) return null
  return {
    stage,
    templateId: offer.template.id,
    templateName: offer.template.name,
    delayMs: offer.delayMs,
    ids: recipients.map((record) => record.id),
    preview: previewRecordEmail(first, sender, offer.template),
  }
}
