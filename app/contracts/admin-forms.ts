import { TEXT_FORM_BODY_LIMIT, type FormDeclaration } from './form-declaration'

/**
 * The admin area's forms (statuses, notes, openings, privacy, settings, the team, account setup,
 * candidates, shortlists, e-mail templates and composers, bulk actions …): signed-in staff only,
 * each action checking the member's session and permission itself, so one declaration covers
 * every path under /admin.
 */
export const ADMIN_FORMS = {
  name: 'admin',
  path: '/admin',
  subpaths: true,
  accepts: ['urlencoded'],
  bodyLimit: TEXT_FORM_BODY_LIMIT,
  upload: false,
  allowance: false,
  perRequest: true,
} as const satisfies FormDeclaration
