import type { ApplicationStatus } from '~/lib/constants'
import { getConfig } from '~/server/config.server'
import { listRecordEmails, listRecordEmailsByIds } from '~/server/db/email-outbox.server'
import { getStageTemplate, type EmailTemplate } from '~/server/db/email-templates.server'
import { listTemplateEmailEvents } from '~/server/db/record-events.server'
import { findRecord, type RecordSummary } from '~/features/timeline/index.server'
import { DELAYED_STAGE, RESEND_WINDOW_DAYS, type StageEmailOffer } from './contract'
import {
  ALREADY_WAITING,
  draftProblem,
  NO_ADDRESS,
  previewRecordEmail,
  type Sender,
} from './send-record-email.server'

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
export async function stageRecipients(ids: readonly number[], offer: StageOffer) {
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
 * When each of these applications last got an e-mail from this template within RESEND_WINDOW_DAYS
 * (queued, scheduled, leaving or sent: one cancelled or failed was not received), by application.
 */
export async function findRecentTemplateSends(
  ids: readonly number[],
  templateId: number,
  now = new Date(),
): Promise<Map<number, string>> {
  const since = new Date(now.getTime() - RESEND_WINDOW_DAYS * 24 * 60 * 60_000).toISOString()
  const events = await listTemplateEmailEvents('application', ids, templateId, since)
  const emails = await listRecordEmailsByIds(events.map((e) => e.outboxId))
  const received = new Set(
    emails.filter((e) => e.state !== 'cancelled' && e.state !== 'failed').map((e) => e.id),
  )
  const sent = new Map<number, string>()
  // Newest first: the first one seen of each application is its latest.
  for (const event of events) {
    if (received.has(event.outboxId) && !sent.has(event.recordId)) sent.set(event.recordId, event.at)
  }
  return sent
}

/**
 * The stage e-mail to offer now that these applications are in `stage`: null when the stage has no
 * template, or none of them may have it (see stageRecipients). Previewed for the first of them;
 * each says when it last got the same template, if it did lately (the list offers them unticked).
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
  const recent = await findRecentTemplateSends(
    recipients.map((record) => record.id),
    offer.template.id,
  )
  return {
    stage,
    templateId: offer.template.id,
    templateName: offer.template.name,
    delayMs: offer.delayMs,
    ids: recipients.map((record) => record.id),
    recipients: recipients.map((record) => ({
      id: record.id,
      fullName: record.fullName,
      reference: record.reference ?? '',
      sentAt: recent.get(record.id) ?? null,
    })),
    skippedIds: skipped.map(({ record }) => record.id),
    preview: previewRecordEmail(first, sender, offer.template),
  }
}
