import { afterEach, beforeEach, expect, it } from 'vitest'
import { createTestDatabase, describeEachDatabase, type TestDatabase } from '../../../tests/db-utils'
import { getDatabase } from '~/server/db/client.server'
import { PUBLISHED_CONTENT_TABLES } from './contract'

describeEachDatabase('tables of published content', (kind) => {
  let database: TestDatabase
  beforeEach(async () => {
    database = await createTestDatabase(kind)
  })
  afterEach(async () => {
    await database.cleanup()
  })

  it('are tables of the schema, each with the reason it holds no visitor’s personal data', async () => {
    const tables = (await getDatabase().db.introspection.getTables()).map((table) => table.name)
    for (const [table, reason] of Object.entries(PUBLISHED_CONTENT_TABLES)) {
      expect(tables, table).toContain(table)
      expect(reason.length, table).toBeGreaterThan(20)
    }
  })
})
