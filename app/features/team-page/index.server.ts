export {
  getClientQuoteForEditing,
  getTeamMemberForEditing,
  listClientQuotesForAdmin,
  listTeamMembersForAdmin,
  type ClientQuoteForEditing,
  type TeamMemberForEditing,
} from './list-for-admin.server'
export { moveClientQuote } from './move-client-quote.server'
export { moveTeamMember, type MoveResult } from './move-team-member.server'
export {
  invalidateTeamPage,
  listShownClientQuotes,
  listTeamPage,
  teamPageVersion,
} from './published-team-page.server'
export { readContentForm, type ContentForm } from './read-content-form.server'
export { removeClientQuote } from './remove-client-quote.server'
export { removeTeamMember, type RemoveMemberResult } from './remove-team-member.server'
export { addClientQuote, updateClientQuoteContent, type SaveQuoteResult } from './save-client-quote.server'
export { addTeamMember, updateTeamMember, type SaveMemberResult } from './save-team-member.server'
export { answerMove, refused, type Reply } from './form-replies.server'
