import {
  PostgresAdapter,
  sql,
  type ColumnDefinitionBuilder,
  type CreateTableBuilder,
  type Kysely,
} from 'kysely'

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

/** The text of `check (…)` after a named constraint in a CREATE TABLE statement, parentheses balanced. */
function checkClauseSpan(createSql: string, constraint: string): { start: number; end: number } | null {
  const at = createSql.search(new RegExp(`"?${constraint}"?\\s+check\\s*\\(`, 'i'))
  if (at === -1) return null
  const open = createSql.indexOf('(', at)
  let depth = 0
  for (let i = open; i < createSql.length; i++) {
    if (createSql[i] === '(') depth++
    else if (createSql[i] === ')' && --depth === 0) return { start: open, end: i + 1 }
  }
  return null
}

/**
 * Gives a table's named check constraint a new condition. PostgreSQL drops and adds it. SQLite
 * cannot alter a constraint, so the table is rebuilt as its documented procedure says (a copy made
 * from the stored CREATE statement with the new condition, the rows copied, the old table dropped,
 * the copy renamed, its indexes and triggers made again), with foreign keys off so that dropping the old table
 * deletes nothing that refers to it, and checked before the transaction commits. Columns added by
 * other migrations stay, since the copy starts from the statement as it is now.
 */
export async function replaceCheckConstraint(
  db: MigrationDb,
  table: string,
  constraint: string,
  condition: string,
): Promise<void> {
  if (isPostgres(db)) {
    await sql`alter table ${sql.table(table)} drop constraint ${sql.id(constraint)}`.execute(db)
    await sql`alter table ${sql.table(table)} add constraint ${sql.id(constraint)} check (${sql.raw(condition)})`.execute(
      db,
    )
    return
  }
  const stored = await sql<{
    sql: string
  }>`select sql from sqlite_master where type = 'table' and name = ${table}`.execute(db)
  const createSql = stored.rows[0]?.sql
  const span = createSql ? checkClauseSpan(createSql, constraint) : null
  if (!createSql || !span) throw new Error(`no check constraint ${constraint} on ${table}`)
  const copy = `${table}_rebuilt`
  const copySql =
    createSql.slice(0, span.start).replace(/^create table\s+("?)[\w]+\1/i, `create table "${copy}"`) +
    `(${condition})` +
    createSql.slice(span.end)
  // Dropping the table drops its indexes and triggers: their statements are kept to make them again.
  const dependents = await sql<{
    sql: string
  }>`select sql from sqlite_master where type in ('index', 'trigger') and tbl_name = ${table} and sql is not null
     order by type = 'trigger'`.execute(db)
  await sql`pragma foreign_keys = off`.execute(db)
  try {
    await db.transaction().execute(async (trx) => {
      await sql.raw(copySql).execute(trx)
      await sql`insert into ${sql.table(copy)} select * from ${sql.table(table)}`.execute(trx)
      await sql`drop table ${sql.table(table)}`.execute(trx)
      await sql`alter table ${sql.table(copy)} rename to ${sql.table(table)}`.execute(trx)
      for (const dependent of dependents.rows) await sql.raw(dependent.sql).execute(trx)
      const broken = await sql`pragma foreign_key_check`.execute(trx)
      if (broken.rows.length > 0)
        throw new Error(`rebuilding ${table} broke ${broken.rows.length} references`)
    })
  } finally {
    await sql`pragma foreign_keys = on`.execute(db)
  }
}

/** A double-precision number (amounts, years) in either dialect. */
export function floatType(db: MigrationDb): 'double precision' | 'real' {
  return isPostgres(db) ? 'double precision' : 'real'
}
