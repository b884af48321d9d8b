import { afterEach, beforeEach, expect, it } from 'vitest'
import { adminRequest, routeArgs, settle, signedInJar, type CookieJar } from '../../../tests/admin-session'
import { SAMPLE_FIELDS, staffRoutes, type StaffRoute } from '../../../tests/admin-routes'
import { createTestDatabase, describeEachDatabase, type TestDatabase } from '../../../tests/db-utils'
import { seedApplication, seedBrief, seedContact } from '../../../tests/seed'
import { roleCan, STAFF_ROLES, type Permission, type StaffRole } from '~/contracts/permissions'
import { seedOpenings } from '~/features/openings/index.server'

/** Anyone signed in (sign-out, the account setup page, the admin's frame). */
type Rule = Permission | 'signed-in'

/**
 * What each staff route asks, by route module: its loader's rule and its action's. A route that
 * is not listed here fails the walk below, so a new route cannot go without a rule.
 */
const RULES: Record<string, { loader?: Rule; action?: Rule }> = {
  'routes/admin/layout.tsx': { loader: 'signed-in' },
  // The admin's home: it sends everyone to My work.
  'routes/admin/home.ts': { loader: 'dashboard.view' },
  'routes/admin/dashboard.tsx': { loader: 'dashboard.view' },
  // Another member's queue asks 'team.manage' as well (my-work.test.ts).
  'routes/admin/my-work.tsx': { loader: 'dashboard.view', action: 'dashboard.view' },
  // Setting a reminder asks the permission to read the record's kind (here a contact message).
  'routes/admin/follow-ups.ts': { action: 'contacts.read' },
  'routes/admin/contacts.tsx': { loader: 'contacts.read', action: 'contacts.update' },
  'routes/admin/contact-email.tsx': { loader: 'contacts.update', action: 'contacts.update' },
  'routes/admin/contacts-export.ts': { loader: 'contacts.export' },
  'routes/admin/contact.tsx': { loader: 'contacts.read', action: 'contacts.update' },
  'routes/admin/applications.tsx': { loader: 'applications.read', action: 'applications.update' },
  'routes/admin/application-email.tsx': { loader: 'applications.update', action: 'applications.update' },
  'routes/admin/applications-export.ts': { loader: 'applications.export' },
  // What the candidate applied with: never for Sales, shortlisted or not (candidates.test.ts).
  'routes/admin/application.tsx': { loader: 'applications.read', action: 'applications.update' },
  'routes/admin/hire-briefs.tsx': { loader: 'briefs.read' },
  'routes/admin/hire-briefs-export.ts': { loader: 'briefs.export' },
  // The sample post is a note, which whoever reads briefs may add; the stages, the assignment and
  // cancelling an e-mail ask 'briefs.update' as well (hire-brief.test.ts).
  'routes/admin/hire-brief.tsx': { loader: 'briefs.read', action: 'briefs.note' },
  // E-mailing from a record asks its update permission (and 'email.send', which every role has):
  // a Recruiter reads briefs but may not write to their clients.
  'routes/admin/hire-brief-email.tsx': { loader: 'briefs.update', action: 'briefs.update' },
  'routes/admin/templates.tsx': { loader: 'templates.manage', action: 'templates.manage' },
  'routes/admin/template-edit.tsx': { loader: 'templates.manage', action: 'templates.manage' },
  'routes/admin/candidates.tsx': { loader: 'candidates.read' },
  // Sales open a shortlisted candidate's page ('shortlisted-candidates.read'), as CANDIDATE_VIEWS
  // shows it them; the sample candidate is on no shortlist (candidates.test.ts). Merging asks
  // 'candidates.merge' as well.
  'routes/admin/candidate.tsx': { loader: 'candidates.read', action: 'candidates.update' },
  'routes/admin/candidate-email.tsx': { loader: 'candidates.update', action: 'candidates.update' },
  // Adding to a shortlist searches candidates: 'shortlists.manage' and 'candidates.read' both.
  'routes/admin/brief-candidates.tsx': { loader: 'candidates.read', action: 'candidates.read' },
  // Reordering; sharing and revoking have their own pages below.
  'routes/admin/shortlist.ts': { action: 'shortlists.manage' },
  // The share preview and "Send"; the revoke confirmation and "Revoke link".
  'routes/admin/shortlist-share.tsx': { loader: 'shortlists.share', action: 'shortlists.share' },
  'routes/admin/shortlist-revoke.tsx': { loader: 'shortlists.share', action: 'shortlists.share' },
  'routes/admin/shortlist-entry.tsx': { loader: 'shortlists.manage', action: 'shortlists.manage' },
  'routes/admin/shortlist-interview.tsx': { loader: 'shortlists.manage', action: 'shortlists.manage' },
  'routes/admin/openings.tsx': { loader: 'openings.manage' },
  'routes/admin/openings-new.tsx': { loader: 'openings.manage', action: 'openings.manage' },
  'routes/admin/openings-edit.tsx': { loader: 'openings.manage', action: 'openings.manage' },
  'routes/admin/outbox.tsx': { loader: 'outbox.manage', action: 'outbox.manage' },
  'routes/admin/privacy.tsx': { loader: 'privacy.manage', action: 'privacy.manage' },
  'routes/admin/privacy-export.ts': { loader: 'privacy.manage', action: 'privacy.manage' },
  'routes/admin/audit.tsx': { loader: 'audit.read' },
  'routes/admin/traffic.tsx': { loader: 'traffic.read' },
  'routes/admin/publishing.tsx': { loader: 'publishing.manage' },
  'routes/admin/publishing-edit.tsx': { loader: 'publishing.manage', action: 'publishing.manage' },
  'routes/admin/publishing-images.ts': { action: 'publishing.manage' },
  // The team page and the client quotes are published as posts are: Marketing and owners.
  'routes/admin/team-page.tsx': { loader: 'publishing.manage', action: 'publishing.manage' },
  'routes/admin/team-page-edit.tsx': { loader: 'publishing.manage', action: 'publishing.manage' },
  'routes/admin/client-quotes.tsx': { loader: 'publishing.manage', action: 'publishing.manage' },
  'routes/admin/client-quote-edit.tsx': { loader: 'publishing.manage', action: 'publishing.manage' },
  'routes/admin/traffic-export.ts': { loader: 'traffic.read' },
  'routes/admin/subscribers.tsx': { loader: 'subscribers.manage', action: 'subscribers.manage' },
  'routes/admin/settings.tsx': { loader: 'account.manage', action: 'account.manage' },
  'routes/admin/setup.tsx': { loader: 'signed-in', action: 'signed-in' },
  'routes/admin/team.tsx': { loader: 'team.manage', action: 'team.manage' },
  'routes/admin/logout.ts': { loader: 'signed-in', action: 'signed-in' },
  'routes/api/contact.ts': { loader: 'contacts.read' },
  'routes/api/job-application.ts': { loader: 'applications.read' },
  // Never for Sales, shortlisted or not (candidates.test.ts).
  'routes/api/resume.ts': { loader: 'resumes.download' },
  'routes/api/hire-brief.ts': { loader: 'briefs.read' },
}

