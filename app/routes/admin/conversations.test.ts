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
import { seedApplication, seedBrief, seedContact } from '../../../tests/seed'
import { seedEmailTemplates } from '~/features/email/index.server'
import { listRecordEmails } from '~/server/db/email-outbox.server'
import { listEmailTemplates } from '~/server/db/email-templates.server'
import { getContactSubmission } from '~/server/db/contact-submissions.server'
import { parseCandidateQuery } from '~/contracts/candidates'
import { searchCandidates } from '~/server/db/candidate-search.server'
import { getApplicationCandidateId, getJobApplication } from '~/server/db/job-applications.server'
import * as application from './application'
import * as candidate from './candidate'
import * as candidateEmail from './candidate-email'
import * as applications from './applications'
import * as contacts from './contacts'
import * as applicationEmail from './application-email'
import * as hireBrief from './hire-brief'
import * as hireBriefEmail from './hire-brief-email'
import * as templateEdit from './template-edit'
import * as templates from './templates'

const form = (fields: Record<string, string | string[]>) => {
  const body = new URLSearchParams()
  for (const [name, value] of Object.entries(fields)) {
    for (const one of [value].flat()) body.append(name, one)
  }
  return { method: 'POST', body }
}

/** What an action answered with data(): its status and body. */
function dataOf(result: unknown): { status: number; data: Record<string, unknown> } {
  const value = result as { type?: string; data?: Record<string, unknown>; init?: { status?: number } }
  if (value?.type === 'DataWithResponseInit')
    return { status: value.init?.status ?? 200, data: value.data ?? {} }
  if (result instanceof Response)
    throw new Error(`a Response ${result.status}, ${result.headers.get('location')}`)
  return { status: 200, data: value as Record<string, unknown> }
}

