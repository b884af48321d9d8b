import type { ContactStatus } from '~/lib/constants'

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
