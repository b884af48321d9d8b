import { nowIso } from '~/lib/time'
import { recordAudit } from '~/features/audit/index.server'
import { closeExpiredOpenings } from '~/server/db/openings.server'
import { logger } from '~/server/logger.server'
import { startRecurringJob, type RecurringJob } from '~/server/recurring-job.server'

/** Who the audit log names for a change nobody made by hand. */
export const SYSTEM_ACTOR = 'system'

/** The day an opening's "closes on" is compared with: UTC, like every stored time. */
export function openingsToday(now = new Date()): string {
  return nowIso(now).slice(0, 10)
}

/**
 * Closes the openings whose closing day has passed, with one audit entry each (actor "system").
 * Returns how many it closed.
 */
export async function closeOpeningsPastTheirDay(now = new Date()): Promise<number> {
  const closed = await closeExpiredOpenings(openingsToday(now), now)
  for (const opening of closed) {
    await recordAudit(
      {
        actor: SYSTEM_ACTOR,
        action: 'opening.closed',
        target: `opening #${opening.id} (closing day passed)`,
      },
      now,
    )
  }
  return closed.length
}

/** From `now` to just after the next UTC midnight, when another day's openings expire. */
export function msUntilNextDay(now = new Date()): number {
  const next = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1, 0, 0, 5)
  return next - now.getTime()
}

/**
 * Closes expired openings now and then just after every UTC midnight, until stopped. Public pages
 * already treat an opening past its day as closed; this makes the database say so too, and audits
 * it.
 */
export function startClosingExpiredOpenings(): RecurringJob {
  return startRecurringJob(
    async () => {
      const count = await closeOpeningsPastTheirDay()
      if (count) logger.info({ openings: count }, 'openings past their closing day closed')
    },
    { failure: 'closing expired openings failed', nextDelayMs: () => msUntilNextDay() },
  )
}
