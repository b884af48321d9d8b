import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { HIRE_BRIEF_MESSAGES } from '~/contracts/hire-brief'
import { action, loader } from '~/routes/api/hire-brief'
import { createTestDatabase, describeEachDatabase, type TestDatabase } from '../../../tests/db-utils'
import { formRequest, jsonRequest, routeArgs } from '../../../tests/submission-support'
import { countEmailsByState } from '../db/email-outbox.server'
import { claimDueEmails } from '../mail/outbox-rules.server'
import { countHireBriefs, findHireBriefByReference } from '../db/hire-briefs.server'
import { createHireBrief } from '~/features/hire-briefs/index.server'
import { randomReference } from '../db/references.server'

const VALID_BRIEF = {
  role: 'developer',
  skills: ['React', 'Node.js'],
  otherSkills: 'GraphQL, react',
  seniority: 'senior',
  headcount: 3,
  engagement: 'full-time',
  duration: '6-12-months',
  start: 'within-2-weeks',
  arrangement: 'hybrid',
  city: 'Berlin',
  overlapHours: 4,
  timezone: 'UTC+01:00 (Central Europe)',
  budgetFrom: 6000,
  budgetTo: 9000,
  budgetCurrency: 'EUR',
  budgetPeriod: 'month',
  name: 'Meera Shah',
  email: 'meera@acme.example',
  company: 'Acme <Retail>',
  country: 'Germany',
  details: 'We ship a checkout rewrite in Q2.',
}

async function post(body: unknown) {
  const response = await action(routeArgs(jsonRequest('/api/hire-brief', body)))
  return { status: response.status, body: (await response.json()) as Record<string, unknown> }
}

const emailCount = async () => Object.values(await countEmailsByState()).reduce((a, b) => a + b, 0)

