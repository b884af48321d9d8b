import { logger } from '~/server/logger.server'
import { startRecurringJob, type RecurringJob } from '~/server/recurring-job.server'
import { describePurge, PURGE_INTERVAL_MS, purgeExpiredData } from './purge-expired.server'

/** Runs the retention purge now and then every PURGE_INTERVAL_MS until stopped. */
export function startRetentionPurge(): RecurringJob {
  return startRecurringJob(
    async () => {
      const counts = await purgeExpiredData()
      logger.info({ counts }, `retention purge: ${describePurge(counts)}`)
    },
    { failure: 'retention purge failed', nextDelayMs: () => PURGE_INTERVAL_MS },
  )
}
