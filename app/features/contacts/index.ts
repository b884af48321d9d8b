export { ContactsTable } from './components/contacts-table'
export type { ContactSubmission } from './contract'
