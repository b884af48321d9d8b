import { parseWithZod } from '@conform-to/zod/v4'
import type { z } from 'zod'
import { ContactSchema } from '~/contracts/contact'
import { FORM_MESSAGES } from '~/contracts/messages'
import { nowIso } from '~/lib/time'
import { getConfig } from '../config.server'
import { createContactSubmission } from '../db/contact-submissions.server'
import { logger } from '../logger.server'
import { nudgeOutbox } from '../mail/outbox-worker.server'
import { contactConfirmation, contactNotification } from '../mail/templates/contact-emails.server'
import { guardSubmission } from './guard.server'
import { problem, PROBLEM_MESSAGES } from './problem.server'
import type { FieldSource } from './read-body.server'
import { fieldErrors, orNull, type SubmitOptions, type SubmitResult } from './submit-result.server'

type ContactSubmission = SubmitResult<z.input<typeof ContactSchema>, z.output<typeof ContactSchema>>

/**
 * The contact form's submit path, shared by the page and the JSON API: abuse checks, the shared
 * schema, then one transaction for the message and its two e-mails, then a nudge to the outbox.
 */
export async function submitContact(
  fields: FieldSource,
  ip: string | null,
  { fromPage = false }: SubmitOptions = {},
): Promise<ContactSubmission> {
  const submission = parseWithZod(fields, { schema: ContactSchema })
  const { CONTACT_INBOX, SITE_URL } = getConfig()
  // Everything from here touches the database; its failure is SPEC's failure message, not a crash.
  try {
    const guard = await guardSubmission('contact', fields, ip, FORM_MESSAGES.contactFailure, {
      requireToken: fromPage,
    })
    if (!guard.ok) return { submission, outcome: guard }
    if (submission.status !== 'success') {
      const errors = fieldErrors(submission.error)
      return {
        submission,
        outcome: {
          ok: false,
          problem: problem(400, 'invalid_input', PROBLEM_MESSAGES.invalid, { fields: errors }),
        },
      }
    }
    const { name, email, phone, subject, message } = submission.value
    const receivedAt = nowIso()
    const row = { name, email, phone: orNull(phone), subject, message }
    const id = await createContactSubmission({ ...row, ipHash: guard.ipHash }, (newId) => {
      const details = { ...row, id: newId, receivedAt }
      return [
        contactNotification(details, { inbox: CONTACT_INBOX, siteUrl: SITE_URL }),
        contactConfirmation(details),
      ]
    })
    nudgeOutbox()
    return { submission, outcome: { ok: true, id } }
  } catch (error) {
    logger.error(
      { err: error instanceof Error ? error.message : String(error) },
      'contact submission not stored',
    )
    return {
      submission,
      outcome: { ok: false, problem: problem(503, 'server_error', FORM_MESSAGES.contactFailure) },
    }
  }
}
