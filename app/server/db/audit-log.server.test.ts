import { afterEach, beforeEach, expect, it } from 'vitest'
import { createTestDatabase, describeEachDatabase, type TestDatabase } from '../../../tests/db-utils'
import { listAuditLog, recordAudit } from './audit-log.server'

describeEachDatabase('audit log', (kind) => {
  let database: TestDatabase
  beforeEach(async () => {
    database = await createTestDatabase(kind)
  })
  afterEach(async () => {
    await database.cleanup()
  })

  it('records who did what and when, newest first, 25 a page, filterable by action', async () => {
    const start = Date.UTC(2026, 0, 5, 9, 0)
    for (let i = 0; i < 30; i++) {
      await recordAudit(
        {
          actor: 'ops-admin',
          action: i % 3 === 0 ? 'contact.status' : 'login',
          target: `contact #${i} → handled`,
        },
        new Date(start + i * 1000),
      )
    }
    const first = await listAuditLog()
    expect(first).toMatchObject({ total: 30, pageCount: 2, pageSize: 25 })
    expect(first.items[0]).toEqual({
      id: expect.any(Number),
      actor: 'ops-admin',
      action: 'login',
      target: 'contact #29 → handled',
      at: '2026-01-05T09:00:29.000Z',
    })
    expect((await listAuditLog({ page: 2 })).items).toHaveLength(5)
    const statusChanges = await listAuditLog({ action: 'contact.status' })
    expect(statusChanges.total).toBe(10)
    expect(statusChanges.items.every((e) => e.action === 'contact.status')).toBe(true)
  })

  it('caps what a caller can write (a guessed username can be long)', async () => {
    await recordAudit({ actor: 'x'.repeat(500), action: 'login.failed', target: 'y'.repeat(900) })
    const [entry] = (await listAuditLog()).items
    expect(entry?.actor).toHaveLength(64)
    expect(entry?.target).toHaveLength(300)
  })
})
