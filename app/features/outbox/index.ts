export { OutboxTable } from './components/outbox-table'
export * from './contract'