describeEachDatabase('POST /api/hire-brief', (kind) => {
  let database: TestDatabase
  beforeEach(async () => {
    database = await createTestDatabase(kind, { SALES_INBOX: 'sales@brightpath-it.example' })
  })
  afterEach(async () => {
    await database.cleanup()
  })

  it('stores the brief under a reference and queues the whole brief to sales and a confirmation', async () => {
    const { status, body } = await post(VALID_BRIEF)
    expect(status).toBe(201)
    expect(body).toEqual({
      reference: expect.stringMatching(/^HB-[2-9A-Z]{6}$/),
      message: HIRE_BRIEF_MESSAGES.success,
    })
    const stored = await findHireBriefByReference(String(body.reference))
    expect(stored).toMatchObject({
      role: 'developer',
      skills: ['React', 'Node.js', 'GraphQL'],
      headcount: 3,
      city: 'Berlin',
      budgetFrom: 6000,
      budgetTo: 9000,
      status: 'new',
      assignedTo: null,
    })

    const emails = await claimDueEmails(10)
    expect(emails).toHaveLength(2)
    const toSales = emails.find((e) => e.to === 'sales@brightpath-it.example')
    const toSender = emails.find((e) => e.to === VALID_BRIEF.email)
    expect(toSales?.subject).toContain(String(body.reference))
    expect(toSales?.text).toContain('React, Node.js, GraphQL')
    expect(toSales?.text).toContain('EUR 6,000–9,000 per month')
    expect(toSales?.text).toContain('We ship a checkout rewrite in Q2.')
    expect(toSales?.html).toContain('Acme &lt;Retail&gt;')
    expect(toSender?.text).toContain(String(body.reference))
    expect(toSender?.text).toContain('Full-time')
    // Only choices from our lists go back to the sender, nothing they typed.
    expect(toSender?.text).not.toContain('checkout rewrite')
  })

  it('takes form data with repeated skills, and drops answers to questions that no longer apply', async () => {
    const form = new URLSearchParams()
    for (const [name, value] of Object.entries({
      ...VALID_BRIEF,
      arrangement: 'remote',
      start: 'immediately',
    })) {
      if (Array.isArray(value)) for (const item of value) form.append(name, item)
      else form.set(name, String(value))
    }
    form.set('startDate', '2020-01-01')
    const response = await action(routeArgs(formRequest('/api/hire-brief', form)))
    expect(response.status).toBe(201)
    const { reference } = (await response.json()) as { reference: string }
    expect(await findHireBriefByReference(reference)).toMatchObject({
      skills: ['React', 'Node.js', 'GraphQL'],
      city: null,
      startDate: null,
    })
  })

  it.each([
    ['an unknown role', { role: 'astronaut' }, 'role'],
    ['an unknown engagement', { engagement: 'forever' }, 'engagement'],
    ['a headcount of 0', { headcount: 0 }, 'headcount'],
    ['a headcount over 50', { headcount: 51 }, 'headcount'],
    ['a start date in the past', { start: 'date', startDate: '2020-01-01' }, 'startDate'],
    ['a budget whose “from” exceeds its “to”', { budgetFrom: 9000, budgetTo: 6000 }, 'budgetTo'],
    ['an invalid e-mail', { email: 'meera@' }, 'email'],
    ['no skill at all', { skills: [], otherSkills: '' }, 'skills'],
    ['a skill that is not text', { skills: [42] }, 'skills'],
  ])('refuses %s with a message beside the field, storing nothing', async (_, change, field) => {
    const { status, body } = await post({ ...VALID_BRIEF, ...change })
    expect(status).toBe(400)
    const error = body.error as { code: string; fields: Record<string, string[]> }
    expect(error.code).toBe('invalid')
    expect(Object.keys(error.fields)).toEqual([field])
    expect(error.fields[field]?.[0]).toMatch(/\w/)
    expect([await countHireBriefs(), await emailCount()]).toEqual([0, 0])
  })

  it('refuses an empty body with a message for every required answer', async () => {
    const { status, body } = await post({})
    expect(status).toBe(400)
    const error = body.error as { message: string; fields: Record<string, string[]> }
    expect(error.message).toBe(HIRE_BRIEF_MESSAGES.invalid)
    expect(Object.keys(error.fields).sort()).toEqual(
      [
        'arrangement',
        'company',
        'country',
        'duration',
        'email',
        'engagement',
        'headcount',
        'name',
        'role',
        'seniority',
        'skills',
        'start',
      ].sort(),
    )
  })

  it('keeps the list for signed-in admins (401 without a session) and answers 400 to JSON that is not an object', async () => {
    const listed = await loader(routeArgs(new Request('http://localhost:3000/api/hire-brief'))).catch(
      (thrown: unknown) => thrown,
    )
    expect(listed instanceof Response ? listed.status : null).toBe(401)
    expect((await post('[1, 2]')).status).toBe(400)
    expect((await post('{oops')).status).toBe(400)
  })

  it('draws another reference when the first is taken', async () => {
    const first = await post(VALID_BRIEF)
    const taken = String(first.body.reference)
    const drawn = [taken, 'HB-FRESH2']
    const { otherSkills: _typed, ...brief } = VALID_BRIEF
    const saved = await createHireBrief(
      {
        ...brief,
        skills: ['Go'],
        startDate: null,
        jobTitle: null,
        phone: null,
        details: null,
        ipHash: null,
      },
      () => [],
      () => drawn.shift() ?? randomReference('brief'),
    )
    expect(saved.reference).toBe('HB-FRESH2')
    expect(await countHireBriefs()).toBe(2)
  })
})

describe('a reference', () => {
  it('is HB-, CT- or AP- and six characters nobody misreads, drawn at random', () => {
    const drawn = new Set<string>()
    for (let i = 0; i < 200; i++) {
      const brief = randomReference('brief')
      expect(brief).toMatch(/^HB-[2-9A-HJKMNP-TW-Z]{6}$/)
      expect(randomReference('contact')).toMatch(/^CT-[2-9A-HJKMNP-TW-Z]{6}$/)
      expect(randomReference('application')).toMatch(/^AP-[2-9A-HJKMNP-TW-Z]{6}$/)
      drawn.add(brief)
    }
    // Not a running number: 200 draws from 595 million hardly ever meet.
    expect(drawn.size).toBeGreaterThan(195)
  })
})
