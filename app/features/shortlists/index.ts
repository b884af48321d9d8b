export { BriefWorkNotices } from './components/brief-work-notices'
export {
  ClientCandidateCard,
  type AnswerError,
  type ClientCandidate,
} from './components/client-candidate-card'
export { EntryForm, type EntryFormValues } from './components/entry-form'
export { EntryStagePanel } from './components/entry-stage-panel'
export { replyTo, type FieldErrors, type FormReply } from './components/form-reply'
export { ShortlistPanel, type ShortlistPermissions } from './components/shortlist-panel'
export { ShortlistStageBadge } from './components/stage-badge'
export * from './contract'
