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
 * another (`newReference` draws them; a test may draw its own).
 */
export async function createHireBrief(
  input: NewHireBrief,
  emailsFor: (saved: SavedRecord) => OutgoingEmail[],
  newReference: () => string = () => randomReference('brief'),
): Promise<SavedRecord> {
  return retryOnTakenReference(() =>
    inTransaction(async (trx) => {
      const saved = await insertHireBrief(trx, {
        ...input,
        reference: newReference(),
        createdAt: nowIso(),
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
      return saved
    }),
  )
}
