export {
  getShortlistEntry,
  moveShortlistEntry,
  moveShortlistStage,
  placeCandidate,
  removeFromShortlist,
  updateShortlistEntry,
} from '~/server/db/shortlist-entries.server'
export { addCandidateToShortlist } from './add-to-shortlist.server'
export {
  answerClientShortlist,
  openClientShortlist,
  typedAnswer,
  type ClientAnswerResult,
  type ClientBrief,
  type ClientShortlistPage,
} from './answer-shortlist.server'
export { getBriefShortlist, type BriefShortlist } from './get-brief-shortlist.server'
export { loadBriefWork } from './load-brief-work.server'
export { revokeShortlist, shareShortlist, type ShareOutcome } from './share-shortlist.server'
