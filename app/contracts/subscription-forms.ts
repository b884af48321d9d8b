import { SMALL_BODY_LIMIT, TEXT_FORM_BODY_LIMIT, type FormDeclaration } from './form-declaration'

/**
 * The footer's subscription form (every public page) and the pages of a subscription under it:
 * confirming (the link's page), the preferences page (change or leave). A subscription sends a
 * confirmation to whatever address was typed, so the posts count against the submission allowance
 * (and the e-mail against the inbox's three confirmations a day). The footer is on static pages,
 * so no fill-time token and no minimum fill time: the honeypot, the allowance and the inbox's
 * limit bound what a bot can do (app/features/subscriptions).
 */
export const SUBSCRIBE_FORM = {
  name: 'subscribe',
  path: '/subscribe',
  subpaths: true,
  accepts: ['urlencoded'],
  bodyLimit: SMALL_BODY_LIMIT,
  upload: false,
  allowance: true,
  perRequest: true,
  minFillTime: false,
} as const satisfies FormDeclaration

/**
 * The List-Unsubscribe URL of every alert (RFC 8058): mail providers POST
 * `List-Unsubscribe=One-Click` to it, from their own servers, so it counts against no allowance
 * (one provider's address posts for many people) and asks no same-origin check.
 */
export const ONE_CLICK_UNSUBSCRIBE_FORM = {
  name: 'unsubscribe',
  path: '/subscribe/unsubscribe',
  accepts: ['urlencoded', 'multipart'],
  bodyLimit: SMALL_BODY_LIMIT,
  upload: false,
  allowance: false,
  perRequest: false,
} as const satisfies FormDeclaration

/** The SMTP provider's bounce and complaint webhook (docs/email.md), authenticated by a shared secret. */
export const MAIL_EVENTS_FORM = {
  name: 'mail-events',
  path: '/api/mail-events',
  accepts: ['json'],
  bodyLimit: TEXT_FORM_BODY_LIMIT,
  upload: false,
  allowance: false,
  perRequest: false,
} as const satisfies FormDeclaration
