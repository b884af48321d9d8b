/**
 * What the forms tell visitors, kept word for word from the site before this one (emoji included),
 * so returning visitors and the people answering them see the same sentences.
 */
export const FORM_MESSAGES = {
  sending: 'Sending...',
  contactSuccess: '✅ Message sent successfully!',
  contactFailure: '❌ Failed to send message. Please try again.',
  applicationSuccess: '✅ Application submitted successfully!',
  applicationFailure: '❌ Failed to send application. Try again.',
  coverLetterTooLong: '❌ Cover letter is too long (max 1000 characters).',
  formCrashed: '⚠️ Something went wrong in the form.',
} as const
