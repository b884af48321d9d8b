import { BRIEF_ROLES } from '~/contracts/hire-brief'
import { ClientAnswerSchema, type ClientAnswer } from '~/contracts/shortlists'
import { getConfig } from '~/server/config.server'
import { assigneeInbox } from '~/server/auth/staff.server'
import { queueEmails } from '~/server/db/email-outbox.server'
import { getHireBrief } from '~/server/db/hire-briefs.server'
import { listClientShortlist } from '~/server/db/shortlist-entries.server'
import { findShortlistLink, recordShortlistView } from '~/server/db/shortlist-links.server'
import { inTransaction } from '~/server/db/transaction.server'
import { nudgeOutbox } from '~/server/mail/outbox-worker.server'
import { clientAnswered } from '~/server/mail/system-emails/shortlist-emails.server'
import { lookupHash, tokenMatches } from '~/server/security/link-tokens.server'
import { linkState, type ClientShortlistEntry } from './contract'
import { recordClientAnswer } from './record-client-answer.server'

/*
 * The client's shortlist page, reached by the token e-mailed to the brief's contact: what it shows
 * (never a candidate's address, phone, ID number, pay or resume: see listClientShortlist) and the
 * answers the client gives on it.
 */

export interface ClientBrief {
  reference: string
  company: string
  contactName: string
  /** "2 × Developer". */
  need: string
}

export type ClientShortlistPage =
  | { state: 'live'; brief: ClientBrief; entries: ClientShortlistEntry[]; expiresAt: string }
  | { state: 'gone' }
  | { state: 'unknown' }

type LiveLink =
  { state: 'live'; briefId: number; expiresAt: string } | { state: 'gone' } | { state: 'unknown' }

async function resolveLink(token: string, now: Date, countView: boolean): Promise<LiveLink> {
  const hash = lookupHash(token)
  const link = hash ? await findShortlistLink(hash) : undefined
  if (!link || !tokenMatches(link.tokenHash, token)) return { state: 'unknown' }
  if (linkState(link, now) !== 'live') return { state: 'gone' }
  if (countView) await recordShortlistView(link.id, now)
  return { state: 'live', briefId: link.briefId, expiresAt: link.expiresAt }
}

/**
 * What the page shows for a token: the brief and its shared candidates while the link is live
 * (a view is counted on the brief when `countView`), or that it is gone (revoked or expired) or
 * was never issued.
 */
export async function openClientShortlist(
  token: string,
  { countView, now = new Date() }: { countView: boolean; now?: Date },
): Promise<ClientShortlistPage> {
  const link = await resolveLink(token, now, countView)
  if (link.state !== 'live') return link
  const brief = await getHireBrief(link.briefId)
  if (!brief) return { state: 'unknown' }
  const role = BRIEF_ROLES.labels[brief.role as keyof typeof BRIEF_ROLES.labels] ?? brief.role
  return {
    state: 'live',
    brief: {
      reference: brief.reference,
      company: brief.company,
      contactName: brief.name,
      need: `${brief.headcount} × ${role}`,
    },
    entries: await listClientShortlist(link.briefId),
    expiresAt: link.expiresAt,
  }
}

export type ClientAnswerResult =
  | { ok: true; entryId: number; answer: ClientAnswer }
  | { ok: false; code: 'gone' }
  | { ok: false; code: 'unknown' }
  | { ok: false; code: 'invalid'; entryId: number | null; answer: ClientAnswer | null; message: string }
  | { ok: false; code: 'not-on-list' | 'already-answered'; entryId: number }

/** Which candidate and which answer a post was about, as sent, for a page that shows a refusal beside it. */
export function typedAnswer(form: FormData): { entryId: number | null; answer: ClientAnswer | null } {
  const entryId = Number(form.get('entry'))
  const answer = form.get('answer')
  return {
    entryId: Number.isInteger(entryId) && entryId > 0 ? entryId : null,
    answer: answer === 'interview' || answer === 'declined' ? answer : null,
  }
}

/** Where a client's answer goes: the brief's assigned member, or the sales inbox. */
const answerInbox = (assignedTo: string | null) => assigneeInbox(assignedTo, getConfig().SALES_INBOX)

/**
 * A client's answer about one candidate, from their page: stored on the entry and both timelines
 * at once, and e-mailed to the brief's assigned member (or the sales inbox) through the outbox in
 * the same transaction.
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
  const { answer, entry, note } = parsed.data
  const brief = await getHireBrief(link.briefId)
  if (!brief) return { ok: false, code: 'unknown' }
  const inbox = await answerInbox(brief.assignedTo)
  const outcome = await inTransaction(async (trx) => {
    const recorded = await recordClientAnswer(trx, link.briefId, entry, answer, note)
    if (!recorded.ok) return recorded
    await queueEmails(
      trx,
      [
        clientAnswered({
          to: inbox,
          reference: brief.reference,
          company: brief.company,
          candidateName: recorded.candidateName,
          candidateEmail: recorded.candidateEmail,
          answer,
          note,
          briefUrl: `${getConfig().SITE_URL}/admin/hire-briefs/${link.briefId}#shortlist`,
        }),
      ],
      { hireBriefId: link.briefId },
    )
    return recorded
  })
  if (!outcome.ok) return { ok: false, code: outcome.code, entryId: entry }
  nudgeOutbox()
  return { ok: true, entryId: entry, answer }
}
