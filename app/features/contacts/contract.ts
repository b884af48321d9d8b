import { tickedIds } from '~/contracts/list-query'
import { CONTACT_STATUSES, type ContactStatus } from '~/lib/constants'
import { z } from '~/lib/zod'

/** What a visitor writes in the contact form, as the contact_submissions table keeps it. */
export interface ContactMessageColumns {
  name: string
  email: string
  phone: string | null
  subject: string
  message: string
}

/** A contact message as the admin reads it: everything the table keeps but the hashed address. */
export interface ContactSubmission extends ContactMessageColumns {
  id: number
  /** `CT-` and six random characters: what the sender is told, and staff search by. */
  reference: string
  status: ContactStatus
  createdAt: string
}

/** A message's status, from its page: one button per status. */
export const ContactStatusForm = z.object({ intent: z.literal('status'), status: z.enum(CONTACT_STATUSES) })

/** The contacts list's bulk action: the ticked messages to a status (handled, spam). */
export const ContactBulkStatusForm = z.object({
  status: z.enum(CONTACT_STATUSES),
  ids: tickedIds('Tick the messages to change first.'),
})
