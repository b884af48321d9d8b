import { DELAYED_STAGE } from '~/features/email'
import { GENERAL_APPLICATION_TITLE } from '~/contracts/positions'
import {
  STATUS_LINK_VALID_MINUTES,
  STATUS_SESSION_COOKIE,
  STATUS_SESSION_MINUTES,
  CLOSED_APPLICATION_STATUSES,
  type ApplicationStatus,
} from '~/lib/constants'
import { APPLICANT_STATUS_PATH } from '~/lib/routes'
import { assigneeInbox } from '../auth/staff.server'
import { getConfig } from '../config.server'
import { recordAudit } from '../db/audit-log.server'
import { queueEmails } from '../db/email-outbox.server'
import {
  getJobApplication,
  listApplicationsOfApplicant,
  replaceApplicantResume,
  withdrawApplication,
  type ApplicantView,
} from '../db/job-applications.server'
import type { NewResume } from '../db/resumes.server'
import {
  consumeStatusLink,
  countRecentStatusLinks,
  createStatusLink,
  endStatusSession,
  findStatusSession,
  findUsableStatusLink,
  normalizedAddress,
} from '../db/status-links.server'
import { lookupHash, newLinkToken, tokenMatches } from '../security/link-tokens.server'
import { inTransaction, lockForTransaction } from '../db/transaction.server'
import { nudgeOutbox } from '../mail/outbox-worker.server'
import { nudgeResumeTexts } from '../resumes/resume-text-job.server'
import { statusLinkEmail, withdrawalNotice } from '../mail/templates/status-emails.server'

/*
 * /careers/status (docs/decisions/019). An applicant asks for a link by e-mail address; the link
 * carries a 256-bit token that works once, within an hour. Using it starts a page session of its
 * own: an HttpOnly cookie scoped to /careers/status, holding another random token, whose hash is
 * kept with the link and which ends after STATUS_SESSION_MINUTES. Only SHA-256 hashes are stored.
 */

/**
 * At most this many links a day to one address, so strangers who type an applicant's address
 * cannot flood their inbox. Kept apart from the forms' confirmations, so an applicant who applied
 * three times today can still ask for a link.
 */
export const MAX_LINKS_PER_DAY = 5

/** The sign-in link's address for a token. */
export function statusLinkUrl(token: string): string {
  return `${getConfig().SITE_URL}${APPLICANT_STATUS_PATH}?token=${token}`
}

/**
 * Sends a sign-in link to an address that has applications, at most MAX_LINKS_PER_DAY in 24 hours.
 * Says nothing back either way: the page answers the same for every address.
 */
export async function requestStatusLink(typed: string, now = new Date()): Promise<void> {
  const email = normalizedAddress(typed)
  if ((await listApplicationsOfApplicant(email)).length === 0) return
  const { token, hash } = newLinkToken()
  const expiresAt = new Date(now.getTime() + STATUS_LINK_VALID_MINUTES * 60_000)
  const sent = await inTransaction(async (trx) => {
    // Counted and written as one step, so requests at the same instant cannot pass the cap together.
    await lockForTransaction(trx, `status-links:${email}`)
    if ((await countRecentStatusLinks(email, now, trx)) >= MAX_LINKS_PER_DAY) return false
    await createStatusLink(email, hash, expiresAt, trx, now)
    await queueEmails(trx, [
      {
        ...statusLinkEmail({ to: email, link: statusLinkUrl(token), expiresAt: expiresAt.toISOString() }),
        linkTokens: [token],
      },
    ])
    return true
  })
  if (sent) nudgeOutbox()
}

/** Whether a link's token can still be used (the page shows its button, or says it has expired). */
export async function canUseStatusLink(token: string): Promise<boolean> {
  const hash = lookupHash(token)
  const found = hash ? await findUsableStatusLink(hash) : null
  return found !== null && tokenMatches(found, token)
}

function sessionCookie(value: string, maxAgeSeconds: number): string {
  const secure = getConfig().SITE_URL.startsWith('https://') ? '; Secure' : ''
  return `${STATUS_SESSION_COOKIE}=${value}; Path=${APPLICANT_STATUS_PATH}; HttpOnly; SameSite=Lax; Max-Age=${maxAgeSeconds}${secure}`
}

