export { getContactSubmission, listContactSubmissions } from '~/server/db/contact-submissions.server'
export { CONTACT_CSV_COLUMNS, exportContacts } from './export-contacts.server'
export { createContactSubmission } from './submit-contact.server'
export { updateContactStatuses } from './update-contact-status.server'
