import { sql } from 'kysely'
import { afterEach, beforeEach, expect, it } from 'vitest'
import { FORM_MESSAGES } from '~/contracts/messages'
import { action as applicationAction } from '~/routes/api/job-application'
import { action as contactAction } from '~/routes/api/contact'
import { createTestDatabase, describeEachDatabase, type TestDatabase } from '../../../tests/db-utils'
import { formRequest, jsonRequest, multipart, routeArgs } from '../../../tests/submission-support'
import { samplePdf } from '../../../tests/sample-files'
import { getDb } from './client.server'
import { countContactSubmissions } from './contact-submissions.server'
import { countJobApplications } from './job-applications.server'
import { countResumes } from './resumes.server'

describeEachDatabase('a submission whose e-mails cannot be stored', (kind) => {
  let database: TestDatabase
  beforeEach(async () => {
    database = await createTestDatabase(kind)
    // The outbox going missing makes the last insert of each submit transaction fail.
    // (cascade: its dependants' references to it go too, e.g. an interview's reminders.)
    await sql`drop table email_outbox${sql.raw(kind === 'postgres' ? ' cascade' : '')}`.execute(getDb())
  })
  afterEach(async () => {
    await database.cleanup()
  })

  it('is not stored, and the visitor gets the form’s failure message (503: try again)', async () => {
    const contact = await contactAction(
      routeArgs(
        jsonRequest('/api/contact', { name: 'A', email: 'a@example.com', subject: 'S', message: 'M' }),
      ),
    )
    expect(contact.status).toBe(503)
    expect(await contact.json()).toEqual({
      error: { code: 'unavailable', message: FORM_MESSAGES.contactFailure },
    })
    expect(await countContactSubmissions()).toBe(0)

    const application = await applicationAction(
      routeArgs(
        formRequest(
          '/api/job-application',
          multipart({ fullName: 'R', email: 'r@example.com' }, { bytes: samplePdf(), name: 'cv.pdf' }),
        ),
      ),
    )
    expect(application.status).toBe(503)
    expect(await application.json()).toEqual({
      error: { code: 'unavailable', message: FORM_MESSAGES.applicationFailure },
    })
    expect([await countJobApplications(), await countResumes()]).toEqual([0, 0])
  })
})
