import { ContactSchema } from '~/contracts/contact'
import { FORM_MESSAGES } from '~/contracts/messages'
import { nowIso } from '~/lib/time'
import { getConfig } from '../config.server'
import { createContactSubmission } from '~/features/contacts/index.server'
import { contactConfirmation, contactNotification } from '../mail/system-emails/contact-emails.server'
import { consumeConfirmationAllowance } from '../security/rate-limit.server'
import type { FormHandler } from './submit-form.server'

/**
 * The contact form: the message and its e-mails, to the company inbox and (unless that inbox has
 * had its confirmations for the day) to the sender.
 */
export const contactForm: FormHandler<typeof ContactSchema> = {
  name: 'contact',
  schema: ContactSchema,
  successMessage: FORM_MESSAGES.contactSuccess,
  failureMessage: FORM_MESSAGES.contactFailure,
  async store({ name, email, phone, subject, message }, ipHash) {
    const { CONTACT_INBOX, SITE_URL } = getConfig()
    const receivedAt = nowIso()
    const row = { name, email, phone: phone || null, subject, message }
    const confirm = await consumeConfirmationAllowance(email)
    return createContactSubmission({ ...row, ipHash }, (saved) => {
      const details = { ...row, ...saved, receivedAt }
      return [
        contactNotification(details, { inbox: CONTACT_INBOX, siteUrl: SITE_URL }),
        ...(confirm ? [contactConfirmation(details)] : []),
      ]
    })
  },
}
