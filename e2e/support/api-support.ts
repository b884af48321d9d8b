import { expect, type APIRequestContext } from '@playwright/test'

/**
 * The walks that start from a candidate and a client's brief send both through the JSON API, as an
 * integration would: what the public forms do is the forms' own specs' business, and a page-by-page
 * application costs a walk seconds it does not test.
 */

/** A job application through `/api/job-application`; answers 201 or the test fails with the body. */
export async function applyThroughApi(
  request: APIRequestContext,
  person: { name: string; email: string; phone?: string },
  fields: Record<string, string> = {},
  resume?: Uint8Array,
) {
  const response = await request.post('/api/job-application', {
    multipart: {
      fullName: person.name,
      email: person.email,
      phone: person.phone ?? '+91 98450 11223',
      skills: 'Go, PostgreSQL',
      yearsOfExperience: '6',
      expectedCTC: '18 LPA',
      coverLetter: 'I build payment systems.',
      ...fields,
      ...(resume
        ? { resume: { name: 'cv.pdf', mimeType: 'application/pdf', buffer: Buffer.from(resume) } }
        : {}),
    },
  })
  expect(response.status(), await response.text()).toBe(201)
}

/**
 * A senior remote developer's brief from a client in the United Kingdom through `/api/hire-brief`;
 * `fields` changes or adds to it. Resolves to its reference (HB-…).
 */
export async function sendBriefThroughApi(
  request: APIRequestContext,
  client: { name: string; email: string; company: string },
  fields: Record<string, unknown> = {},
): Promise<string> {
  const response = await request.post('/api/hire-brief', {
    data: {
      role: 'developer',
      skills: ['Go'],
      seniority: 'senior',
      headcount: 1,
      engagement: 'full-time',
      duration: '6-12-months',
      start: 'within-a-month',
      arrangement: 'remote',
      name: client.name,
      email: client.email,
      company: client.company,
      country: 'United Kingdom',
      ...fields,
    },
  })
  expect(response.status(), await response.text()).toBe(201)
  const { reference } = (await response.json()) as { reference: string }
  return reference
}

/** A budget of GBP 4,000 to 6,000 a month, for a brief whose shortlist shows rates against it. */
export const BUDGET = { budgetFrom: 4000, budgetTo: 6000, budgetCurrency: 'GBP', budgetPeriod: 'month' }
