import { TEXT_FORM_BODY_LIMIT, type FormDeclaration } from './form-declaration'

/** The hiring brief (app/contracts/hire-brief.ts holds its fields and rules). */
export const HIRE_BRIEF_FORM = {
  name: 'hire-brief',
  path: '/hire/brief',
  accepts: ['urlencoded'],
  api: { path: '/api/hire-brief', accepts: ['json', 'urlencoded', 'multipart'] },
  bodyLimit: TEXT_FORM_BODY_LIMIT,
  upload: false,
  allowance: true,
  perRequest: true,
  island: { name: 'hire-brief-form', entry: 'app/islands/hire-brief-form.client.tsx' },
} as const satisfies FormDeclaration
