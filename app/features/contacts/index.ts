export { ContactsTable } from './components/contacts-table'
export * from './contract'
