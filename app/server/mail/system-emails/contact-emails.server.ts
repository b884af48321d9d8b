import { site } from '~/content/site'
import type { OutgoingEmail } from '../../db/email-outbox.server'
import { confirmationHeading } from './greeting.server'
import { emailDateTime, renderEmail, subjectLine } from './render.server'

export interface ContactEmailInput {
  id: number
  reference: string
  name: string
  email: string
  phone: string | null
  subject: string
  message: string
  receivedAt: string
}

export interface MailSettings {
  inbox: string
  siteUrl: string
}

/** To the company inbox, with everything the visitor wrote. */
export function contactNotification(
  input: ContactEmailInput,
  { inbox, siteUrl }: MailSettings,
): OutgoingEmail {
  return {
    to: inbox,
    subject: subjectLine(`Contact ${input.reference}: ${input.subject}`),
    ...renderEmail({
      heading: `New contact message ${input.reference}`,
      paragraphs: [`${input.name} wrote through the contact form on ${emailDateTime(input.receivedAt)}.`],
      rows: [
        { label: 'Name', value: input.name },
        { label: 'Email', value: input.email },
        { label: 'Phone', value: input.phone },
        { label: 'Subject', value: input.subject },
        { label: 'Message', value: input.message, block: true },
      ],
      link: { label: 'Open it in the admin', href: `${siteUrl}/admin/contacts/${input.id}` },
    }),
  }
}

/**
 * To the visitor. It repeats only their name, and only a plain one: anything else they typed
 * could turn the form into a way of mailing arbitrary text to arbitrary addresses.
 */
export function contactConfirmation(input: ContactEmailInput): OutgoingEmail {
  return {
    to: input.email,
    subject: `We received your message | ${site.name}`,
    ...renderEmail({
      heading: confirmationHeading(input.name),
      paragraphs: [
        `Your message reached ${site.name}. A specialist will reply within one business day (${site.hours}).`,
        `Your reference is ${input.reference}. If you need us sooner, call ${site.phone.display} and quote it.`,
      ],
    }),
  }
}
