import { mkdtempSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { sql } from 'kysely'
import { afterEach, expect, it } from 'vitest'
import { openDatabase } from './client.server'

const dir = mkdtempSync(join(tmpdir(), 'brightpath-private-'))
afterEach(() => rmSync(dir, { recursive: true, force: true }))

const permissions = (path: string) => (statSync(path).mode & 0o777).toString(8)

it('creates the SQLite database, its folder and its write-ahead log for the owner alone', async () => {
  const file = join(dir, 'data', 'app.db')
  const handle = openDatabase(`file:${file}`)
  try {
    await sql`create table notes (body text)`.execute(handle.db)
    await sql`insert into notes values ('private')`.execute(handle.db)
    expect([permissions(join(dir, 'data')), permissions(file), permissions(`${file}-wal`)]).toEqual([
      '700',
      '600',
      '600',
    ])
  } finally {
    await handle.db.destroy()
  }
})
