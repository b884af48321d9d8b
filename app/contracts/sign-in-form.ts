import { SMALL_BODY_LIMIT, type FormDeclaration } from './form-declaration'

/**
 * Staff sign-in and the pages beside it (forgot password, reset password, accept an invitation),
 * each posting a few short fields to itself. Their attempts are throttled by the sign-in's own
 * limits (a reset request per client address and per account), not the submission allowance.
 */
export const SIGN_IN_FORM = {
  name: 'sign-in',
  path: '/admin-login',
  subpaths: true,
  accepts: ['urlencoded'],
  bodyLimit: SMALL_BODY_LIMIT,
  upload: false,
  allowance: false,
  perRequest: true,
} as const satisfies FormDeclaration
