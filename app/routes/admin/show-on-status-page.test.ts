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
import { seedApplication } from '../../../tests/seed'
import { seedEmailTemplates } from '~/features/email/index.server'
import { getJobApplication } from '~/server/db/job-applications.server'
import { listRecordEvents } from '~/server/db/record-events.server'
import * as application from './application'
import * as applications from './applications'

/*
 * "Show on the status page" where staff move an application's stage: ticked, the applicant's page
 * shows the stage at once (otherwise only once its e-mail has left), and the timeline says so.
 */

const form = (fields: Record<string, string | string[]>) => {
  const body = new URLSearchParams()
  for (const [name, value] of Object.entries(fields)) for (const one of [value].flat()) body.append(name, one)
  return { method: 'POST', body }
}

const announced = async (id: number) => (await getJobApplication(id))?.announcedStatus

describeEachDatabase('“Show on the status page” when staff move applications', (kind) => {
  let database: TestDatabase
  let owner: CookieJar
  beforeEach(async () => {
    database = await createTestDatabase(kind)
    await seedEmailTemplates()
    owner = await signedInJar('owner')
  })
  afterEach(async () => {
    await database.cleanup()
  })

  it('on the application’s page: a move alone is not shown; ticked, the stage is, on the timeline', async () => {
    const id = await seedApplication('ravi@example.com')
    const url = `/admin/applications/${id}`
    const post = (fields: Record<string, string>) =>
      settleResponse(() =>
        application.action(routeArgs(adminRequest(url, owner, form(fields)), { id: String(id) })),
      )
    const page = (search: string) =>
      application.loader(routeArgs(adminRequest(`${url}${search}`, owner), { id: String(id) }))

    expect((await post({ intent: 'status', status: 'reviewing' })).headers.get('location')).toBe(
      `${url}?saved=status`,
    )
    expect(await announced(id)).toBe('new')

    const moved = await post({ intent: 'status', status: 'interview', showOnStatusPage: 'on' })
    expect(moved.headers.get('location')).toBe(`${url}?saved=status&shown=1`)
    expect(await announced(id)).toBe('interview')
    const after = await page('?saved=status&shown=1')
    expect(after).toMatchObject({
      saved: 'status',
      shown: true,
      application: { announcedStatus: 'interview' },
    })
    // The stage's e-mail is still offered: showing the stage is not writing to them.
    expect(after.offer).toMatchObject({ templateName: 'Interview invitation' })
    expect(after.timeline.entries.slice(-2)).toMatchObject([
      { kind: 'status', data: { from: 'reviewing', to: 'interview' } },
      { kind: 'shown', actor: 'ops-admin', data: { status: 'interview' } },
    ])

    // Moved on without the box, then ticked with the application left where it is.
    await post({ intent: 'status', status: 'offer' })
    expect(await announced(id)).toBe('interview')
    expect(
      (await post({ intent: 'status', status: 'offer', showOnStatusPage: 'on' })).headers.get('location'),
    ).toBe(`${url}?saved=shown`)
    expect(await announced(id)).toBe('offer')
    expect(await page('?saved=shown')).toMatchObject({ shown: true, offer: null })
  })

  it('answers a tick that is no checkbox’s 400, under its field, with nothing stored', async () => {
    const id = await seedApplication('ravi@example.com')
    const url = `/admin/applications/${id}`
    const refused = (await settle(() =>
      application.action(
        routeArgs(
          adminRequest(url, owner, form({ intent: 'status', status: 'interview', showOnStatusPage: 'yes' })),
          { id: String(id) },
        ),
      ),
    )) as { type: string; init: { status: number }; data: SubmissionResult<string[]> }
    expect(refused.init.status).toBe(400)
    expect(refused.data.error?.showOnStatusPage).toHaveLength(1)
    expect(await getJobApplication(id)).toMatchObject({ status: 'new', announcedStatus: 'new' })
    expect((await listRecordEvents('application', id)).map((e) => e.kind)).toEqual(['received'])
  })

  it('on the list: the ticked applications move, and with the box ticked each shows the stage', async () => {
    const ids = [await seedApplication('a@example.com'), await seedApplication('b@example.com')]
    const move = (fields: Record<string, string | string[]>) =>
      settleResponse(() =>
        applications.action(
          routeArgs(adminRequest('/admin/applications?q=example', owner, form(fields)), {}),
        ),
      )
    await move({ intent: 'move', status: 'reviewing', ids: ids.map(String) })
    expect(await Promise.all(ids.map(announced))).toEqual(['new', 'new'])

    const shown = await move({
      intent: 'move',
      status: 'shortlisted',
      ids: ids.map(String),
      showOnStatusPage: 'on',
    })
    const location = shown.headers.get('location') ?? ''
    expect(location).toBe(
      `/admin/applications?q=example&bulk=2&bulkTo=shortlisted&bulkShown=2&bulkIds=${ids.join('%2C')}`,
    )
    expect(await Promise.all(ids.map(announced))).toEqual(['shortlisted', 'shortlisted'])
    const listed = await applications.loader(routeArgs(adminRequest(location, owner), {}))
    expect(listed.bulk).toMatchObject({ count: 2, status: 'shortlisted', shown: 2 })
    for (const id of ids) {
      expect((await listRecordEvents('application', id)).at(-1)).toMatchObject({
        kind: 'shown',
        data: { status: 'shortlisted' },
      })
    }
  })
})
