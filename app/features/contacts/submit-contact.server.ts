import { nowIso } from '~/lib/time'
import { insertContactSubmission, type NewContactSubmission } from '~/server/db/contact-submissions.server'
import { queueEmails, type OutgoingEmail } from '~/server/db/email-outbox.server'
import { addRecordEvent } from '~/server/db/record-events.server'
import { retryOnTakenReference, type SavedRecord } from '~/server/db/references.server'
import { inTransaction } from '~/server/db/transaction.server'

/**
 * Stores a contact message, its "received" timeline entry and the e-mails about it in one
 * transaction: all are kept, or none. `emailsFor` receives the new id and reference (quoted in the
 * e-mails). A drawn reference that is already taken rolls the transaction back, and it is tried
 * again with another.
 */
export async function createContactSubmission(
  input: NewContactSubmission,
  emailsFor: (saved: SavedRecord) => OutgoingEmail[],
): Promise<SavedRecord> {
  return retryOnTakenReference(() =>
    inTransaction(async (trx) => {
      const saved = await insertContactSubmission(trx, { ...input, createdAt: nowIso() })
      await addRecordEvent(
        {
          recordKind: 'contact',
          recordId: saved.id,
          kind: 'received',
          actor: null,
          data: { reference: saved.reference },
        },
        trx,
      )
      await queueEmails(trx, emailsFor(saved), { contactSubmissionId: saved.id })
      return saved
    }),
  )
}
