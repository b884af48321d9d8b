import { SMALL_BODY_LIMIT, type FormDeclaration } from './form-declaration'

/** Staff sign-in. Its attempts are throttled by the sign-in's own limits, not the submission allowance. */
export const SIGN_IN_FORM = {
  name: 'sign-in',
  path: '/admin-login',
  accepts: ['urlencoded'],
  bodyLimit: SMALL_BODY_LIMIT,
  upload: false,
  allowance: false,
  perRequest: true,
} as const satisfies FormDeclaration
