// `npm run privacy:purge`: the server's daily retention purge, run once now (for operators and cron).
import './load-env'
import { ConfigError, getConfig } from '~/server/config.server'
import { closeDatabase, getDatabase } from '~/server/db/client.server'
import { migrateToLatest } from '~/server/db/migrate.server'
import { describePurge, purgeExpiredData, retentionCutoffs } from '~/features/privacy/index.server'

try {
  getConfig()
  await migrateToLatest()
  const cutoffs = retentionCutoffs()
  const counts = await purgeExpiredData(new Date(), 'privacy:purge')
  console.log(
    `Purged ${getDatabase().label}: contacts received before ${cutoffs.contactsBefore}, ` +
      `applications received before ${cutoffs.applicationsBefore}, ` +
      `hiring briefs received before ${cutoffs.briefsBefore}.\nDeleted ${describePurge(counts)}.`,
  )
  await closeDatabase()
} catch (error) {
  console.error(error instanceof ConfigError || error instanceof Error ? error.message : error)
  process.exit(1)
}
