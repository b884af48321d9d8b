export { ApplicantApplications } from './components/applicant-applications'
export { StatusRequestForm } from './components/status-request-form'
export * from './contract'
