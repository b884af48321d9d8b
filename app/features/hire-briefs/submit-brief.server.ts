import { recordAudit } from '~/features/audit/index.server'
import { pickBriefOwner } from '~/features/team/index.server'
import { nowIso } from '~/lib/time'
import { queueEmails, type OutgoingEmail } from '~/server/db/email-outbox.server'
import { insertHireBrief, type NewHireBrief } from '~/server/db/hire-briefs.server'
import { addRecordEvent } from '~/server/db/record-events.server'
import { randomReference, retryOnTakenReference, type SavedRecord } from '~/server/db/references.server'
import { inTransaction } from '~/server/db/transaction.server'

/**
 * Stores a brief, its "received" timeline entry and the e-mails about it in one transaction: all
 * are kept, or none. `emailsFor` receives the new id and reference (quoted in the e-mails). A
 * drawn reference that is already taken rolls the transaction back, and it is tried again with
 * another (`newReference` draws them; a test may draw its own). The brief gets its owner by the
 * team's rule (`pickBriefOwner`, in the same transaction, so a rolled-back brief takes no turn).
 */
export async function createHireBrief(
  input: NewHireBrief,
  emailsFor: (saved: SavedRecord) => OutgoingEmail[],
  newReference: () => string = () => randomReference('brief'),
): Promise<SavedRecord> {
  const { saved, owner } = await retryOnTakenReference(() =>
    inTransaction(async (trx) => {
      const owner = await pickBriefOwner({ db: trx })
      const saved = await insertHireBrief(trx, {
        ...input,
        reference: newReference(),
        createdAt: nowIso(),
        assignedTo: owner,
      })
      await addRecordEvent(
        {
          recordKind: 'brief',
          recordId: saved.id,
          kind: 'received',
          actor: null,
          data: { reference: saved.reference },
        },
        trx,
      )
      await queueEmails(trx, emailsFor(saved), { hireBriefId: saved.id })
      return { saved: { id: saved.id, reference: saved.reference }, owner }
    }),
  )
  if (owner)
    await recordAudit({
      actor: 'system',
      action: 'hire-brief.assign',
      target: `hiring brief ${saved.reference} → ${owner} (the team's rule)`,
    })
  return saved
}
