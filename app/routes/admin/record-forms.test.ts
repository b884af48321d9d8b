import type { SubmissionResult } from '@conform-to/react'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { adminRequest, routeArgs, settle, signedInJar, type CookieJar } from '../../../tests/admin-session'
import { createTestDatabase, describeEachDatabase, type TestDatabase } from '../../../tests/db-utils'
import { seedApplicant, seedApplication, seedContact } from '../../../tests/seed'
import { seedEmailTemplates } from '~/features/email/index.server'
import { getCandidate } from '~/server/db/candidates.server'
import { getContactSubmission } from '~/server/db/contact-submissions.server'
import { listRecordEmails } from '~/server/db/email-outbox.server'
import { listEmailTemplates } from '~/server/db/email-templates.server'
import { TEMPLATE_STAGES, type TemplateStage } from '~/features/email'
import { setStageTemplates } from '~/features/email/index.server'
import { getApplicationCandidateId, getJobApplication } from '~/server/db/job-applications.server'
import { getTimeline } from '~/features/timeline/index.server'
import * as application from './application'
import * as applications from './applications'
import * as candidate from './candidate'
import * as contact from './contact'
import * as contacts from './contacts'

/*
 * The record pages' forms answer in Conform's one shape (issue 37): a bad field comes back 400 with
 * its error under the field's name and what was typed; a refused workflow 409 with the form's error.
 */

/** What an action answered with data(): Conform's reply and its status. */
function replyOf(result: unknown): { status: number; reply: SubmissionResult<string[]> } {
  const value = result as { type?: string; data?: SubmissionResult<string[]>; init?: { status?: number } }
  if (result instanceof Response)
    throw new Error(`a Response ${result.status}, ${result.headers.get('location')}`)
  if (value?.type !== 'DataWithResponseInit') throw new Error(`not data(): ${JSON.stringify(result)}`)
  return { status: value.init?.status ?? 200, reply: value.data ?? {} }
}

