export { getShortlistEntry } from '~/server/db/shortlist-entries.server'
export { addToShortlist, type AddOutcome } from './add-to-shortlist.server'
export { answerPutForwardRequest, type PutForwardAnswerOutcome } from './answer-put-forward.server'
export { askCandidate, type AskOutcome } from './ask-candidate.server'
export { listPutForwardRequests } from './list-put-forward-requests.server'
export { overrideConsent, type OverrideOutcome } from './override-consent.server'
export {
  answerDone,
  isPutForwardIntent,
  takePutForwardAnswer,
  type TakenAnswer,
} from './take-put-forward-answer.server'
export {
  answerClientShortlist,
  findLiveClientLink,
  openClientShortlist,
  typedAnswer,
  type ClientAnswerResult,
  type ClientBrief,
  type ClientShortlistPage,
  type GoneReason,
} from './answer-shortlist.server'
export { findBriefOwner, type ReachableOwner } from './find-brief-owner.server'
export { getCandidateTerms } from './get-candidate-terms.server'
export { getBriefShortlist, type BriefShortlist } from './get-brief-shortlist.server'
export { loadBriefWork } from './load-brief-work.server'
export { openClientProfile, type ClientProfilePage } from './open-client-profile.server'
export { renderClientProfilePdf } from './render-client-profile-pdf.server'
export { moveShortlistEntry, type ReorderOutcome } from './move-shortlist-entry.server'
export { moveShortlistStage, type StageOutcome } from './move-shortlist-stage.server'
export { placeCandidate, type PlaceOutcome } from './place-candidate.server'
export { recordClientAnswer, type ClientAnswerOutcome } from './record-client-answer.server'
export { removeFromShortlist } from './remove-from-shortlist.server'
export { revokeShortlist } from './revoke-shortlist.server'
export {
  LINK_STAND_IN,
  previewShare,
  shareShortlist,
  type ShareOutcome,
  type SharePreview,
  type ShareRefusal,
} from './share-shortlist.server'
export { updateShortlistEntry } from './update-shortlist-entry.server'
