import { isPostgres, type MigrationDb } from './helpers.server'

/**
 * The counters of rate-limiter-flexible (RateLimiterSQLite / RateLimiterPostgres), in the
 * library's own column layout, so the schema is versioned here instead of created at run time.
 * `expire` is a Unix time in milliseconds.
 */
export async function up(db: MigrationDb): Promise<void> {
  const postgres = isPostgres(db)
  await db.schema
    .createTable('rate_limits')
    .addColumn('key', postgres ? 'varchar(255)' : 'text', (c) => c.primaryKey())
    .addColumn('points', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('expire', postgres ? 'bigint' : 'integer')
    .execute()
  await db.schema.createIndex('rate_limits_expire_idx').on('rate_limits').column('expire').execute()
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropTable('rate_limits').ifExists().execute()
}
