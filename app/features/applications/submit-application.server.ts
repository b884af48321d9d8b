import { nowIso } from '~/lib/time'
import { insertApplicationAnswers, type ApplicationAnswer } from '~/server/db/application-answers.server'
import { refreshCandidateSearch } from '~/server/db/candidate-search.server'
import { joinCandidate } from '~/server/db/candidates.server'
import { queueEmails, type OutgoingEmail } from '~/server/db/email-outbox.server'
import { insertJobApplication, type NewJobApplication } from '~/server/db/job-applications.server'
import { isOpeningOpen } from '~/server/db/openings.server'
import { addRecordEvent } from '~/server/db/record-events.server'
import { retryOnTakenReference, type SavedRecord } from '~/server/db/references.server'
import { insertResume, type NewResume } from '~/server/db/resumes.server'
import { inTransaction } from '~/server/db/transaction.server'

/** The opening an application was sent for stopped taking applications before it was stored. */
export class OpeningClosedError extends Error {
  constructor() {
    super('the opening is no longer open')
    this.name = 'OpeningClosedError'
  }
}

export interface CreateJobApplicationOptions {
  /** The answers to the opening's screening questions, in the order asked. */
  answers?: readonly ApplicationAnswer[]
  /** A visitor's application: refused (OpeningClosedError) when its opening is no longer open. */
  requireOpenOpening?: boolean
}

/**
 * Stores an application, its resume bytes, its screening answers, its "received" timeline entry
 * and the e-mails about it in one transaction: all of them, or none. The application joins its
 * candidate (one per address, made when new), its resume's text is queued to be read, and the
 * candidate's search document is written again. `emailsFor` receives the new id and reference
 * (quoted in the e-mails). With `requireOpenOpening`, throws OpeningClosedError, storing nothing,
 * when the opening it names stopped taking applications before the transaction.
 */
export async function createJobApplication(
  input: NewJobApplication,
  resume: NewResume | null,
  emailsFor: (saved: SavedRecord) => OutgoingEmail[],
  { answers = [], requireOpenOpening = false }: CreateJobApplicationOptions = {},
): Promise<SavedRecord> {
  return retryOnTakenReference(() =>
    inTransaction(async (trx) => {
      if (requireOpenOpening && input.openingId != null && !(await isOpeningOpen(trx, input.openingId))) {
        throw new OpeningClosedError()
      }
      const createdAt = nowIso()
      const candidateId = await joinCandidate(trx, { ...input, appliedAt: createdAt })
      const saved = await insertJobApplication(trx, { ...input, createdAt, candidateId })
      if (resume) await insertResume(trx, saved.id, resume)
      await insertApplicationAnswers(trx, saved.id, answers)
      await addRecordEvent(
        {
          recordKind: 'application',
          recordId: saved.id,
          kind: 'received',
          actor: null,
          data: { reference: saved.reference },
        },
        trx,
      )
      await queueEmails(trx, emailsFor(saved), { jobApplicationId: saved.id })
      await refreshCandidateSearch(trx, candidateId)
      return saved
    }),
  )
}
