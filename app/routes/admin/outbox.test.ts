import { afterEach, beforeEach, expect, it } from 'vitest'
import {
  adminRequest,
  routeArgs,
  settleResponse,
  signedInJar,
  type CookieJar,
} from '../../../tests/admin-session'
import { createTestDatabase, describeEachDatabase, type TestDatabase } from '../../../tests/db-utils'
import { seedContact } from '../../../tests/seed'
import { listAuditLog } from '~/server/db/audit-log.server'
import { listOutboxEmails, markEmailFailed } from '~/server/db/email-outbox.server'
import { claimDueEmails } from '~/server/mail/outbox-rules.server'
import { action, loader } from './outbox'

describeEachDatabase('the outbox page', (kind) => {
  let database: TestDatabase
  let jar: CookieJar
  beforeEach(async () => {
    database = await createTestDatabase(kind)
    await seedContact('asha@example.com')
    for (const email of await claimDueEmails(10))
      await markEmailFailed(email, 'SMTP 550 mailbox unavailable', null)
    jar = await signedInJar()
  })
  afterEach(async () => {
    await database.cleanup()
  })

  it('lists e-mails by state with their last error', async () => {
    const page = await loader(routeArgs(adminRequest('/admin/outbox?status=failed', jar), {}))
    expect(page.counts).toEqual({ queued: 0, scheduled: 0, sending: 0, sent: 0, failed: 2, cancelled: 0 })
    expect(page.list.items.map((e) => e.lastError)).toEqual([
      'SMTP 550 mailbox unavailable',
      'SMTP 550 mailbox unavailable',
    ])
  })

  it('retries a failed e-mail and records it', async () => {
    const [failed] = (await listOutboxEmails({ status: 'failed' })).items
    if (!failed) throw new Error('no failed e-mail')
    const request = adminRequest('/admin/outbox?status=failed', jar, {
      method: 'POST',
      body: new URLSearchParams({ id: String(failed.id) }),
    })
    const response = await settleResponse(() => action(routeArgs(request, {})))
    expect(response.headers.get('location')).toBe('/admin/outbox?status=failed&retried=1')
    expect((await listOutboxEmails({ status: 'queued' })).items.map((e) => e.id)).toEqual([failed.id])
    expect((await listAuditLog({ action: 'outbox.retry' })).items[0]).toMatchObject({
      actor: 'ops-admin',
      target: `e-mail #${failed.id}`,
    })
    const again = adminRequest('/admin/outbox', jar, {
      method: 'POST',
      body: new URLSearchParams({ id: String(failed.id) }),
    })
    expect((await settleResponse(() => action(routeArgs(again, {})))).headers.get('location')).toBe(
      '/admin/outbox?retried=0',
    )
  })
})
