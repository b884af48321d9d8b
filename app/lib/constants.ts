export const CONTACT_STATUSES = ['new', 'handled', 'spam'] as const
export type ContactStatus = (typeof CONTACT_STATUSES)[number]

export const APPLICATION_STATUSES = [
  'new',
  'reviewing',
  'shortlisted',
  'interview',
  'offer',
  'hired',
  'rejected',
  /** The applicant withdrew it (on /careers/status), or staff recorded that they did. */
  'withdrawn',
] as const
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number]

/** Where an application's review has ended: decided, or withdrawn. The applicant can change nothing then. */
export const CLOSED_APPLICATION_STATUSES: readonly ApplicationStatus[] = ['hired', 'rejected', 'withdrawn']

export const OUTBOX_STATUSES = ['queued', 'sending', 'sent', 'failed'] as const
export type OutboxStatus = (typeof OUTBOX_STATUSES)[number]

/**
 * An e-mail's state as staff read it: its status, except that a queued e-mail waiting for its time
 * (a rejection's delay) is 'scheduled', and one cancelled before it left is 'cancelled'.
 */
export const OUTBOX_STATES = ['queued', 'scheduled', 'sending', 'sent', 'failed', 'cancelled'] as const
export type OutboxState = (typeof OUTBOX_STATES)[number]

export const CONSENT_COOKIE = 'cookie_consent'
export const CONSENT_MAX_AGE_SECONDS = 60 * 60 * 24 * 365

/** Scrolling past this shows the back-to-top link (app.css's animation-range; e2e/shell.spec.ts). */
export const BACK_TO_TOP_THRESHOLD_PX = 100
export const ADMIN_PAGE_SIZE = 25

export const ADMIN_USERNAME_PATTERN = /^[a-zA-Z0-9_.-]{3,32}$/
export const ADMIN_MIN_PASSWORD_LENGTH = 12

/**
 * The careers pages and the sitemap, rendered per request from the openings: every browser asks
 * again each time, and a shared cache (a CDN) may answer for at most 5 seconds, so a closed role
 * is gone from every copy within seconds (docs/decisions/015-careers-pages-per-request.md).
 */
export const CAREERS_CACHE_CONTROL = 'public, max-age=0, s-maxage=5, must-revalidate'

/** An applicant's sign-in link to /careers/status works once, for this long. */
export const STATUS_LINK_VALID_MINUTES = 60
/** The status page stays open this long after the link was used (then a new link is needed). */
export const STATUS_SESSION_MINUTES = 30
/** The status page's own cookie, sent only to /careers/status and below. */
export const STATUS_SESSION_COOKIE = 'bp_status'
