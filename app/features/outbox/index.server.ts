export { retryEmail } from './retry-email.server'
export { countEmailsByState, listOutboxEmails } from '~/server/db/email-outbox.server'
