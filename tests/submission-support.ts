import { countContactSubmissions } from '~/server/db/contact-submissions.server'
import { countEmailsByState } from '~/server/db/email-outbox.server'
import { countJobApplications } from '~/server/db/job-applications.server'
import { countResumes } from '~/server/db/resumes.server'

/** A contact submission that passes every rule, with markup to prove it is escaped in the e-mails. */
export const VALID_CONTACT = {
  name: 'Asha Rao',
  email: 'asha@example.com',
  phone: '+91 98765 43210',
  subject: 'Hiring three developers',
  message: 'We need a React team <soon> & "fast".',
}

/** The shortest hiring brief that passes every rule (remote: no city), as JSON, without its sender. */
export const MINIMAL_BRIEF = {
  role: 'developer',
  skills: ['React'],
  seniority: 'senior',
  headcount: 1,
  engagement: 'full-time',
  duration: '6-12-months',
  start: 'within-2-weeks',
  arrangement: 'remote',
  company: 'Acme',
  country: 'Germany',
}

/** Calls a route module's action or loader as React Router would, with the visitor's IP in the context. */
export function routeArgs(request: Request, ip: string | null = '203.0.113.7') {
  const context = ip ? { clientIp: ip } : {}
  return { request, url: new URL(request.url), pattern: new URL(request.url).pathname, params: {}, context }
}

export function jsonRequest(url: string, body: unknown, init: RequestInit = {}): Request {
  return new Request(`http://localhost:3000${url}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
    ...init,
  })
}

export function formRequest(url: string, form: FormData | URLSearchParams, init: RequestInit = {}): Request {
  return new Request(`http://localhost:3000${url}`, { method: 'POST', body: form, ...init })
}

export function multipart(
  fields: Record<string, string>,
  resume?: { bytes: Uint8Array<ArrayBuffer>; name: string; type?: string },
) {
  const form = new FormData()
  for (const [name, value] of Object.entries(fields)) form.set(name, value)
  if (resume) {
    form.set(
      'resume',
      new File([resume.bytes], resume.name, { type: resume.type ?? 'application/octet-stream' }),
    )
  }
  return form
}

/** Rows in every table a submission writes: a refused one must leave all of them unchanged. */
export async function storedCounts() {
  const emails = Object.values(await countEmailsByState()).reduce((a, b) => a + b, 0)
  return {
    contacts: await countContactSubmissions(),
    applications: await countJobApplications(),
    resumes: await countResumes(),
    emails,
  }
}

export const NOTHING_STORED = { contacts: 0, applications: 0, resumes: 0, emails: 0 }
