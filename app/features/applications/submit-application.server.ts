import { nowIso } from '~/lib/time'
import { insertApplicationAnswers, type ApplicationAnswer } from '~/server/db/application-answers.server'
import { refreshCandidateSearch } from '~/server/db/candidate-search.server'
import { joinCandidate } from '~/server/db/candidates.server'
import { queueEmails, type OutgoingEmail } from '~/server/db/email-outbox.server'
import { recordAudit } from '~/features/audit/index.server'
import { pickApplicationOwner } from '~/features/team/index.server'
import { insertJobApplication, type NewJobApplication } from '~/server/db/job-applications.server'
import { getOpeningRecruiter, isOpeningOpen } from '~/server/db/openings.server'
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
  const { saved, assignedTo } = await retryOnTakenReference(() =>
    inTransaction(async (trx) => {
      if (requireOpenOpening && input.openingId != null && !(await isOpeningOpen(trx, input.openingId))) {
        throw new OpeningClosedError()
      }
      const createdAt = nowIso()
      const candidateId = await joinCandidate(trx, { ...input, appliedAt: createdAt })
      // The opening's recruiter owns it while they can; else the team's rule (in this transaction,
      // so an application rolled back takes no one's turn).
      const recruiter = input.openingId != null ? await getOpeningRecruiter(trx, input.openingId) : null
      const assignedTo = await pickApplicationOwner(recruiter, { db: trx })
      const saved = await insertJobApplication(trx, { ...input, createdAt, candidateId, assignedTo })
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
      return { saved: { id: saved.id, reference: saved.reference }, assignedTo }
    }),
  )
  if (assignedTo) {
    await recordAudit({
      actor: 'system',
      action: 'application.assign',
      target: `application ${saved.reference} → ${assignedTo} (the opening's recruiter or the team's rule)`,
    })
  }
  return saved
}
