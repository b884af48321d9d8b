// `npm run db:backup [FILE]`: a consistent copy of the SQLite database, safe while the site runs
// (SQLite's online backup: the copy is one snapshot, and writers are not held up). Without FILE it
// goes to backups/app-YYYYMMDD-HHMMSS.db beside the database (UTC). PostgreSQL: pg_dump (docs/backups.md).
import './load-env'
import SQLite from 'better-sqlite3'
import { closeSync, existsSync, mkdirSync, openSync, renameSync, rmSync, statSync } from 'node:fs'
import { basename, dirname, extname, join, resolve } from 'node:path'
import { PRIVATE_FILE_MODE, PRIVATE_FOLDER_MODE } from '~/server/db/client.server'
import { configuredDatabaseFile, fileTimestamp, formatBytes, OperatorError, runCli } from './lib/sqlite-files'

function defaultBackupFile(database: string): string {
  const name = basename(database, extname(database))
  return join(dirname(database), 'backups', `${name}-${fileTimestamp()}.db`)
}

async function main() {
  const database = configuredDatabaseFile()
  if (!existsSync(database)) throw new OperatorError(`There is no database at ${database}.`)
  const target = resolve(process.argv[2] ?? defaultBackupFile(database))
  if (target === database) throw new OperatorError('The backup cannot replace the database itself.')
  if (existsSync(target)) throw new OperatorError(`${target} exists already: name another file.`)
  mkdirSync(dirname(target), { recursive: true, mode: PRIVATE_FOLDER_MODE })

  // Written under another name first: a backup cut short never looks like a finished one. Made
  // for the owner alone before SQLite writes to it (its journal files take the same permissions).
  const partial = `${target}.partial`
  rmSync(partial, { force: true })
  closeSync(openSync(partial, 'wx', PRIVATE_FILE_MODE))
  const source = new SQLite(database, { readonly: true, fileMustExist: true })
  try {
    // Every remaining page in the next step: a step is one read snapshot, and a write by the running
    // site between steps restarts the copy. Asking for the page count seen last time is not enough:
    // under steady load the database has grown by the next step, so the copy restarted forever.
    // better-sqlite3 caps the step at 2^31 - 1 pages, which SQLite reads as "all of them".
    await source.backup(partial, { progress: () => 0x7fffffff })
  } finally {
    source.close()
  }

  const copy = new SQLite(partial, { fileMustExist: true })
  try {
    const check = copy.pragma('quick_check', { simple: true })
    if (check !== 'ok') throw new OperatorError(`The copy failed its integrity check (${String(check)}).`)
    // A self-contained file: no -wal beside it to forget when it is moved elsewhere.
    copy.pragma('journal_mode = DELETE')
  } finally {
    copy.close()
  }
  renameSync(partial, target)
  console.log(`Backed up ${database} to ${target} (${formatBytes(statSync(target).size)}).`)
}

await runCli(main)
