import { data, redirect } from 'react-router'
import { ACCESS_DENIED_MESSAGE } from '~/contracts/permissions'
import { canEmailRecord } from '~/contracts/records'
import { APPLICATION_STATUSES } from '~/lib/constants'
import { z } from '~/lib/zod'
import type { StaffSession } from '../auth/staff-session.server'
import { getJobApplication } from '../db/job-applications.server'
import {
  findStageOffer,
  recordSkippedStageEmail,
  sendStageEmails,
  type StageSendResult,
} from './record-email.server'

/** "Send (or schedule) the stage's e-mail", for one application or a selection. */
export const StageEmailForm = z.object({
  intent: z.literal('stage-email'),
  stage: z.enum(APPLICATION_STATUSES),
})
export type StageEmailFormValue = z.infer<typeof StageEmailForm>

/**
 * Sends the stage's template to the applications that may have it (staff chose to), from this
 * member, then redirects to `done(result)`. When the stage has no template any more, nothing goes
 * and each application's timeline says so (409). Needs the right to e-mail from applications (canEmailRecord)
 * besides the page's own permission.
 */
export async function runStageEmailForm(
  ids: readonly number[],
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
    throw data({ message: `${reason} Nothing was sent.` }, { status: 409 })
  }
  const result = await sendStageEmails(ids, offer, {
    username: staff.username,
    name: staff.name,
    email: staff.email,
  })
  return redirect(done(result))
}
