export { InvitationsTable, InviteForm, MembersTable } from './components/team-tables'
export * from './contract'
export { OwnerRuleForm } from './components/owner-rule-form'
