import { afterEach, beforeEach, expect, it } from 'vitest'
import {
  adminRequest,
  routeArgs,
  settle,
  settleResponse,
  signedInJar,
  type CookieJar,
} from '../../../tests/admin-session'
import { createTestDatabase, describeEachDatabase, type TestDatabase } from '../../../tests/db-utils'
import { seedBrief } from '../../../tests/seed'
import { createStaffMember } from '~/server/auth/staff.server'
import { listAuditLog } from '~/server/db/audit-log.server'
import { getHireBrief } from '~/server/db/hire-briefs.server'
import { action, loader } from './hire-brief'
import { loader as exportLoader } from './hire-briefs-export'

describeEachDatabase('a hiring brief in the admin', (kind) => {
  let database: TestDatabase
  let jar: CookieJar
  let id: number
  let reference: string
  beforeEach(async () => {
    database = await createTestDatabase(kind)
    jar = await signedInJar()
    await createStaffMember({ username: 'ravi', password: 'another-long-enough-secret', role: 'owner' })
    id = await seedBrief('buyer@acme.example', { company: 'Acme Retail', name: 'Meera Shah' })
    reference = (await getHireBrief(id))?.reference ?? ''
  })
  afterEach(async () => {
    await database.cleanup()
  })

  const post = (fields: Record<string, string>) =>
    settle(() =>
      action(
        routeArgs(
          adminRequest(`/admin/hire-briefs/${id}`, jar, {
            method: 'POST',
            body: new URLSearchParams(fields),
          }),
          { id: String(id) },
        ),
      ),
    )

  it('offers every admin for the assignment and assigns the brief to another one', async () => {
    const page = await loader(routeArgs(adminRequest(`/admin/hire-briefs/${id}`, jar), { id: String(id) }))
    expect(page.admins).toEqual(['ops-admin', 'ravi'])
    const saved = (await post({ intent: 'assign', to: 'ravi' })) as Response
    expect(saved.headers.get('location')).toBe(`/admin/hire-briefs/${id}?saved=assign`)
    expect((await getHireBrief(id))?.assignedTo).toBe('ravi')
    await post({ intent: 'assign', to: '' })
    expect((await getHireBrief(id))?.assignedTo).toBeNull()
  })

  it('refuses an assignee who is not an admin, with a message and nothing changed', async () => {
    await post({ intent: 'assign', to: 'ravi' })
    const refused = (await post({ intent: 'assign', to: 'mallory' })) as {
      data: { assignError?: string }
      init: { status: number }
    }
    expect(refused.init.status).toBe(400)
    expect(refused.data.assignError).toBe('Choose one of the admins in the list.')
    expect((await getHireBrief(id))?.assignedTo).toBe('ravi')
  })

  it('puts every change and the CSV export in the audit log, naming the brief by its reference only', async () => {
    await post({ intent: 'status', status: 'qualified' })
    await post({ intent: 'status', status: 'lost', lostReason: 'Hired in-house' })
    await post({ intent: 'assign', to: 'me' })
    await post({ intent: 'note', body: 'Call Meera at Acme next quarter.' })
    await settleResponse(() =>
      exportLoader(
        routeArgs(adminRequest('/admin/hire-briefs/export.csv?status=lost&role=developer&mine=1', jar), {}),
      ),
    )
    const entries = (await listAuditLog()).items
      .filter((e) => e.action.startsWith('hire-brief.') || e.action === 'export.csv')
      .map(({ actor, action, target }) => ({ actor, action, target }))
      .reverse()
    expect(entries).toEqual([
      { actor: 'ops-admin', action: 'hire-brief.status', target: `hiring brief ${reference} → qualified` },
      { actor: 'ops-admin', action: 'hire-brief.status', target: `hiring brief ${reference} → lost` },
      { actor: 'ops-admin', action: 'hire-brief.assign', target: `hiring brief ${reference} → ops-admin` },
      { actor: 'ops-admin', action: 'hire-brief.note', target: `hiring brief ${reference}` },
      {
        actor: 'ops-admin',
        action: 'export.csv',
        target: 'hire-briefs: 1 rows (status lost, role developer, assigned to me)',
      },
    ])
    expect(JSON.stringify(entries)).not.toMatch(/acme|meera|in-house|quarter/i)
  })

  it('records nothing when a change is refused', async () => {
    await post({ intent: 'status', status: 'lost' })
    await post({ intent: 'note', body: '   ' })
    expect((await listAuditLog()).items.filter((e) => e.action.startsWith('hire-brief.'))).toEqual([])
  })
})
