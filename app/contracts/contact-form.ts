import { TEXT_FORM_BODY_LIMIT, type FormDeclaration } from './form-declaration'

/** The contact form (app/contracts/contact.ts holds its fields and rules). */
export const CONTACT_FORM = {
  name: 'contact',
  path: '/contact',
  accepts: ['urlencoded', 'multipart'],
  api: { path: '/api/contact', accepts: ['json', 'urlencoded', 'multipart'] },
  bodyLimit: TEXT_FORM_BODY_LIMIT,
  upload: false,
  allowance: true,
  perRequest: true,
  island: { name: 'contact-form', entry: 'app/islands/contact-form.client.tsx' },
} as const satisfies FormDeclaration
