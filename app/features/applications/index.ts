export { ApplicationStatusForm, ApplicationStatusOptions } from './components/application-status-form'
export { APPLICATION_COLUMNS, ApplicationsTable } from './components/applications-table'
export { ResumeLink, resumeHref } from './components/resume-link'
export * from './contract'
