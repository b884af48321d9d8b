import './load-env'
import { closeDatabase, getDatabase } from '~/server/db/client.server'
import { migrateToLatest } from '~/server/db/migrate.server'
import { ConfigError, getConfig } from '~/server/config.server'

try {
  getConfig()
  const applied = await migrateToLatest()
  console.log(
    applied.length
      ? `Migrated ${getDatabase().label}: ${applied.join(', ')}`
      : `${getDatabase().label} is up to date.`,
  )
  await closeDatabase()
} catch (error) {
  console.error(error instanceof ConfigError || error instanceof Error ? error.message : error)
  process.exit(1)
}
