import {
  findCandidateIdByEmail,
  getCandidate,
  listMergedCandidates,
  listPersonEmails,
} from '~/server/db/candidates.server'
import { listClientAnswersAbout } from '~/server/db/record-events.server'
import { listEntriesOfCandidates } from '~/server/db/shortlist-entries.server'

/*
 * A candidate as a person, for privacy requests and retention: every address their record holds,
 * what the record says, and what goes with it.
 */

/** Every address of the person an address belongs to (one record may hold several, by a merge). */
export function listPersonAddresses(email: string): Promise<string[]> {
  return listPersonEmails(email)
}

export type CandidateData = NonNullable<Awaited<ReturnType<typeof findCandidateData>>>

/** The candidate record of an address for a privacy request: the record, its shortlist entries and the clients' answers. */
export async function findCandidateData(email: string) {
  const id = await findCandidateIdByEmail(email)
  const candidate = id === undefined ? undefined : await getCandidate(id)
  if (!candidate) return null
  const merged = await listMergedCandidates(candidate.id)
  const ids = [candidate.id, ...merged.map((m) => m.id)]
  const [entries, clientAnswers] = await Promise.all([
    listEntriesOfCandidates(ids),
    listClientAnswersAbout(ids),
  ])
  return {
    id: candidate.id,
    fullName: candidate.fullName,
    headline: candidate.headline,
    skills: candidate.skills,
    yearsOfExperience: candidate.yearsOfExperience,
    profileSummary: candidate.profileSummary,
    education: candidate.education,
    languages: candidate.languages,
    createdAt: candidate.createdAt,
    lastAppliedAt: candidate.lastAppliedAt,
    mergedRecords: merged.map((m) => m.id),
    shortlistEntries: entries.map((e) => ({
      brief: e.reference,
      company: e.company,
      stage: e.stage,
      rate:
        e.rateAmount === null
          ? null
          : { amount: e.rateAmount, currency: e.rateCurrency, period: e.ratePeriod },
      availableOn: e.availableOn,
      noticeWeeks: e.noticeWeeks,
      pitch: e.pitch,
      clientNote: e.clientNote,
      answeredAt: e.answeredAt,
      placement: e.placedOn
        ? {
            startsOn: e.placedOn,
            rate: { amount: e.placedRateAmount, currency: e.placedRateCurrency, period: e.placedRatePeriod },
          }
        : null,
      addedAt: e.createdAt,
      // Their consent to be put forward (issue 39): what they were asked, and what they answered.
      consent: {
        state: e.consent,
        askedAt: e.consentAskedAt,
        clientSector: e.consentSector,
        clientNamed: e.consentCompany,
        answeredAt: e.consentAnsweredAt,
        note: e.consentNote,
        overrideReason: e.consentOverrideReason,
      },
    })),
    clientAnswers: clientAnswers.map(({ briefReference, answer, note, at }) => ({
      brief: briefReference,
      answer,
      note: note ?? null,
      at,
    })),
  }
}
