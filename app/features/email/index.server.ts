export { runRecordEmailAction } from './compose-record-email.server'
export { deleteEmailTemplate } from './delete-email-template.server'
export { loadRecordEmailPage } from './load-record-email.server'
export { findStageOffer, stageOfferFor, type StageOffer } from './offer-stage-email.server'
export { NAME_TAKEN, saveEmailTemplate } from './save-email-template.server'
export { seedEmailTemplates, TEMPLATES_SEEDED_KEY } from './seed-email-templates.server'
export {
  draftProblem,
  previewRecordEmail,
  sendRecordEmail,
  type Draft,
  type Sender,
  type SendOutcome,
} from './send-record-email.server'
export {
  recordSkippedStageEmail,
  runStageEmailForm,
  sendStageEmails,
  type StageSendResult,
} from './send-stage-emails.server'
export { setStageTemplates } from './set-stage-templates.server'
export {
  countEmailTemplates,
  getEmailTemplate,
  getStageTemplate,
  listEmailTemplates,
  type EmailTemplate,
} from '~/server/db/email-templates.server'
