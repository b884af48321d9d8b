import type { HireBriefStatus } from '~/contracts/hire-brief'
import { milestonesOfBrief } from '~/server/db/response-times.server'
import { briefPace, type BriefPace } from './pace'

/** A brief's pace as of `now`: its steps, how long each took, and the one it waits in. */
export async function getBriefPace(
  brief: { id: number; status: HireBriefStatus },
  now = Date.now(),
): Promise<BriefPace | null> {
  const milestones = await milestonesOfBrief(brief.id)
  return milestones ? briefPace(milestones, brief.status, now) : null
}
