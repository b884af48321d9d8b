import { recordAudit } from '~/features/audit/index.server'
import { statusLinkUrl } from '~/features/status-page/index.server'
import { queueEmails } from '~/server/db/email-outbox.server'
import { getHireBrief } from '~/server/db/hire-briefs.server'
import {
  getEntryConsent,
  getEntryContext,
  getShortlistEntry,
  writeEntryConsent,
} from '~/server/db/shortlist-entries.server'
import { createStatusLink } from '~/server/db/status-links.server'
import { inTransaction } from '~/server/db/transaction.server'
import { nudgeOutbox } from '~/server/mail/outbox-worker.server'
import { putForwardRequest } from '~/server/mail/system-emails/shortlist-emails.server'
import { newLinkToken } from '~/server/security/link-tokens.server'
import { briefRoleText } from './client-brief'
import {
  availabilityText,
  CONSENTS_STAFF_MAY_ASK,
  PUT_FORWARD_CHANGES,
  PUT_FORWARD_LINK_DAYS,
  rateText,
  requestClientText,
  type AskCandidateInput,
} from './contract'
import { findBriefOwner } from './find-brief-owner.server'
import { entryTarget, recordShortlistChange } from './record-shortlist-change.server'

const DAY_MS = 24 * 60 * 60_000

export type AskOutcome =
  { ok: true } | { ok: false; code: 'not-found' | 'not-askable' | 'needs-terms' | 'name-not-allowed' }

/**
 * "Ask the candidate": e-mails the candidate (through the outbox, replies to the brief's owner) a
 * request to put them forward, with a link that signs them in to their status page for
 * PUT_FORWARD_LINK_DAYS days, and leaves the entry awaiting their answer (on both timelines,
 * audited). The request names the client by its sector and country, and by its name only when
 * `input.nameCompany` (for a member `mayNameCompany`). It shows the rate and the start staff wrote,
 * so both must be written first. Asking again sends a new e-mail; an entry the candidate agreed to,
 * or a withdrawn one, is not asked.
 */
export async function askCandidate(
  briefId: number,
  entryId: number,
  input: AskCandidateInput,
  actor: string,
  { mayNameCompany, now = new Date() }: { mayNameCompany: boolean; now?: Date },
): Promise<AskOutcome> {
  if (input.nameCompany && !mayNameCompany) return { ok: false, code: 'name-not-allowed' }
  const [brief, entry] = await Promise.all([getHireBrief(briefId), getShortlistEntry(briefId, entryId)])
  if (!brief || !entry) return { ok: false, code: 'not-found' }
  if (entry.rateAmount === null || !entry.rateCurrency || !entry.ratePeriod) {
    return { ok: false, code: 'needs-terms' }
  }
  if (entry.availableOn === null && entry.noticeWeeks === null) return { ok: false, code: 'needs-terms' }
  const owner = await findBriefOwner(brief.assignedTo)
  const company = input.nameCompany ? brief.company : null
  const client = requestClientText({ sector: input.sector, country: brief.country, company })
  const { token, hash } = newLinkToken()
  const expiresAt = new Date(now.getTime() + PUT_FORWARD_LINK_DAYS * DAY_MS)
  const outcome = await inTransaction(async (trx) => {
    const stored = await getEntryConsent(trx, entryId)
    if (!stored || stored.briefId !== briefId) return { ok: false, code: 'not-found' } as const
    const again = stored.consent === 'awaiting'
    const asked = await writeEntryConsent(trx, entryId, CONSENTS_STAFF_MAY_ASK, {
      consent: 'awaiting',
      consentAskedAt: now.toISOString(),
      consentSector: input.sector,
      consentCompany: company,
      consentAnsweredAt: null,
      consentNote: null,
      consentOverrideReason: null,
    })
    if (!asked) return { ok: false, code: 'not-askable' } as const
    // The status page's own sign-in link, made to last for a request that is read later.
    await createStatusLink(stored.candidateEmail, hash, expiresAt, trx, now)
    await queueEmails(trx, [
      {
        ...putForwardRequest({
          to: stored.candidateEmail,
          name: entry.fullName,
          client,
          role: briefRoleText(brief.role),
          rate: rateText(entry.rateAmount ?? 0, entry.rateCurrency ?? '', entry.ratePeriod ?? 'hour'),
          availability: availabilityText(entry.availableOn, entry.noticeWeeks),
          link: statusLinkUrl(token),
          expiresAt: expiresAt.toISOString(),
          owner,
        }),
        linkTokens: [token],
      },
    ])
    const context = await getEntryContext(trx, entryId)
    const change = again ? PUT_FORWARD_CHANGES.askedAgain(client) : PUT_FORWARD_CHANGES.asked(client)
    await recordShortlistChange(trx, context, change, actor, { consent: 'asked' })
    return { ok: true, context } as const
  })
  if (!outcome.ok) return outcome
  nudgeOutbox()
  await recordAudit({ actor, action: 'shortlist.consent-asked', target: entryTarget(outcome.context) })
  return { ok: true }
}
