export { listApplicationAnswers } from '~/server/db/application-answers.server'
export {
  countApplicationsByStatus,
  getJobApplication,
  listApplicationTimesSince,
  listJobApplications,
  type JobApplication,
  type NewJobApplication,
} from '~/server/db/job-applications.server'
export {
  findHeldByShortlists,
  listShortlistsOfApplication,
  shortlistApplicationsOf,
} from './agree-with-shortlists.server'
export { assignApplication } from './assign-application.server'
export { listApplicationRows } from './list-applications.server'
export {
  APPLICATION_CSV_COLUMNS,
  exportApplications,
  type ExportedApplication,
} from './export-applications.server'
export {
  changeApplicationStatuses,
  moveApplicationStage,
  type ApplicationStatusChange,
} from './move-application-stage.server'
export {
  createJobApplication,
  OpeningClosedError,
  type CreateJobApplicationOptions,
} from './submit-application.server'
