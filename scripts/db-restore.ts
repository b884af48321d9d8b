// `npm run db:restore FILE`: puts a backup (npm run db:backup) in place of the SQLite database.
// Refuses while anything has the database open (the server, a migration), and refuses a file that is
// not a database of ours or that a newer version made. The current database is kept beside it,
// renamed with the time of the restore. PostgreSQL: pg_restore (docs/backups.md).
import './load-env'
import SQLite from 'better-sqlite3'
import { chmodSync, copyFileSync, existsSync, mkdirSync, renameSync, rmSync, statSync } from 'node:fs'
import { dirname, resolve } from 'node:path'
import { openDatabase, PRIVATE_FILE_MODE, PRIVATE_FOLDER_MODE } from '~/server/db/client.server'
import { getMigrationLevel, type MigrationLevel } from '~/server/db/migrate.server'
import {
  configuredDatabaseFile,
  fileTimestamp,
  hasSqliteHeader,
  OperatorError,
  runCli,
} from './lib/sqlite-files'

const SIDE_FILES = ['-wal', '-shm', '-journal']

function removeWithSideFiles(file: string) {
  for (const suffix of ['', ...SIDE_FILES]) rmSync(`${file}${suffix}`, { force: true })
}

/**
 * Takes the database for this process alone, or says who has it. Every process that uses it (the
 * server holds it open as long as it runs) keeps a lock that an exclusive one cannot pass, so this
 * works however the server was started and leaves nothing behind after a crash. Whatever the last
 * writer left in the write-ahead log is folded into the file, so it can be set aside on its own.
 */
function takeDatabaseForRestore(database: string): void {
  const connection = new SQLite(database, { fileMustExist: true, timeout: 0 })
  try {
    connection.pragma('locking_mode = EXCLUSIVE')
    connection.exec('BEGIN EXCLUSIVE')
    connection.exec('COMMIT')
    connection.pragma('wal_checkpoint(TRUNCATE)')
  } catch (error) {
    if ((error as { code?: string }).code === 'SQLITE_BUSY') {
      throw new OperatorError(
        `${database} is in use: stop the server (and any other process using the database), then restore.`,
      )
    }
    throw error
  } finally {
    connection.close()
  }
}

/** Checks a candidate copy: intact, made by us, and at a schema level this version can migrate. */
async function checkCandidate(file: string): Promise<MigrationLevel> {
  const handle = openDatabase(`file:${file}`)
  try {
    if (handle.driver.kind !== 'sqlite') throw new Error('expected SQLite')
    const check = handle.driver.database.pragma('quick_check', { simple: true })
    if (check !== 'ok')
      throw new OperatorError(`The backup is damaged: its integrity check says ${String(check)}.`)
    const level = await getMigrationLevel(handle.db)
    if (!level.latest) throw new OperatorError('The file is an SQLite database, but not one of this site.')
    if (level.unknown.length) {
      throw new OperatorError(
        `A newer version of the site made this backup (it has migrations ${level.unknown.join(', ')}): ` +
          'deploy that version, then restore.',
      )
    }
    return level
  } finally {
    await handle.db.destroy()
  }
}

async function main() {
  const [argument] = process.argv.slice(2)
  if (!argument)
    throw new OperatorError('Usage: npm run db:restore FILE (a backup made by npm run db:backup)')
  const backup = resolve(argument)
  const database = configuredDatabaseFile()
  if (!existsSync(backup)) throw new OperatorError(`There is no file at ${backup}.`)
  if (backup === database) throw new OperatorError('That file is the database itself.')
  if (!hasSqliteHeader(backup)) throw new OperatorError(`${backup} is not an SQLite database.`)

  const hadDatabase = existsSync(database)
  if (hadDatabase) takeDatabaseForRestore(database)

  // The candidate is checked as a copy beside the database, then renamed into place in one step.
  mkdirSync(dirname(database), { recursive: true, mode: PRIVATE_FOLDER_MODE })
  const staging = `${database}.restoring`
  removeWithSideFiles(staging)
  copyFileSync(backup, staging)
  // Whatever the copied file allowed, the database is the owner's alone.
  chmodSync(staging, PRIVATE_FILE_MODE)
  let level: MigrationLevel
  try {
    level = await checkCandidate(staging)
  } catch (error) {
    removeWithSideFiles(staging)
    throw error
  }

  const aside = `${database}.before-restore-${fileTimestamp()}`
  if (hadDatabase) {
    renameSync(database, aside)
    // After the checkpoint the log holds nothing; the shared-memory index never holds data.
    for (const suffix of SIDE_FILES) {
      const side = `${database}${suffix}`
      if (existsSync(side) && suffix !== '-shm' && statSync(side).size > 0)
        renameSync(side, `${aside}${suffix}`)
      else rmSync(side, { force: true })
    }
  }
  renameSync(staging, database)

  const pending = level.pending.length
  console.log(
    [
      `Restored ${backup} to ${database} (schema ${level.latest}` +
        (pending ? `; the next start runs ${pending} newer migration${pending === 1 ? '' : 's'}).` : ').'),
      hadDatabase ? `The database it replaced is kept as ${aside}.` : '',
    ]
      .filter(Boolean)
      .join('\n'),
  )
}

await runCli(main)
