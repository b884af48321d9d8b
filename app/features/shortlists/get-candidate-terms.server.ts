import { seesCandidateField, type StaffRole } from '~/contracts/permissions'
import { listApplicationAnswers } from '~/server/db/application-answers.server'
import { getLatestApplicationOf } from '~/server/db/job-applications.server'
import type { CandidateTerms } from './contract'

/** A screening question that asks for the notice period ("Notice period", "Your notice period?"). */
const NOTICE_QUESTION = /\bnotice\b/i

/**
 * What the candidate asked for in their latest application, for staff writing their rate: the
 * pay they expect and their notice period (their answer to an opening's notice question), each,
 * like the application's reference, only for a reader whose role sees it (CANDIDATE_VIEWS: Sales
 * see the availability, not the pay nor the application). Null when they have no application.
 */
export async function getCandidateTerms(
  candidateId: number,
  role: StaffRole,
): Promise<CandidateTerms | null> {
  const application = await getLatestApplicationOf(candidateId)
  if (!application) return null
  const withPay = seesCandidateField(role, 'expectedPay')
  const named = seesCandidateField(role, 'applications')
  const answers = seesCandidateField(role, 'availability') ? await listApplicationAnswers(application.id) : []
  const notice = answers.find((a) => NOTICE_QUESTION.test(a.questionLabel))?.answer.trim()
  return {
    applicationId: named ? application.id : null,
    applicationReference: named ? application.reference : null,
    expectedPay: withPay ? application.expectedCtc?.trim() || null : null,
    payShown: withPay,
    notice: notice || null,
  }
}
