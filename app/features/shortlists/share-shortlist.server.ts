import { clientShortlistPath } from '~/lib/routes'
import { isoAfter } from '~/lib/time'
import { getConfig } from '~/server/config.server'
import { recordAudit } from '~/server/db/audit-log.server'
import { queueEmails } from '~/server/db/email-outbox.server'
import { stepBriefStatus } from '~/features/hire-briefs/index.server'
import { getHireBrief } from '~/server/db/hire-briefs.server'
import {
  getEntryContext,
  listProposedEntries,
  listShortlist,
  updateShortlistEntryRow,
} from '~/server/db/shortlist-entries.server'
import { insertShortlistLink, revokeShortlistLinks } from '~/server/db/shortlist-links.server'
import { inTransaction, type DbExecutor } from '~/server/db/transaction.server'
import { nudgeOutbox } from '~/server/mail/outbox-worker.server'
import { shortlistShared } from '~/server/mail/system-emails/shortlist-emails.server'
import { newLinkToken } from '~/server/security/link-tokens.server'
import { recordShortlistChange } from './record-shortlist-change.server'

const DAY_MS = 24 * 60 * 60_000

/** Inside a share: every complete proposed entry becomes shared, on both timelines. Returns how many. */
async function shareProposedEntries(executor: DbExecutor, briefId: number, actor: string): Promise<number> {
  const ready = (await listProposedEntries(executor, briefId)).filter((e) => e.complete)
  for (const entry of ready) {
    await updateShortlistEntryRow(executor, briefId, entry.id, { stage: 'shared' })
    await recordShortlistChange(
      executor,
      await getEntryContext(executor, entry.id),
      'Shared with the client',
      actor,
    )
  }
  return ready.length
}

export type ShareOutcome =
  | { ok: true; shared: number; expiresAt: string }
  | { ok: false; code: 'not-found' | 'nothing-to-share' }
  | { ok: false; code: 'incomplete'; names: string[] }

/**
 * Shares a brief's shortlist with its contact: every proposed entry (each must have its rate,
 * availability and pitch) becomes shared, a new link replaces any earlier one (which stops
 * working), and the link is e-mailed through the outbox, all in one transaction. A brief still
 * new or qualified moves to "Proposal sent".
 */
export async function shareShortlist(
  briefId: number,
  actor: string,
  now = new Date(),
): Promise<ShareOutcome> {
  const brief = await getHireBrief(briefId)
  if (!brief) return { ok: false, code: 'not-found' }
  const entries = await listShortlist(briefId)
  const incomplete = entries.filter((e) => e.stage === 'proposed' && !e.complete)
  if (incomplete.length) return { ok: false, code: 'incomplete', names: incomplete.map((e) => e.fullName) }
  const visible = entries.filter((e) => e.stage !== 'proposed' && e.stage !== 'withdrawn').length
  const proposed = entries.filter((e) => e.stage === 'proposed').length
  if (visible + proposed === 0) return { ok: false, code: 'nothing-to-share' }

  const { SITE_URL, SHORTLIST_LINK_DAYS } = getConfig()
  const { token, hash } = newLinkToken()
  const expiresAt = isoAfter(SHORTLIST_LINK_DAYS * DAY_MS, now)
  await inTransaction(async (trx) => {
    await shareProposedEntries(trx, briefId, actor)
    // One link is live at a time: the new one ends the earlier.
    await revokeShortlistLinks(briefId, trx, now)
    await insertShortlistLink(trx, { briefId, tokenHash: hash, createdBy: actor, expiresAt }, now)
    if (brief.status === 'new' || brief.status === 'qualified') {
      await stepBriefStatus(trx, brief, 'proposal', actor, now)
    }
    await queueEmails(
      trx,
      [
        {
          ...shortlistShared({
            to: brief.email,
            name: brief.name,
            reference: brief.reference,
            candidates: visible + proposed,
            link: `${SITE_URL}${clientShortlistPath(token)}`,
            expiresAt,
          }),
          linkTokens: [token],
        },
      ],
      { hireBriefId: briefId },
    )
  })
  nudgeOutbox()
  await recordAudit({
    actor,
    action: 'shortlist.shared',
    target: `hiring brief ${brief.reference}: ${visible + proposed} candidates`,
  })
  return { ok: true, shared: visible + proposed, expiresAt }
}
