import { Migrator, type Migration, type MigrationProvider, type MigrationResultSet } from 'kysely'
import { migrateAuthTables } from '../auth/auth.server'
import { getDb } from './client.server'
import * as initial from './migrations/0001-initial.server'
import * as rateLimits from './migrations/0002-rate-limits.server'
import * as loginFailures from './migrations/0003-login-failures.server'
import * as hireRequests from './migrations/0006-hire-requests.server'

/** Versioned migrations, in order. Add a file and a line here; never edit a migration that has shipped. */
const migrations: Record<string, Migration> = {
  '0001-initial': initial,
  '0002-rate-limits': rateLimits,
  '0003-login-failures': loginFailures,
  '0006-hire-requests': hireRequests,
}

const provider: MigrationProvider = { getMigrations: async () => migrations }

export class MigrationError extends Error {
  override name = 'MigrationError'
}

/** Brings the schema up to date, including the auth library's tables. Safe to run on every start. */
export async function migrateToLatest(): Promise<string[]> {
  const migrator = new Migrator({ db: getDb(), provider })
  const { error, results }: MigrationResultSet = await migrator.migrateToLatest()
  if (error) {
    const failed = results?.find((r) => r.status === 'Error')?.migrationName ?? 'unknown'
    throw new MigrationError(
      `migration ${failed} failed: ${error instanceof Error ? error.message : String(error)}`,
    )
  }
  const applied = (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName)
  applied.push(...(await migrateAuthTables()))
  return applied
}
