import { recordAudit } from '~/features/audit/index.server'
import type { CandidateProfile } from '~/contracts/candidates'
import { updateCandidateProfile } from '~/server/db/candidates.server'

/** Staff edit a candidate's headline, skills, years of experience and profile for clients; audited. */
export async function saveCandidateProfile(
  id: number,
  profile: CandidateProfile,
  actor: string,
): Promise<void> {
  await updateCandidateProfile(id, profile)
  await recordAudit({ actor, action: 'candidate.updated', target: `candidate #${id}` })
}
