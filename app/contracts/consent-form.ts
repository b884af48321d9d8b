import { SMALL_BODY_LIMIT, type FormDeclaration } from './form-declaration'

/** The cookie notice's Accept, posted in place by the shell script or as a plain form. */
export const CONSENT_FORM = {
  name: 'consent',
  path: '/consent',
  accepts: ['urlencoded'],
  bodyLimit: SMALL_BODY_LIMIT,
  upload: false,
  allowance: false,
  // An endpoint without a page: it answers with a redirect back.
  perRequest: false,
} as const satisfies FormDeclaration
