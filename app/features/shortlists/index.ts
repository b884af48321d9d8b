export { BriefWorkNotices } from './components/brief-work-notices'
export {
  ClientCandidateCard,
  type AnswerError,
  type ClientCandidate,
} from './components/client-candidate-card'
export { EntryForm, type EntryFormValues } from './components/entry-form'
export { EntryStagePanel } from './components/entry-stage-panel'
export { RevokeConfirm } from './components/revoke-confirm'
export { ClientPagePreview, ShareForm, ShareNotices } from './components/share-preview'
export { replyTo, type FieldErrors, type FormReply } from './components/form-reply'
export { ShortlistPanel, type ShortlistPermissions } from './components/shortlist-panel'
export { ShortlistStageBadge } from './components/stage-badge'
export type { ClientBrief } from './client-brief'
export { clientTimeZone, type ClientTimeZone } from './client-time-zone'
export * from './contract'
