import type { FormDeclaration } from './form-declaration'

export const MAX_RESUME_BYTES = 5 * 1024 * 1024

/** The job application with its resume (app/contracts/application.ts holds its fields and rules). */
export const APPLICATION_FORM = {
  name: 'application',
  path: '/careers/apply',
  accepts: ['multipart'],
  api: { path: '/api/job-application', accepts: ['multipart'] },
  // The resume plus the text fields and the multipart framing.
  bodyLimit: MAX_RESUME_BYTES + 256 * 1024,
  upload: true,
  allowance: true,
  perRequest: true,
  island: { name: 'application-form', entry: 'app/islands/application-form.client.tsx' },
} as const satisfies FormDeclaration
