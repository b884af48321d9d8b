import { afterEach, beforeEach, expect, it } from 'vitest'
import { action as applicationApi } from '~/routes/api/job-application'
import { action as contactApi } from '~/routes/api/contact'
import { action as hireBriefApi } from '~/routes/api/hire-brief'
import { action as contactPage } from '~/routes/_site/contact'
import { createTestDatabase, describeEachDatabase, type TestDatabase } from '../../../tests/db-utils'
import {
  formRequest,
  jsonRequest,
  MINIMAL_BRIEF,
  multipart,
  routeArgs,
  storedCounts,
  VALID_CONTACT,
} from '../../../tests/submission-support'
import { claimDueEmails } from '../mail/outbox-rules.server'
import { seedOpenings } from '~/features/openings/index.server'
import { issueFormToken } from '../security/form-token.server'
import { inboxOf } from '../security/rate-limit.server'

const confirmationsTo = <Email extends { to: string; subject: string }>(emails: Email[], inbox: string) =>
  emails.filter((e) => inboxOf(e.to) === inbox && e.subject.startsWith('We received'))

describeEachDatabase('confirmation e-mails', (kind) => {
  let database: TestDatabase
  beforeEach(async () => {
    database = await createTestDatabase(kind, { RATE_LIMIT_SUBMISSIONS_PER_HOUR: '0' })
    await seedOpenings()
  })
  afterEach(async () => {
    await database.cleanup()
  })

  it('reach one inbox at most three times a day, whoever sends through whichever form; all is stored and notified', async () => {
    const token = await issueFormToken('contact', Date.now() - 3_100)
    const page = new URLSearchParams({
      ...VALID_CONTACT,
      email: 'Target+page@Example.com',
      form_token: token,
    })
    const answers = [
      await contactApi(
        routeArgs(
          jsonRequest('/api/contact', { ...VALID_CONTACT, email: 'target@example.com' }),
          '192.0.2.1',
        ),
      ),
      await contactPage(routeArgs(formRequest('/contact', page), '192.0.2.2')).catch(
        (thrown: unknown) => thrown,
      ),
      await applicationApi(
        routeArgs(
          formRequest(
            '/api/job-application',
            multipart({ fullName: 'Ravi Kumar', email: 'TARGET@example.com' }),
          ),
          '192.0.2.3',
        ),
      ),
      await hireBriefApi(
        routeArgs(
          jsonRequest('/api/hire-brief', {
            ...MINIMAL_BRIEF,
            name: 'Meera Shah',
            email: 'target+brief@example.com',
          }),
          '192.0.2.4',
        ),
      ),
      await contactApi(
        routeArgs(
          jsonRequest('/api/contact', { ...VALID_CONTACT, email: 'target@example.com' }),
          '192.0.2.5',
        ),
      ),
    ]
    // The page answers a stored submission with a redirect (303) to its success state.
    expect(answers.map((answer) => (answer as Response).status)).toEqual([201, 303, 201, 201, 201])

    const emails = await claimDueEmails(50)
    expect(confirmationsTo(emails, 'target@example.com')).toHaveLength(3)
    // Each submission's notification went to the company's inboxes.
    expect(emails.filter((e) => inboxOf(e.to) !== 'target@example.com')).toHaveLength(5)
    expect(await storedCounts()).toMatchObject({ contacts: 3, applications: 1 })
    // Another inbox is counted on its own.
    await contactApi(routeArgs(jsonRequest('/api/contact', VALID_CONTACT), '192.0.2.6'))
    expect(confirmationsTo(await claimDueEmails(50), 'asha@example.com')).toHaveLength(1)
  })

  it.each([
    ['Asha Rao', 'Thank you, Asha Rao'],
    ["Seán O'Brien-Ní Dhuinn", "Thank you, Seán O'Brien-Ní Dhuinn"],
    ['Dr. A. Rao', 'Thank you, Dr. A. Rao'],
    ['Visit https://evil.example now', 'Hello'],
    ['evil.example', 'Hello'],
    ['win at prizes@evil.example', 'Hello'],
    ['Call 555 0100', 'Hello'],
  ])('greet %j as %j, repeating no link, address or domain', async (name, heading) => {
    const answer = await contactApi(routeArgs(jsonRequest('/api/contact', { ...VALID_CONTACT, name })))
    expect(answer.status).toBe(201)
    const confirmation = confirmationsTo(await claimDueEmails(10), 'asha@example.com')[0]
    expect(confirmation?.text.split('\n')[0]).toBe(heading)
    expect(confirmation?.html).toContain(`>${heading.replace("'", '&#39;')}</h1>`)
  })
})