describeEachDatabase('conversations in the admin', (kind) => {
  let database: TestDatabase
  let owner: CookieJar
  beforeEach(async () => {
    database = await createTestDatabase(kind, { REJECTION_EMAIL_DELAY: '20s' })
    await seedEmailTemplates()
    owner = await signedInJar('owner')
  })
  afterEach(async () => {
    await database.cleanup()
  })

  it('saves a template that uses {{firstName}} and refuses one with an unknown field, naming it', async () => {
    const saved = await settleResponse(() =>
      templateEdit.action(
        routeArgs(
          adminRequest(
            '/admin/templates/new',
            owner,
            form({
              intent: 'save',
              name: 'Quick hello',
              subject: 'Hello {{firstName}}',
              body: 'Dear {{firstName}},\n\nThanks.',
            }),
          ),
          {},
        ),
      ),
    )
    expect(saved.headers.get('location')).toMatch(/^\/admin\/templates\/\d+\?saved=1$/)
    const refused = dataOf(
      await settle(() =>
        templateEdit.action(
          routeArgs(
            adminRequest(
              '/admin/templates/new',
              owner,
              form({ intent: 'save', name: 'Broken', subject: 'Hi', body: 'Dear {{candidateName}},' }),
            ),
            {},
          ),
        ),
      ),
    )
    expect(refused.status).toBe(400)
    expect((refused.data.result as { error: unknown }).error).toEqual({
      '': ['The template was not saved: see the messages above.'],
      body: [expect.stringContaining('Unknown merge field {{candidateName}}')],
    })
    expect((await listEmailTemplates()).map((t) => t.name)).toContain('Quick hello')
    expect((await listEmailTemplates()).map((t) => t.name)).not.toContain('Broken')
  })

  it('previews a template with a real record', async () => {
    await seedApplication('ravi@example.com', { fullName: 'Ravi Kumar' })
    const page = await templateEdit.loader(routeArgs(adminRequest('/admin/templates/new', owner), {}))
    expect(page.records[0]).toMatchObject({
      kind: 'application',
      values: { firstName: 'Ravi', staffName: 'Ops Admin' },
    })
  })

  it('gives each stage at most one template, owners only; recruiters and sales may only use them', async () => {
    const byName = Object.fromEntries((await listEmailTemplates()).map((t) => [t.name, t.id]))
    const same = dataOf(
      await settle(() =>
        templates.action(
          routeArgs(
            adminRequest(
              '/admin/templates',
              owner,
              form({
                reviewing: String(byName.Rejection),
                shortlisted: '',
                interview: '',
                offer: '',
                hired: '',
                rejected: String(byName.Rejection),
                withdrawn: '',
              }),
            ),
            {},
          ),
        ),
      ),
    )
    expect(same).toMatchObject({
      status: 400,
      data: { result: { error: { '': [expect.stringContaining('different template')] } } },
    })
    const recruiter = await signedInJar('recruiter')
    const denied = await settle(() =>
      templates.loader(routeArgs(adminRequest('/admin/templates', recruiter), {})),
    )
    expect(denied).toMatchObject({ init: { status: 403 } })
    const id = await seedApplication('ravi@example.com')
    const composer = await applicationEmail.loader(
      routeArgs(adminRequest(`/admin/applications/${id}/email`, recruiter), { id: String(id) }),
    )
    expect(composer.templates.map((t) => t.name)).toContain('Interview invitation')
    // Brief templates do not fit an application.
    expect(composer.templates.map((t) => t.name)).not.toContain('Brief received')
    const sales = await signedInJar('sales')
    expect(
      await settle(() =>
        applicationEmail.loader(
          routeArgs(adminRequest(`/admin/applications/${id}/email`, sales), { id: String(id) }),
        ),
      ),
    ).toMatchObject({ init: { status: 403 } })
    const brief = await seedBrief('meera@acme.example')
    const briefComposer = await hireBriefEmail.loader(
      routeArgs(
        adminRequest(`/admin/hire-briefs/${brief}/email?template=${byName['Brief received']}`, sales),
        {
          id: String(brief),
        },
      ),
    )
    expect(briefComposer.draft.subject).toBe('Your hiring brief {{briefReference}}')
  })

  it('lets only who may act on a record e-mail from it: a Recruiter POSTing to a brief’s e-mail is refused 403', async () => {
    const brief = await seedBrief('meera@acme.example')
    const params = { id: String(brief) }
    const path = `/admin/hire-briefs/${brief}/email`
    const recruiter = await signedInJar('recruiter')
    // The brief opens for a Recruiter (who reads briefs), without an "E-mail" link.
    const page = await hireBrief.loader(
      routeArgs(adminRequest(`/admin/hire-briefs/${brief}`, recruiter), params),
    )
    expect(page.timeline.sendHref).toBeUndefined()
    expect(page.timeline.canCancel).toBe(false)
    expect(
      await settle(() => hireBriefEmail.loader(routeArgs(adminRequest(path, recruiter), params))),
    ).toMatchObject({ init: { status: 403 } })
    const posted = await settle(() =>
      hireBriefEmail.action(
        routeArgs(
          adminRequest(
            path,
            recruiter,
            form({ intent: 'send', subject: 'Hello', body: 'About your brief.' }),
          ),
          params,
        ),
      ),
    )
    expect(posted).toMatchObject({ init: { status: 403 } })
    expect(await listRecordEmails('brief', brief)).toEqual([])
    // Sales, who work briefs, see the link and may send.
    const sales = await signedInJar('sales')
    const salesPage = await hireBrief.loader(
      routeArgs(adminRequest(`/admin/hire-briefs/${brief}`, sales), params),
    )
    expect(salesPage.timeline.sendHref).toBe(path)
    const sent = await settleResponse(() =>
      hireBriefEmail.action(
        routeArgs(
          adminRequest(path, sales, form({ intent: 'send', subject: 'Hello', body: 'About your brief.' })),
          params,
        ),
      ),
    )
    expect(sent.headers.get('location')).toMatch(/\?saved=email#timeline$/)
    expect(await listRecordEmails('brief', brief)).toHaveLength(1)
  })

  it('sends from an application with Reply-To the member, and shows it on the timeline', async () => {
    const id = await seedApplication('ravi@example.com', { fullName: 'Ravi Kumar' })
    const sent = await settleResponse(() =>
      applicationEmail.action(
        routeArgs(
          adminRequest(
            `/admin/applications/${id}/email`,
            owner,
            form({
              intent: 'send',
              subject: 'Hello {{firstName}}',
              body: 'Dear {{firstName}},\n\nA question.',
            }),
          ),
          { id: String(id) },
        ),
      ),
    )
    expect(sent.headers.get('location')).toBe(`/admin/applications/${id}?saved=email#timeline`)
    const [row] = await listRecordEmails('application', id)
    expect(row).toMatchObject({
      to: 'ravi@example.com',
      subject: 'Hello Ravi',
      replyTo: 'ops-admin@staff.example',
      sentBy: 'ops-admin',
    })
    expect(row?.text).not.toContain('{{')
    const page = await application.loader(
      routeArgs(adminRequest(`/admin/applications/${id}`, owner), { id: String(id) }),
    )
    expect(page.timeline.entries.map((e) => e.kind)).toEqual(['received', 'email'])
    expect(page.timeline.sendHref).toBe(`/admin/applications/${id}/email`)

    const wrongField = dataOf(
      await settle(() =>
        applicationEmail.action(
          routeArgs(
            adminRequest(
              `/admin/applications/${id}/email`,
              owner,
              form({ intent: 'send', subject: 'For {{company}}', body: 'Hi' }),
            ),
            { id: String(id) },
          ),
        ),
      ),
    )
    expect(wrongField).toMatchObject({
      status: 400,
      data: {
        result: {
          error: { '': [expect.stringContaining('{{company}} cannot be filled in from a job application')] },
        },
      },
    })
  })

  it('writes to a candidate from their record and keeps notes on its timeline, which search finds at once', async () => {
    const applicationId = await seedApplication('asha@example.com', { fullName: 'Asha Rao' })
    const id = (await getApplicationCandidateId(applicationId)) ?? 0
    const path = `/admin/candidates/${id}`
    const sent = await settleResponse(() =>
      candidateEmail.action(
        routeArgs(
          adminRequest(
            `${path}/email`,
            owner,
            form({
              intent: 'send',
              subject: 'Hello {{firstName}}',
              body: 'Dear {{firstName}},\n\nA role that fits you. Where you stand: {{statusLink}}',
            }),
          ),
          { id: String(id) },
        ),
      ),
    )
    expect(sent.headers.get('location')).toBe(`${path}?saved=email#timeline`)
    const [row] = await listRecordEmails('candidate', id)
    expect(row).toMatchObject({
      to: 'asha@example.com',
      subject: 'Hello Asha',
      replyTo: 'ops-admin@staff.example',
    })
    expect(row?.text).toContain('/careers/status')

    const noted = await settleResponse(() =>
      candidate.action(
        routeArgs(adminRequest(path, owner, form({ intent: 'note', body: 'Met her at the Pune meetup.' })), {
          id: String(id),
        }),
      ),
    )
    expect(noted.headers.get('location')).toBe(`${path}?saved=note#timeline`)
    await settleResponse(() =>
      application.action(
        routeArgs(
          adminRequest(
            `/admin/applications/${applicationId}`,
            owner,
            form({ intent: 'note', body: 'Strong on observability.' }),
          ),
          { id: String(applicationId) },
        ),
      ),
    )
    const page = await candidate.loader(routeArgs(adminRequest(path, owner), { id: String(id) }))
    // One timeline for the person, newest first: the application's events labelled with it.
    expect(page.timeline?.entries.map((e) => [e.kind, e.source?.kind ?? 'candidate'])).toEqual([
      ['note', 'application'],
      ['note', 'candidate'],
      ['email', 'candidate'],
      ['received', 'application'],
    ])
    expect(page.timeline?.entries[0]).toMatchObject({
      actor: 'ops-admin',
      data: { body: 'Strong on observability.' },
      source: { kind: 'application', id: applicationId },
    })
    expect(page.timeline?.sendHref).toBe(`${path}/email`)
    const found = async (q: string) =>
      (await searchCandidates(parseCandidateQuery(`http://x/admin/candidates?q=${q}`))).items.map((c) => c.id)
    expect(await found('meetup')).toEqual([id])
    expect(await found('observability')).toEqual([id])
  })

  it('offers the rejection after a move to Rejected, schedules it, cancels it from the timeline or by moving back', async () => {
    const id = await seedApplication('ravi@example.com')
    const url = `/admin/applications/${id}`
    const post = (fields: Record<string, string>) =>
      settleResponse(() =>
        application.action(routeArgs(adminRequest(url, owner, form(fields)), { id: String(id) })),
      )
    await post({ intent: 'status', status: 'rejected' })
    const offered = await application.loader(
      routeArgs(adminRequest(`${url}?saved=status`, owner), { id: String(id) }),
    )
    expect(offered.offer).toMatchObject({ templateName: 'Rejection', delayMs: 20_000 })
    expect((await listRecordEmails('application', id)).length).toBe(0)

    expect((await post({ intent: 'stage-email', stage: 'rejected' })).headers.get('location')).toBe(
      `${url}?saved=scheduled#timeline`,
    )
    const [scheduled] = await listRecordEmails('application', id)
    expect(scheduled).toMatchObject({
      state: 'scheduled',
      subject: 'Your application for Frontend Developer',
    })
    expect(
      (await post({ intent: 'cancel-email', emailId: String(scheduled!.id) })).headers.get('location'),
    ).toBe(`${url}?saved=cancelled#timeline`)
    expect((await listRecordEmails('application', id))[0]?.state).toBe('cancelled')

    await post({ intent: 'stage-email', stage: 'rejected' })
    await post({ intent: 'status', status: 'reviewing' })
    expect((await listRecordEmails('application', id)).map((e) => e.state)).toEqual([
      'cancelled',
      'cancelled',
    ])
    const page = await application.loader(routeArgs(adminRequest(url, owner), { id: String(id) }))
    expect(page.timeline.entries.map((e) => e.kind)).toEqual([
      'received',
      'status',
      'email',
      'email',
      'status',
    ])
  })

  it('moves a selection of applications and offers the stage’s e-mail for all of them; marks contacts in bulk', async () => {
    const ids = [await seedApplication('a@example.com'), await seedApplication('b@example.com')]
    const moved = await settleResponse(() =>
      applications.action(
        routeArgs(
          adminRequest(
            '/admin/applications?q=example',
            owner,
            form({ intent: 'move', status: 'rejected', ids: ids.map(String) }),
          ),
          {},
        ),
      ),
    )
    const location = moved.headers.get('location') ?? ''
    expect(location).toBe(`/admin/applications?q=example&bulk=2&bulkTo=rejected&bulkIds=${ids.join('%2C')}`)
    const listed = await applications.loader(routeArgs(adminRequest(location, owner), {}))
    expect(listed.offer).toMatchObject({ ids, templateName: 'Rejection' })
    const emailed = await settleResponse(() =>
      applications.action(
        routeArgs(
          adminRequest(
            location,
            owner,
            form({ intent: 'stage-email', stage: 'rejected', ids: ids.map(String) }),
          ),
          {},
        ),
      ),
    )
    expect(emailed.headers.get('location')).toBe('/admin/applications?q=example&emailed=2&scheduled=1')
    for (const id of ids)
      expect((await listRecordEmails('application', id)).map((e) => e.state)).toEqual(['scheduled'])
    expect((await getJobApplication(ids[0]!))?.status).toBe('rejected')

    const c = [await seedContact('x@example.com'), await seedContact('y@example.com')]
    const marked = await settleResponse(() =>
      contacts.action(
        routeArgs(adminRequest('/admin/contacts', owner, form({ status: 'spam', ids: c.map(String) })), {}),
      ),
    )
    expect(marked.headers.get('location')).toBe('/admin/contacts?bulk=2&bulkTo=spam')
    expect((await getContactSubmission(c[1]!))?.status).toBe('spam')
    expect(
      dataOf(
        await settle(() =>
          contacts.action(routeArgs(adminRequest('/admin/contacts', owner, form({ status: 'spam' })), {})),
        ),
      ),
    ).toMatchObject({ status: 400 })
  })
})
