import { afterEach, beforeEach, expect, it } from 'vitest'
import { createTestDatabase, describeEachDatabase, type TestDatabase } from '../../../tests/db-utils'
import { openDatabase, setDatabase } from '~/server/db/client.server'
import { loader } from './health'

describeEachDatabase('GET /api/health', (kind) => {
  let database: TestDatabase
  beforeEach(async () => {
    database = await createTestDatabase(kind)
  })
  afterEach(async () => {
    await database.cleanup()
  })

  it('answers 200 while the database answers', async () => {
    const response = await loader()
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ status: 'ok', database: 'up' })
  })

  // An embedded SQLite file cannot go away while the process holds it; a database server can.
  it.runIf(kind === 'postgres')('answers 503 when the database does not', async () => {
    const unreachable = openDatabase('postgres://postgres:postgres@127.0.0.1:1/none')
    const previous = setDatabase(unreachable)
    try {
      const response = await loader()
      expect(response.status).toBe(503)
      expect(response.headers.get('cache-control')).toBe('no-store')
      expect(await response.json()).toEqual({ status: 'unavailable', database: 'down' })
    } finally {
      setDatabase(previous)
      await unreachable.db.destroy()
    }
  })
})
