export {
  addressOfStatusLink,
  canUseStatusLink,
  closeStatusSession,
  openStatusLink,
  readStatusSession,
  type StatusSession,
} from './open-status-session.server'
export { showStageOnStatusPage } from './announce-stage.server'
export { replaceResumeAsApplicant } from './replace-resume.server'
export { MAX_LINKS_PER_DAY, requestStatusLink, statusLinkUrl } from './request-status-link.server'
export { isOpenToApplicant, shownStatus } from './shown-status.server'
export { withdrawAsApplicant } from './withdraw-application.server'
export { listApplicationsOfApplicant } from '~/server/db/job-applications.server'
export { REFERENCE_PATTERN } from '~/server/db/references.server'
