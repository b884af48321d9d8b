import { logger } from '../logger.server'
import { describePurge, PURGE_INTERVAL_MS, purgeExpiredData } from './purge.server'

export interface PurgeSchedule {
  stop: () => Promise<void>
}

/**
 * Runs the retention purge now and then every PURGE_INTERVAL_MS until stopped. A failed purge
 * (database briefly down) is logged and tried again at the next turn; it never stops the server.
 */
export function startRetentionPurge(): PurgeSchedule {
  let timer: NodeJS.Timeout | undefined
  let running: Promise<void> = Promise.resolve()
  let stopped = false

  const run = () => {
    running = purgeExpiredData()
      .then((counts) => logger.info({ counts }, `retention purge: ${describePurge(counts)}`))
      .catch((error: unknown) =>
        logger.error(
          { err: error instanceof Error ? error.message : String(error) },
          'retention purge failed',
        ),
      )
      .finally(() => {
        if (stopped) return
        timer = setTimeout(run, PURGE_INTERVAL_MS)
        timer.unref()
      })
  }
  run()
  return {
    stop: async () => {
      stopped = true
      clearTimeout(timer)
      await running
    },
  }
}
