/*
 * The status page's contract. Its forms are public forms, declared with the others in
 * app/contracts (applicant-status.ts, applicant-status-forms.ts, applicant-stages.ts): re-exported here.
 */
export * from '~/contracts/applicant-stages'
export * from '~/contracts/applicant-status'
export * from '~/contracts/applicant-status-forms'
