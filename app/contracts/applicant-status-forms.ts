import { MAX_RESUME_BYTES } from './application-form'
import { SMALL_BODY_LIMIT, type FormDeclaration } from './form-declaration'

/**
 * The applicant's status page (app/contracts/applicant-status.ts holds its fields): asking for a
 * sign-in link by e-mail, using it, withdrawing an application, signing out, all posted to the
 * page. A link request sends an e-mail to whatever address was typed, so the page's posts count
 * against the submission allowance (and the e-mail against the inbox's daily confirmations).
 */
export const STATUS_PAGE_FORM = {
  name: 'status-link',
  path: '/careers/status',
  accepts: ['urlencoded'],
  bodyLimit: SMALL_BODY_LIMIT,
  upload: false,
  allowance: true,
  // What it shows depends on the visitor's link, and its form carries a fresh fill-time token.
  perRequest: true,
  // One address, which the browser's autofill types in a second: a minimum fill time would refuse
  // real people (and again on their second try). What a bot could do with the form is bounded
  // without it: the token must still come from the page and the honeypot stay empty, every post
  // counts against the hourly allowance, a link goes only to an address that applied, and at most
  // five a day to each (app/features/status-page).
  minFillTime: false,
} as const satisfies FormDeclaration

/**
 * A newer resume for an open application, sent from the status page by the holder of its session:
 * an upload like the application's, without its text fields. It is stored like an application's
 * file, so it counts like one: against the same hourly submission allowance as applying, and it
 * takes one of the same upload slots per address (the body guard keeps one pool for every upload).
 */
export const STATUS_RESUME_FORM = {
  name: 'status-resume',
  path: '/careers/status/resume',
  accepts: ['multipart'],
  // The resume, the application's id and the multipart framing.
  bodyLimit: MAX_RESUME_BYTES + 16 * 1024,
  upload: true,
  allowance: true,
  // An endpoint without a page: it answers with a redirect back to the status page.
  perRequest: false,
} as const satisfies FormDeclaration
