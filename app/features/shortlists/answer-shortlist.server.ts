import { ClientAnswerSchema, type ClientAnswer } from '~/contracts/shortlists'
import { clientShortlistPath } from '~/lib/routes'
import { getConfig } from '~/server/config.server'
import { queueEmails } from '~/server/db/email-outbox.server'
import { getHireBrief } from '~/server/db/hire-briefs.server'
import { listClientShortlist } from '~/server/db/shortlist-entries.server'
import {
  findShortlistLink,
  getNextLinkCreatedAt,
  recordShortlistView,
} from '~/server/db/shortlist-links.server'
import { inTransaction } from '~/server/db/transaction.server'
import { nudgeOutbox } from '~/server/mail/outbox-worker.server'
import { clientAnswerCopy, clientAnswered } from '~/server/mail/system-emails/shortlist-emails.server'
import { lookupHash, tokenMatches } from '~/server/security/link-tokens.server'
import { toClientBrief, type ClientBrief } from './client-brief'
import { clientDisplayName, linkState, type ClientShortlistEntry } from './contract'
import { findBriefOwner } from './find-brief-owner.server'
import { recordClientAnswer } from './record-client-answer.server'

/*
 * The client's shortlist page, reached by the token e-mailed to the brief's contact: what it shows
 * (never a candidate's address, phone, ID number, pay or resume: see listClientShortlist) and the
 * answers the client gives on it.
 */

export type { ClientBrief }

/**
 * Why a link no longer opens the page: it ran out of time, staff withdrew it ("Revoke link"), or a
 * new share replaced it with a newer link.
 */
export type GoneReason = 'expired' | 'withdrawn' | 'replaced'

export type ClientShortlistPage =
  | { state: 'live'; brief: ClientBrief; entries: ClientShortlistEntry[]; expiresAt: string }
  | { state: 'gone'; reason: GoneReason }
  | { state: 'unknown' }

type LiveLink =
  | { state: 'live'; briefId: number; expiresAt: string }
  | { state: 'gone'; reason: GoneReason }
  | { state: 'unknown' }

const GONE_REASON = { expired: 'expired', revoked: 'withdrawn', replaced: 'replaced' } as const

async function resolveLink(token: string, now: Date, countView: boolean): Promise<LiveLink> {
  const hash = lookupHash(token)
  const link = hash ? await findShortlistLink(hash) : undefined
  if (!link || !tokenMatches(link.tokenHash, token)) return { state: 'unknown' }
  const state = linkState(link, now, link.revokedAt ? await getNextLinkCreatedAt(link) : null)
  if (state !== 'live') return { state: 'gone', reason: GONE_REASON[state] }
  // Each link counts its own openings.
  if (countView) await recordShortlistView(link.id, now)
  return { state: 'live', briefId: link.briefId, expiresAt: link.expiresAt }
}

/**
 * The brief a client's link opens while it is live, or why it does not (the interviews feature
 * acts on the client's page through it). Counts no view.
 */
export async function findLiveClientLink(token: string, now = new Date()): Promise<LiveLink> {
  return resolveLink(token, now, false)
}

/**
 * What the page shows for a token: the brief and its shared candidates while the link is live
 * (a view is counted on the link when `countView`), or why it is gone (expired, withdrawn or
 * replaced), or that it was never issued.
 */
export async function openClientShortlist(
  token: string,
  { countView, now = new Date() }: { countView: boolean; now?: Date },
): Promise<ClientShortlistPage> {
  const link = await resolveLink(token, now, countView)
  if (link.state !== 'live') return link
  const brief = await getHireBrief(link.briefId)
  if (!brief) return { state: 'unknown' }
  return {
    state: 'live',
    brief: toClientBrief(brief),
    entries: await listClientShortlist(link.briefId),
    expiresAt: link.expiresAt,
  }
}

export type ClientAnswerResult =
  | { ok: true; entryId: number; answer: ClientAnswer; changed: boolean }
  | { ok: false; code: 'gone' }
  | { ok: false; code: 'unknown' }
  | { ok: false; code: 'invalid'; entryId: number | null; answer: ClientAnswer | null; message: string }
  | { ok: false; code: 'not-on-list' | 'already-answered' | 'acted-on'; entryId: number }

/** Which candidate and which answer a post was about, as sent, for a page that shows a refusal beside it. */
export function typedAnswer(form: FormData): { entryId: number | null; answer: ClientAnswer | null } {
  const entryId = Number(form.get('entry'))
  const answer = form.get('answer')
  return {
    entryId: Number.isInteger(entryId) && entryId > 0 ? entryId : null,
    answer: answer === 'interview' || answer === 'declined' ? answer : null,
  }
}

/**
 * A client's answer about one candidate from their page, or its change (until staff act on it):
 * stored on the entry and both timelines at once, and a copy e-mailed to the client with the link
 * back to their page (Reply-To the owner), through the outbox in the same transaction. The brief's
 * owner hears of it from My work's notifier (at once, or in their digest, as they chose), so once;
 * the sales inbox is e-mailed the answer here only when no owner can be reached (nobody owns the
 * brief, or its owner is deactivated or has no address).
 */
export async function answerClientShortlist(
  token: string,
  form: FormData,
  now = new Date(),
): Promise<ClientAnswerResult> {
  const link = await resolveLink(token, now, false)
  if (link.state === 'gone') return { ok: false, code: 'gone' }
  if (link.state === 'unknown') return { ok: false, code: 'unknown' }
  const fields = {
    answer: form.get('answer'),
    entry: form.get('entry'),
    note: form.get('note') ?? '',
    replaces: form.get('replaces') ?? undefined,
  }
  const parsed = ClientAnswerSchema.safeParse(fields)
  if (!parsed.success) {
    return {
      ok: false,
      code: 'invalid',
      ...typedAnswer(form),
      message: parsed.error.issues[0]?.message ?? 'Please check your answer.',
    }
  }
  const { answer, entry, note, replaces } = parsed.data
  const brief = await getHireBrief(link.briefId)
  if (!brief) return { ok: false, code: 'unknown' }
  const owner = await findBriefOwner(brief.assignedTo)
  const { SITE_URL, SALES_INBOX } = getConfig()
  const outcome = await inTransaction(async (trx) => {
    const recorded = await recordClientAnswer(trx, link.briefId, entry, answer, note, replaces)
    if (!recorded.ok) return recorded
    await queueEmails(
      trx,
      [
        ...(owner
          ? []
          : [
              clientAnswered({
                to: SALES_INBOX,
                reference: brief.reference,
                company: brief.company,
                candidateName: recorded.candidateName,
                candidateEmail: recorded.candidateEmail,
                answer,
                note,
                changed: recorded.changed,
                briefUrl: `${SITE_URL}/admin/hire-briefs/${link.briefId}#shortlist`,
              }),
            ]),
        {
          ...clientAnswerCopy({
            to: brief.email,
            name: brief.name,
            reference: brief.reference,
            candidate: clientDisplayName(recorded.candidateName),
            answer,
            note,
            changed: recorded.changed,
            link: `${SITE_URL}${clientShortlistPath(token)}#candidate-${entry}`,
            owner,
          }),
          linkTokens: [token],
        },
      ],
      { hireBriefId: link.briefId },
    )
    return recorded
  })
  if (!outcome.ok) return { ok: false, code: outcome.code, entryId: entry }
  nudgeOutbox()
  return { ok: true, entryId: entry, answer, changed: outcome.changed }
}
