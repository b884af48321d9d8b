import type { ContactStatus } from '~/lib/constants'

/** A contact message as the admin reads it: everything the contact_submissions table keeps but the hashed address. */
export interface ContactSubmission {
  id: number
  /** `CT-` and six random characters: what the sender is told, and staff search by. */
  reference: string
  name: string
  email: string
  phone: string | null
  subject: string
  message: string
  status: ContactStatus
  createdAt: string
}