describeEachDatabase('the record pages’ forms', (kind) => {
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

  const post = async <P>(
    action: (args: ReturnType<typeof routeArgs<P>>) => Promise<unknown>,
    path: string,
    fields: Record<string, string | string[]>,
    params: P,
  ) => {
    const body = new URLSearchParams()
    for (const [name, value] of Object.entries(fields))
      for (const one of [value].flat()) body.append(name, one)
    const request = adminRequest(path, owner, { method: 'POST', body })
    return replyOf(await settle(() => action(routeArgs(request, params))))
  }

  describe('a contact message', () => {
    it('answers a status it does not have, an empty note, and an e-mail already gone', async () => {
      const id = await seedContact('x@example.com')
      const path = `/admin/contacts/${id}`
      const status = await post(
        contact.action,
        path,
        { intent: 'status', status: 'archived' },
        { id: String(id) },
      )
      expect(status.status).toBe(400)
      expect(status.reply.error?.status).toHaveLength(1)
      const note = await post(contact.action, path, { intent: 'note', body: '  \n ' }, { id: String(id) })
      expect(note).toMatchObject({
        status: 400,
        reply: { error: { body: ['Write something before adding the note.'] } },
      })
      const long = await post(
        contact.action,
        path,
        { intent: 'note', body: 'n'.repeat(2001) },
        { id: String(id) },
      )
      expect(long.reply.error?.body).toEqual(['A note can be at most 2000 characters.'])
      expect(long.reply.initialValue?.body).toBe('n'.repeat(2001))
      const cancel = await post(
        contact.action,
        path,
        { intent: 'cancel-email', emailId: '999' },
        { id: String(id) },
      )
      expect(cancel).toMatchObject({
        status: 409,
        reply: {
          error: {
            '': ['That e-mail has already left (or was cancelled), so it can no longer be cancelled.'],
          },
        },
      })
      expect(await getTimeline({ kind: 'contact', id })).toEqual([
        expect.objectContaining({ kind: 'received' }),
      ])
      expect((await getContactSubmission(id))?.status).toBe('new')
    })

    it('asks for ticked messages on the list, and refuses a status it does not have', async () => {
      const id = await seedContact('x@example.com')
      const none = await post(contacts.action, '/admin/contacts', { status: 'spam' }, {})
      expect(none).toMatchObject({
        status: 400,
        reply: { error: { ids: ['Tick the messages to change first.'] } },
      })
      const bogus = await post(
        contacts.action,
        '/admin/contacts',
        { status: 'archived', ids: [String(id)] },
        {},
      )
      expect(bogus.status).toBe(400)
      expect(bogus.reply.error?.status).toHaveLength(1)
      const forged = await post(contacts.action, '/admin/contacts', { status: 'spam', ids: ['1', 'x'] }, {})
      expect(forged.status).toBe(400)
      expect(forged.reply.error?.ids).toHaveLength(1)
      expect((await getContactSubmission(id))?.status).toBe('new')
    })
  })

  describe('an application', () => {
    it('answers a stage it does not have, an assignee who is no member, and a stage e-mail for no stage', async () => {
      const id = await seedApplication('ravi@example.com')
      const path = `/admin/applications/${id}`
      const stage = await post(
        application.action,
        path,
        { intent: 'status', status: 'promoted' },
        { id: String(id) },
      )
      expect(stage.status).toBe(400)
      expect(stage.reply.error?.status).toHaveLength(1)
      const assign = await post(
        application.action,
        path,
        { intent: 'assign', to: 'mallory' },
        { id: String(id) },
      )
      expect(assign).toMatchObject({
        status: 400,
        reply: { error: { to: ['Choose one of the members in the list.'] }, initialValue: { to: 'mallory' } },
      })
      const offer = await post(
        application.action,
        path,
        { intent: 'stage-email', stage: 'promoted' },
        { id: String(id) },
      )
      expect(offer.status).toBe(400)
      expect(offer.reply.error?.stage).toHaveLength(1)
      const note = await post(application.action, path, { intent: 'note', body: '' }, { id: String(id) })
      expect(note.reply.error?.body).toEqual(['Write something before adding the note.'])
      expect(await getJobApplication(id)).toMatchObject({ status: 'new', assignedTo: null })
    })

    it('refuses the stage’s e-mail with 409 once its template is gone, saying so on the timeline', async () => {
      const id = await seedApplication('ravi@example.com')
      await settle(() =>
        application.action(
          routeArgs(
            adminRequest(`/admin/applications/${id}`, owner, {
              method: 'POST',
              body: new URLSearchParams({ intent: 'status', status: 'interview' }),
            }),
            { id: String(id) },
          ),
        ),
      )
      const templates = await listEmailTemplates()
      const kept = Object.fromEntries(
        TEMPLATE_STAGES.map((s) => [s, templates.find((t) => t.defaultForStatus === s)?.id ?? '']),
      ) as Record<TemplateStage, number | ''>
      expect(await setStageTemplates({ ...kept, interview: '' }, 'ops-admin')).toBeUndefined()
      const refused = await post(
        application.action,
        `/admin/applications/${id}`,
        { intent: 'stage-email', stage: 'interview' },
        { id: String(id) },
      )
      expect(refused).toMatchObject({
        status: 409,
        reply: { error: { '': ['The stage has no e-mail template any more. Nothing was sent.'] } },
      })
      expect(await listRecordEmails('application', id)).toEqual([])
      expect((await getTimeline({ kind: 'application', id })).at(-1)?.kind).toBe('email-skipped')
    })

    it('asks for ticked applications on the list, for the move and for the stage’s e-mail', async () => {
      const id = await seedApplication('ravi@example.com')
      const move = await post(
        applications.action,
        '/admin/applications',
        {
          intent: 'move',
          status: 'rejected',
        },
        {},
      )
      expect(move).toMatchObject({
        status: 400,
        reply: { error: { ids: ['Tick the applications to move first.'] } },
      })
      const bogus = await post(
        applications.action,
        '/admin/applications',
        {
          intent: 'move',
          status: 'promoted',
          ids: [String(id)],
        },
        {},
      )
      expect(bogus.status).toBe(400)
      expect(bogus.reply.error?.status).toHaveLength(1)
      const offer = await post(
        applications.action,
        '/admin/applications',
        {
          intent: 'stage-email',
          stage: 'rejected',
        },
        {},
      )
      expect(offer.reply.error?.ids).toEqual(['Tick the applications to move first.'])
      expect((await getJobApplication(id))?.status).toBe('new')
    })
  })

  describe('a candidate', () => {
    it('answers a profile correction at the field it is wrong in, and a merge with no record named', async () => {
      const applicationId = await seedApplicant('asha@example.com', { over: { fullName: 'Asha Rao' } })
      const id = (await getApplicationCandidateId(applicationId)) as number
      const path = `/admin/candidates/${id}`
      const profile = await post(
        candidate.action,
        path,
        { intent: 'profile', headline: 'Platform engineer', skills: 'Go, SQL', yearsOfExperience: 'lots' },
        { id: String(id) },
      )
      expect(profile).toMatchObject({
        status: 400,
        reply: {
          error: { yearsOfExperience: ['Enter the years as a number, such as 3 or 4.5.'] },
          initialValue: { headline: 'Platform engineer', yearsOfExperience: 'lots' },
        },
      })
      expect(profile.reply.error?.headline).toBeUndefined()
      const merge = await post(candidate.action, path, { intent: 'merge', other: '  ' }, { id: String(id) })
      expect(merge).toMatchObject({
        status: 400,
        reply: { error: { other: ['Give the other record’s number or e-mail address.'] } },
      })
      const note = await post(candidate.action, path, { intent: 'note', body: ' ' }, { id: String(id) })
      expect(note.reply.error?.body).toEqual(['Write something before adding the note.'])
      expect((await getCandidate(id))?.headline).toBeNull()
    })
  })
})
