import { PostgresAdapter, type ColumnDefinitionBuilder, type CreateTableBuilder, type Kysely } from 'kysely'

// Migrations are written against an untyped database: they describe the schema as it was then.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- Kysely's documented type for migrations
export type MigrationDb = Kysely<any>

export function isPostgres(db: MigrationDb): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter
}

/** An auto-increment integer primary key in either dialect. */
export function withId<T extends string>(db: MigrationDb, table: CreateTableBuilder<T, never>) {
  return isPostgres(db)
    ? table.addColumn('id', 'serial', (c) => c.primaryKey())
    : table.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
}

export function blobType(db: MigrationDb): 'bytea' | 'blob' {
  return isPostgres(db) ? 'bytea' : 'blob'
}

export const notNull = (c: ColumnDefinitionBuilder) => c.notNull()

/** A double-precision number (amounts, years) in either dialect. */
export function floatType(db: MigrationDb): 'double precision' | 'real' {
  return isPostgres(db) ? 'double precision' : 'real'
}
