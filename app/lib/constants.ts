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
] as const
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number]

export const OUTBOX_STATUSES = ['queued', 'sending', 'sent', 'failed'] as const
export type OutboxStatus = (typeof OUTBOX_STATUSES)[number]

export const CONSENT_COOKIE = 'cookie_consent'
export const CONSENT_MAX_AGE_SECONDS = 60 * 60 * 24 * 365

export const BACK_TO_TOP_THRESHOLD_PX = 100
export const ADMIN_PAGE_SIZE = 25

export const ADMIN_USERNAME_PATTERN = /^[a-zA-Z0-9_.-]{3,32}$/
export const ADMIN_MIN_PASSWORD_LENGTH = 12
