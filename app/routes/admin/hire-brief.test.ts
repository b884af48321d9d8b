import type { SubmissionResult } from '@conform-to/react'
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
import { getTimeline } from '~/features/timeline/index.server'
import { action, loader } from './hire-brief'
import { loader as exportLoader } from './hire-briefs-export'

/** What the action answered with data(): Conform's reply and the status. */
type Reply = { data: SubmissionResult<string[]>; init: { status: number } }

describeEachDatabase('a hiring brief in the admin', (kind) => {
  let database: TestDatabase
  let jar: CookieJar
  let id: number
  let reference: string
  beforeEach(async () => {
    database = await createTestDatabase(kind)
    jar = await signedInJar()
    await createStaffMember({
      username: 'ravi',
      name: 'Ravi Menon',
      password: 'another-long-enough-secret',
      role: 'owner',
    })
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

  it('offers every admin for the assignment by name and assigns the brief to another one', async () => {
    const load = () => loader(routeArgs(adminRequest(`/admin/hire-briefs/${id}`, jar), { id: String(id) }))
    const page = await load()
    expect(page.owners.members).toEqual([
      { username: 'ops-admin', name: 'Ops Admin' },
      { username: 'ravi', name: 'Ravi Menon' },
    ])
    const saved = (await post({ intent: 'assign', to: 'ravi' })) as Response
    expect(saved.headers.get('location')).toBe(`/admin/hire-briefs/${id}?saved=assign`)
    expect((await getHireBrief(id))?.assignedTo).toBe('ravi')
    // The owner is shown by name; the username stays the key the brief keeps.
    expect((await load()).owners.owner).toEqual({ username: 'ravi', name: 'Ravi Menon' })
    await post({ intent: 'assign', to: '' })
    expect((await getHireBrief(id))?.assignedTo).toBeNull()
  })

  it('refuses an assignee who is not an admin, with a message and nothing changed', async () => {
    await post({ intent: 'assign', to: 'ravi' })
    const refused = (await post({ intent: 'assign', to: 'mallory' })) as Reply
    expect(refused.init.status).toBe(400)
    expect(refused.data.error?.to).toEqual(['Choose one of the admins in the list.'])
    expect((await getHireBrief(id))?.assignedTo).toBe('ravi')
  })

  it('answers a bad field with 400 and the error under its name, what was typed kept, nothing changed', async () => {
    const lost = (await post({ intent: 'status', status: 'lost', lostReason: '   ' })) as Reply
    expect(lost.init.status).toBe(400)
    expect(lost.data.error?.lostReason).toEqual(['Say why the brief was lost.'])
    const long = (await post({ intent: 'status', status: 'lost', lostReason: 'x'.repeat(301) })) as Reply
    expect(long.init.status).toBe(400)
    expect(long.data.error?.lostReason).toEqual(['The reason can be at most 300 characters.'])
    expect(long.data.initialValue?.lostReason).toBe('x'.repeat(301))
    const stage = (await post({ intent: 'status', status: 'promoted' })) as Reply
    expect(stage.init.status).toBe(400)
    expect(stage.data.error?.status).toHaveLength(1)
    const note = (await post({ intent: 'note', body: ' \r\n ' })) as Reply
    expect(note.init.status).toBe(400)
    expect(note.data.error?.body).toEqual(['Write something before adding the note.'])
    expect((await getHireBrief(id))?.status).toBe('new')
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

  it('lets a Recruiter, who reads briefs, add a note (briefs.note), and nothing else', async () => {
    const recruiter = await signedInJar('recruiter', 'rita')
    const asRecruiter = (fields: Record<string, string>) =>
      settle(() =>
        action(
          routeArgs(
            adminRequest(`/admin/hire-briefs/${id}`, recruiter, {
              method: 'POST',
              body: new URLSearchParams(fields),
            }),
            { id: String(id) },
          ),
        ),
      )
    const page = await loader(
      routeArgs(adminRequest(`/admin/hire-briefs/${id}`, recruiter), { id: String(id) }),
    )
    // The note form shows; the e-mail link and cancelling do not (they write to the client).
    expect(page.timeline).toMatchObject({ canNote: true, canCancel: false, sendHref: undefined })
    // The pipeline and the assignment show without their forms.
    expect(page.canUpdate).toBe(false)
    const noted = (await asRecruiter({
      intent: 'note',
      body: 'Two Go developers free from May.',
    })) as Response
    expect(noted.status).toBe(302)
    expect(noted.headers.get('location')).toBe(`/admin/hire-briefs/${id}?saved=note#timeline`)
    const notes = (await getTimeline({ kind: 'brief', id })).filter((e) => e.kind === 'note')
    expect(notes).toMatchObject([{ actor: 'rita', data: { body: 'Two Go developers free from May.' } }])
    const refused: Record<string, string>[] = [
      { intent: 'status', status: 'qualified' },
      { intent: 'assign', to: 'me' },
      { intent: 'cancel-email', emailId: '1' },
    ]
    for (const fields of refused) {
      expect(await asRecruiter(fields), fields.intent).toMatchObject({ init: { status: 403 } })
    }
    expect(await getHireBrief(id)).toMatchObject({ status: 'new', assignedTo: null })
    expect((await listAuditLog()).items.map((e) => e.action)).toContain('hire-brief.note')
  })

  it('records nothing when a change is refused', async () => {
    await post({ intent: 'status', status: 'lost' })
    await post({ intent: 'note', body: '   ' })
    expect((await listAuditLog()).items.filter((e) => e.action.startsWith('hire-brief.'))).toEqual([])
  })
})