const allowed = (role: StaffRole, rule: Rule) => rule === 'signed-in' || roleCan(role, rule)

/**
 * 'denied' for a 403 (page or JSON), 'signed out' when the session is gone (which would make the
 * walk prove nothing), 'allowed' for anything else the handler answered.
 */
async function verdict(result: unknown): Promise<'allowed' | 'denied' | 'signed out'> {
  if (result instanceof Response) {
    const location = result.headers.get('location') ?? ''
    // Sign-out itself answers with the signed-out page.
    if (result.status === 401 || (location.startsWith('/admin-login') && !location.includes('signedOut'))) {
      return 'signed out'
    }
    return result.status === 403 ? 'denied' : 'allowed'
  }
  // A thrown `data(…, { status: 403 })` from requirePermission.
  if (typeof result === 'object' && result !== null && 'init' in result) {
    const init = (result as { init?: { status?: number } | null }).init
    return init?.status === 403 ? 'denied' : 'allowed'
  }
  return 'allowed'
}

const post = (fields: Record<string, string>) => ({ method: 'POST', body: new URLSearchParams(fields) })

describeEachDatabase('each role opens exactly what the permission table gives it', (kind) => {
  let database: TestDatabase
  let routes: StaffRoute[]
  beforeEach(async () => {
    database = await createTestDatabase(kind)
    await seedContact('a@example.com')
    await seedApplication('a@example.com', {}, 'feedfacefeedfacefeedfacefeedface.pdf')
    await seedBrief('a@acme.example')
    await seedOpenings()
    routes = await staffRoutes()
  })
  afterEach(async () => {
    await database.cleanup()
  })

  it('has a rule for every staff route in the route config', () => {
    expect(routes.map((r) => r.file).filter((file) => !(file in RULES))).toEqual([])
    for (const route of routes) {
      const rules = RULES[route.file] ?? {}
      expect(Boolean(route.loader), `${route.file} loader`).toBe(Boolean(rules.loader))
      expect(Boolean(route.action), `${route.file} action`).toBe(Boolean(rules.action))
    }
  })

  for (const role of STAFF_ROLES) {
    it(`${role}: every loader and action is allowed or denied as the table says`, async () => {
      const jar: CookieJar = await signedInJar(role, `walk-${role}`)
      const got: string[] = []
      const want: string[] = []
      // Signing out ends the session the walk uses: it goes last.
      const last = (r: StaffRoute) => (r.file === 'routes/admin/logout.ts' ? 1 : 0)
      for (const route of [...routes].sort((a, b) => last(a) - last(b))) {
        const rules = RULES[route.file] ?? {}
        for (const kind of ['loader', 'action'] as const) {
          const run = route[kind]
          const rule = rules[kind]
          if (!run || !rule) continue
          const init = kind === 'action' ? post(SAMPLE_FIELDS[route.path] ?? {}) : undefined
          const result = await settle(() => run(routeArgs(adminRequest(route.path, jar, init), route.params)))
          got.push(`${kind} ${route.path}: ${await verdict(result)}`)
          want.push(`${kind} ${route.path}: ${allowed(role, rule) ? 'allowed' : 'denied'}`)
        }
      }
      expect(got).toEqual(want)
    })
  }

  it('lets every role that builds a shortlist share it: recruiters too (issue 38)', () => {
    expect(STAFF_ROLES.filter((role) => roleCan(role, 'shortlists.share'))).toEqual([
      'owner',
      'recruiter',
      'sales',
    ])
    for (const role of STAFF_ROLES) {
      expect(roleCan(role, 'shortlists.share'), role).toBe(roleCan(role, 'shortlists.manage'))
    }
  })

  it('gives a Marketing member a home that works: /admin goes to the traffic report, and every page they may open answers', async () => {
    const jar = await signedInJar('marketing', 'walk-marketing')
    const byFile = (file: string) => {
      const route = routes.find((r) => r.file === file)
      if (!route?.loader) throw new Error(`${file} missing`)
      return (search = '') =>
        settle(() => route.loader!(routeArgs(adminRequest(`${route.path}${search}`, jar), route.params)))
    }
    const home = await byFile('routes/admin/home.ts')('?setup=done')
    if (!(home instanceof Response)) throw new Error('expected a redirect')
    expect(home.headers.get('location')).toBe('/admin/traffic?setup=done')
    // With no records to read, each page they may open still answers (none throws an error).
    for (const file of [
      'routes/admin/traffic.tsx',
      'routes/admin/publishing.tsx',
      'routes/admin/team-page.tsx',
      'routes/admin/client-quotes.tsx',
      'routes/admin/subscribers.tsx',
      'routes/admin/traffic-export.ts',
      'routes/admin/my-work.tsx',
      'routes/admin/dashboard.tsx',
      'routes/admin/settings.tsx',
      'routes/admin/layout.tsx',
    ]) {
      const result = await byFile(file)()
      expect(result instanceof Error, `${file}: ${String(result)}`).toBe(false)
      if (result instanceof Response) expect(result.status, file).toBe(200)
    }
  })

  it('says why on a denied page, and answers the API with a JSON 403', async () => {
    const jar = await signedInJar('sales', 'walk-sales')
    const byFile = (file: string) => routes.find((r) => r.file === file)
    const audit = byFile('routes/admin/audit.tsx')
    const api = byFile('routes/api/job-application.ts')
    if (!audit?.loader || !api?.loader) throw new Error('routes missing')
    const page = await settle(() => audit.loader!(routeArgs(adminRequest(audit.path, jar), audit.params)))
    expect(page).toMatchObject({
      data: { message: "You don't have access to this area" },
      init: { status: 403 },
    })
    const json = await settle(() => api.loader!(routeArgs(adminRequest(api.path, jar), api.params)))
    if (!(json instanceof Response)) throw new Error('expected a Response')
    expect(json.status).toBe(403)
    expect(await json.json()).toEqual({ error: { code: 'forbidden', message: expect.any(String) } })
  })
})
