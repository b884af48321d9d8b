import type { Submission } from '@conform-to/react'
import { data, redirect } from 'react-router'
import { ACCESS_DENIED_MESSAGE } from '~/contracts/permissions'
import { canEmailRecord } from '~/contracts/records'
import type { ApplicationStatus } from '~/lib/constants'
import type { StaffSession } from '~/server/auth/staff-session.server'
import { getJobApplication } from '~/server/db/job-applications.server'
import { addRecordEvent } from '~/server/db/record-events.server'
import type { StageEmailFormValue } from './contract'
import { findStageOffer, stageRecipients, type StageOffer } from './offer-stage-email.server'
import { sendRecordEmail, type Sender } from './send-record-email.server'

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
    // Each recipient is in the stage (stageRecipients checked): its e-mail tells it.
    const outcome = await sendRecordEmail(record, sender, offer.template, {
      notBefore,
      templateId: offer.template.id,
      announces: offer.stage,
    })
    if (outcome.ok) sent++
    else await skip(record.id, outcome.error)
  }
  return { sent, skipped: ids.length - sent, notBefore: notBefore?.toISOString() ?? null }
}

/**
 * Sends the stage's template to the applications that may have it (staff chose to), from this
 * member, then redirects to `done(result)`. When the stage has no template any more, nothing goes,
 * each application's timeline says so, and the page's form answers 409 with the refusal as its
 * error (Conform's reply of the page's submission). Needs the right to e-mail from applications
 * (canEmailRecord) besides the page's own permission.
 */
export async function runStageEmailForm(
  ids: readonly number[],
  submission: Pick<Submission<unknown>, 'reply'>,
  form: StageEmailFormValue,
  staff: StaffSession,
  done: (result: StageSendResult) => string,
) {
  if (!canEmailRecord(staff.role, 'application'))
    throw data({ message: ACCESS_DENIED_MESSAGE }, { status: 403 })
  const offer = await findStageOffer(form.stage)
  if (!offer) {
    const reason = 'The stage has no e-mail template any more.'
    for (const id of ids) {
      if (await getJobApplication(id)) {
        await recordSkippedStageEmail(id, form.stage, null, reason, staff.username)
      }
    }
    return data(submission.reply({ formErrors: [`${reason} Nothing was sent.`] }), { status: 409 })
  }
  const result = await sendStageEmails(ids, offer, {
    username: staff.username,
    name: staff.name,
    email: staff.email,
  })
  return redirect(done(result))
}
