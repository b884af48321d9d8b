import { logger } from './logger.server'

export interface RecurringJob {
  /** Stops the job; resolves once a run in progress has finished. */
  stop: () => Promise<void>
}

/**
 * Runs `task` now and then again `nextDelayMs()` after each run ends, until stopped. A failed run
 * (the database briefly down, say) is logged as `failure` and tried again at the next turn; it
 * never stops the server. The timer does not keep the process alive.
 */
export function startRecurringJob(
  task: () => Promise<void>,
  { failure, nextDelayMs }: { failure: string; nextDelayMs: () => number },
): RecurringJob {
  let timer: NodeJS.Timeout | undefined
  let running: Promise<void> = Promise.resolve()
  let stopped = false

  const run = () => {
    running = task()
      .catch((error: unknown) =>
        logger.error({ err: error instanceof Error ? error.message : String(error) }, failure),
      )
      .finally(() => {
        if (stopped) return
        timer = setTimeout(run, nextDelayMs())
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
