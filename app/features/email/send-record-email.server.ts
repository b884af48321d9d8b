import {
  fieldsMissingFor,
  fillMergeFields,
  mergeFieldProblem,
  missingFieldsMessage,
  scanMergeFields,
} from './contract'
import type { ApplicationStatus } from '~/lib/constants'
import { recordAudit } from '~/server/db/audit-log.server'
import { isUniqueViolation } from '~/server/db/client.server'
import { queueRecordEmail } from '~/server/db/email-outbox.server'
import { addRecordEvent } from '~/server/db/record-events.server'
import { inTransaction } from '~/server/db/transaction.server'
import { nudgeOutbox } from '~/server/mail/outbox-worker.server'
import { renderLetter, subjectLine } from '~/server/mail/system-emails/render.server'
import { mergeValuesFor, type RecordSummary } from '~/features/timeline/index.server'

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

/** How an e-mail from a record is sent, besides its words. */
export interface SendOptions {
  /** It waits until then, and can be cancelled on the timeline until it leaves. */
  notBefore?: Date
  /** The template it was written from. */
  templateId?: number
  /** The application stage it tells (a stage's e-mail): shown on the status page once it leaves. */
  announces?: ApplicationStatus
}

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
  { notBefore, templateId, announces }: SendOptions = {},
): Promise<SendOutcome> {
  const problem = draftProblem(record, draft)
  if (problem) return { ok: false, error: problem }
  if (!record.email.trim()) return { ok: false, error: NO_ADDRESS }
  const filled = previewRecordEmail(record, sender, draft)
  const scheduled = notBefore?.toISOString() ?? null
  let emailId: number
  try {
    emailId = await queueWithTimelineEntry(record, sender, filled, { scheduled, templateId, announces })
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

export const NO_ADDRESS = 'This record has no e-mail address to write to.'

export const ALREADY_WAITING =
  'An e-mail to this record is already waiting to leave: cancel it on the timeline first.'

/** The e-mail in the outbox and its entry on the record's timeline, in one transaction. */
function queueWithTimelineEntry(
  record: RecordSummary,
  sender: Sender,
  filled: Draft,
  {
    scheduled,
    templateId,
    announces,
  }: { scheduled: string | null; templateId?: number; announces?: ApplicationStatus },
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
      announces: record.kind === 'application' ? announces : undefined,
    })
    await addRecordEvent(
      {
        recordKind: record.kind,
        recordId: record.id,
        kind: 'email',
        actor: sender.username,
        data: { outboxId: id, subject: filled.subject, ...(templateId ? { templateId } : {}) },
      },
      trx,
    )
    return id
  })
}
