export { ContactsTable } from './components/contacts-table'
export type { ContactMessageColumns, ContactSubmission } from './contract'
