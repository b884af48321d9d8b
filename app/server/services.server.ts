import { setSiteUrl } from '~/lib/site-url'
import { ensureBootstrapAdmin } from './auth/admins.server'
import { getConfig, type Config } from './config.server'
import { closeDatabase, getDatabase } from './db/client.server'
import { migrateToLatest } from './db/migrate.server'
import { logger, setLogLevel } from './logger.server'
import { startOutboxWorker } from './mail/outbox-worker.server'

export interface RunningServices {
  config: Config
  adminStatus: Awaited<ReturnType<typeof ensureBootstrapAdmin>>
  stop: () => Promise<void>
}

/**
 * Everything the server needs before it accepts requests: the parsed config (stops on a bad
 * value), the schema migrated, the first admin, and the outbox worker.
 */
export async function startServices(): Promise<RunningServices> {
  const config = getConfig()
  setLogLevel(config.LOG_LEVEL)
  setSiteUrl(config.SITE_URL)
  const { label } = getDatabase()
  const applied = await migrateToLatest()
  logger.info({ database: label, applied }, applied.length ? 'database migrated' : 'database up to date')
  const adminStatus = await ensureBootstrapAdmin()
  const worker = config.OUTBOX_WORKER ? startOutboxWorker() : undefined
  return {
    config,
    adminStatus,
    stop: async () => {
      await worker?.stop()
      await closeDatabase()
    },
  }
}
