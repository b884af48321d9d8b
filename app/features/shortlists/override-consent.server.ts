import { recordAudit } from '~/features/audit/index.server'
import { getEntryConsent, getEntryContext, writeEntryConsent } from '~/server/db/shortlist-entries.server'
import { inTransaction } from '~/server/db/transaction.server'
import { CONSENTS_OWNER_MAY_OVERRIDE, PUT_FORWARD_CHANGES } from './contract'
import { entryTarget, recordShortlistChange } from './record-shortlist-change.server'

export type OverrideOutcome = { ok: true } | { ok: false; code: 'not-found' | 'not-overridable' }

/**
 * "Put forward without the candidate's answer" (the route lets only a member who may share
 * shortlists): the client may see the entry from now on, with the reason on both timelines and in
 * the audit log. Never over a candidate's "no", nor on a withdrawn entry.
 */
export async function overrideConsent(
  briefId: number,
  entryId: number,
  reason: string,
  actor: string,
  now = new Date(),
): Promise<OverrideOutcome> {
  const outcome = await inTransaction(async (trx) => {
    const stored = await getEntryConsent(trx, entryId)
    if (!stored || stored.briefId !== briefId) return { ok: false, code: 'not-found' } as const
    const done = await writeEntryConsent(trx, entryId, CONSENTS_OWNER_MAY_OVERRIDE, {
      consent: 'overridden',
      consentOverrideReason: reason,
      consentAnsweredAt: now.toISOString(),
    })
    if (!done) return { ok: false, code: 'not-overridable' } as const
    const context = await getEntryContext(trx, entryId)
    await recordShortlistChange(trx, context, PUT_FORWARD_CHANGES.overridden(reason), actor, {
      consent: 'overridden',
    })
    return { ok: true, context } as const
  })
  if (!outcome.ok) return outcome
  await recordAudit({
    actor,
    action: 'shortlist.consent-overridden',
    target: `${entryTarget(outcome.context)}: ${reason}`,
  })
  return { ok: true }
}
