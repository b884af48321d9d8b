import { z } from '~/lib/zod'
import { emailAddress, phoneNumber, requiredText } from './text-rules'

export const NAME_MAX = 100
export const SUBJECT_MAX = 150
export const MESSAGE_MAX = 5000

/** The contact form: name, email, subject and message required; phone optional. */
export const ContactSchema = z.object({
  name: requiredText('Name', NAME_MAX),
  email: emailAddress(),
  phone: phoneNumber(),
  subject: requiredText('Subject', SUBJECT_MAX),
  message: requiredText('Message', MESSAGE_MAX, { multiline: true }),
})

export type ContactInput = z.infer<typeof ContactSchema>
