export { BriefWorkNotices } from './components/brief-work-notices'
export {
  ClientCandidateCard,
  type AnswerError,
  type ClientCandidate,
} from './components/client-candidate-card'
export { ClientProfileCard } from './components/client-profile-card'
export { ClientUnavailable } from './components/client-unavailable'
export { EntryForm, type EntryFormValues } from './components/entry-form'
export { ConsentBadge } from './components/consent-badge'
export { ConsentPanel } from './components/consent-panel'
export { EntryStagePanel } from './components/entry-stage-panel'
export { PUT_FORWARD_ANCHOR, PutForwardRequests } from './components/put-forward-requests'
export { RevokeConfirm } from './components/revoke-confirm'
export { ClientPagePreview, ShareForm, ShareNotices } from './components/share-preview'
export { replyTo, type FieldErrors, type FormReply } from './components/form-reply'
export { ShortlistPanel, type ShortlistPermissions } from './components/shortlist-panel'
export { ShortlistStageBadge } from './components/stage-badge'
export type { ClientBrief } from './client-brief'
export { CLIENT_PAGE_HEADERS } from './client-page-headers'
export {
  PROFILE_PAGE_STATUS,
  profileFileName,
  toClientProfile,
  yearsText,
  type ClientProfile,
  type ProfileBrief,
  type ProfilePageState,
  type StoredProfileFields,
} from './client-profile'
export { clientTimeZone, type ClientTimeZone } from './client-time-zone'
export * from './contract'
