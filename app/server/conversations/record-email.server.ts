import {
  type StageEmailOffer,
  DELAYED_STAGE,
  fieldsMissingFor,
  fillMergeFields,
  mergeFieldProblem,
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
import { findRecord, mergeValuesFor, type RecordSummary } from '~/features/timeline/index.server'

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

/**
 * Why a draft cannot go to this record, or null: read from the draft (the template's source), never
 * from the filled text, whose values are the record's own words (a name may hold braces). An
 * unknown or unclosed field, a field this kind of record cannot fill, or one it has no value for.
 */
export function draftProblem(record: RecordSummary, draft: Draft): string | null {
  const source = `${draft.subject}\n${draft.body}`
  const malformed = mergeFieldProblem(source)
  if (malformed) return malformed
  const missing = fieldsMissingFor(record.kind, source)
  if (missing.length) return missingFieldsMessage(record.kind, missing)
  const values = mergeValuesFor(record, '')
  const empty = scanMergeFields(source).used.filter((f) => f !== 'staffName' && values[f] === undefined)
  return empty.length ? missingFieldsMessage(record.kind, empty) : null
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
  if (!record.email.trim()) return { ok: false, error: NO_ADDRESS }
  const filled = previewRecordEmail(record, sender, draft)
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

const NO_ADDRESS = 'This record has no e-mail address to write to.'

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
  /**
   * Not sent: gone, no longer in the stage, no address, already has one waiting, or the template
   * does not fit. Each one still there says so on its timeline (an 'email-skipped' entry).
   */
  skipped: number
  /** When the e-mails leave, for a delayed stage. */
  notBefore: string | null
}

/**
 * Why a stage's e-mail cannot go to this application, in words for staff; null when it can: still
 * in the stage, an address to write to, the template fits it, and (for a delayed stage) none is
 * waiting already, so a second click never makes a second e-mail.
 */
async function stageSkipReason(record: RecordSummary, offer: StageOffer): Promise<string | null> {
  if (record.status !== offer.stage)
    return `It is no longer in ${offer.stage} (now ${record.status ?? 'none'}).`
  if (!record.email.trim()) return NO_ADDRESS
  const problem = draftProblem(record, offer.template)
  if (problem) return `The template does not fit it: ${problem}`
  if (
    offer.delayMs > 0 &&
    (await listRecordEmails('application', record.id)).some((e) => e.state === 'scheduled')
  ) {
    return ALREADY_WAITING
  }
  return null
}

/** The applications among `ids` a stage's e-mail may go to, and those it may not, with why. */
async function stageRecipients(ids: readonly number[], offer: StageOffer) {
  const recipients: RecordSummary[] = []
  const skipped: { record: RecordSummary; reason: string }[] = []
  for (const id of ids) {
    const record = await findRecord({ kind: 'application', id })
    if (!record) continue
    const reason = await stageSkipReason(record, offer)
    if (reason) skipped.push({ record, reason })
    else recipients.push(record)
  }
  return { recipients, skipped }
}

/**
 * Says on an application's timeline that the stage's e-mail staff chose to send did not go to it,
 * and why, so no stage e-mail is skipped silently.
 */
export async function recordSkippedStageEmail(
  id: number,
  stage: ApplicationStatus,
  template: string | null,
  reason: string,
  actor: string,
): Promise<void> {
  await addRecordEvent({
    recordKind: 'application',
    recordId: id,
    kind: 'email-skipped',
    actor,
    data: { stage, template, reason },
  })
}

/**
 * Sends a stage's template to the applications that may have it (staff chose to, for one or for
 * a selection). A delayed stage's e-mail is scheduled. Every application it could not go to gets a
 * timeline entry saying why. Returns how many went, and when they leave.
 */
export async function sendStageEmails(
  ids: readonly number[],
  offer: StageOffer,
  sender: Sender,
  now = new Date(),
): Promise<StageSendResult> {
  const notBefore = offer.delayMs > 0 ? new Date(now.getTime() + offer.delayMs) : undefined
  const skip = (id: number, reason: string) =>
    recordSkippedStageEmail(id, offer.stage, offer.template.name, reason, sender.username)
  const { recipients, skipped } = await stageRecipients(ids, offer)
  for (const { record, reason } of skipped) await skip(record.id, reason)
  let sent = 0
  for (const record of recipients) {
    const outcome = await sendRecordEmail(record, sender, offer.template, { notBefore })
    if (outcome.ok) sent++
    else await skip(record.id, outcome.error)
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
  const { recipients, skipped } = await stageRecipients(ids, offer)
  const [first] = recipients
  if (!first) return null
  return {
    stage,
    templateId: offer.template.id,
    templateName: offer.template.name,
    delayMs: offer.delayMs,
    ids: recipients.map((record) => record.id),
    skippedIds: skipped.map(({ record }) => record.id),
    preview: previewRecordEmail(first, sender, offer.template),
  }
}