/** Uses a link: the Set-Cookie header of its page session, or null when the link does not work. */
export async function openStatusLink(token: string, now = new Date()): Promise<string | null> {
  const hash = lookupHash(token)
  if (!hash) return null
  const session = newLinkToken()
  const used = await consumeStatusLink(
    hash,
    { hash: session.hash, expiresAt: new Date(now.getTime() + STATUS_SESSION_MINUTES * 60_000) },
    now,
  )
  return used && tokenMatches(used.tokenHash, token)
    ? sessionCookie(session.token, STATUS_SESSION_MINUTES * 60)
    : null
}

function cookieValue(request: Request): string | null {
  for (const pair of (request.headers.get('Cookie') ?? '').split(';')) {
    const [name, value] = pair.trim().split('=')
    if (name === STATUS_SESSION_COOKIE && value) return value
  }
  return null
}

export interface StatusSession {
  email: string
  hash: string
}

/** The page session of this request: the address it was opened for, or null. */
export async function readStatusSession(request: Request, now = new Date()): Promise<StatusSession | null> {
  const value = cookieValue(request)
  const hash = lookupHash(value)
  if (!value || !hash) return null
  const found = await findStatusSession(hash, now)
  return found && tokenMatches(found.sessionHash, value) ? { email: found.email, hash } : null
}

/** Ends the page session; the Set-Cookie header that removes its cookie. */
export async function closeStatusSession(session: StatusSession | null): Promise<string> {
  if (session) await endStatusSession(session.hash)
  return sessionCookie('', 0)
}

/**
 * The status an applicant is shown: a rejection stays "in review" for REJECTION_EMAIL_DELAY after
 * the move, the window in which staff may take it back and its e-mail waits, so the page never
 * tells before the e-mail does (nor tells a decision that was undone).
 */
export function shownStatus(
  application: Pick<ApplicantView, 'status' | 'statusChangedAt'>,
  now = new Date(),
): ApplicationStatus {
  if (application.status !== DELAYED_STAGE || !application.statusChangedAt) return application.status
  const settled = Date.parse(application.statusChangedAt) + getConfig().REJECTION_EMAIL_DELAY
  return now.getTime() < settled ? 'reviewing' : application.status
}

/** The applicant may act on what the page shows as open (a rejection in its window included). */
export const isOpenToApplicant = (application: Pick<ApplicantView, 'status' | 'statusChangedAt'>) =>
  !CLOSED_APPLICATION_STATUSES.includes(shownStatus(application))

/** Where the notice of a withdrawal goes: the member the application is assigned to, else the careers inbox. */
async function withdrawalRecipient(applicationId: number): Promise<string> {
  const application = await getJobApplication(applicationId)
  return assigneeInbox(application?.assignedTo ?? null, getConfig().CAREERS_INBOX)
}

/** The applicant withdraws an application of theirs; its reference, or null when it is not open. */
export async function withdrawAsApplicant(session: StatusSession, id: number, now = new Date()) {
  const { SITE_URL } = getConfig()
  // Read before the withdrawal's transaction (which writes the notice): the assignee rarely changes.
  const to = await withdrawalRecipient(id)
  const withdrawn = await withdrawApplication(
    session.email,
    id,
    (application) => [
      withdrawalNotice(
        {
          id: application.id,
          reference: application.reference,
          fullName: application.fullName,
          title: application.openingTitle ?? application.position ?? GENERAL_APPLICATION_TITLE,
          withdrawnAt: now.toISOString(),
        },
        { to, siteUrl: SITE_URL },
      ),
    ],
    now,
    isOpenToApplicant,
  )
  if (!withdrawn) return null
  await recordAudit({
    actor: 'applicant',
    action: 'application.withdrawn',
    target: `application ${withdrawn.reference}`,
  })
  nudgeOutbox()
  return withdrawn.reference
}

/** The applicant's new resume for an application of theirs; its reference, or null when it is not open. */
export async function replaceResumeAsApplicant(session: StatusSession, id: number, resume: NewResume) {
  const replaced = await replaceApplicantResume(session.email, id, resume, new Date(), isOpenToApplicant)
  if (!replaced) return null
  // The new resume's text is read for candidate search like any other.
  nudgeResumeTexts()
  await recordAudit({
    actor: 'applicant',
    action: 'application.resume-replaced',
    target: `application ${replaced.reference}`,
  })
  return replaced.reference
}
