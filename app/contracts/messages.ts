/** The visitor-facing messages of SPEC.md section 8, word for word. */
export const FORM_MESSAGES = {
  sending: 'Sending...',
  contactSuccess: '✅ Message sent successfully!',
  contactFailure: '❌ Failed to send message. Please try again.',
  applicationSuccess: '✅ Application submitted successfully!',
  applicationFailure: '❌ Failed to send application. Try again.',
  coverLetterTooLong: '❌ Cover letter is too long (max 1000 characters).',
  formCrashed: '⚠️ Something went wrong in the form.',
  /** Ours: the status line when fields have errors shown beside them. */
  checkFields: 'Please correct the fields marked above.',
} as const
