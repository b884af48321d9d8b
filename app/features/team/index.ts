export { InvitationsTable, InviteForm, MembersTable } from './components/team-tables'
export * from './contract'
