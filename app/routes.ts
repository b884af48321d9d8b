import { type RouteConfig, index, prefix, route } from '@react-router/dev/routes'
import { DETAIL_PATHS, PRACTICE_PATHS, SERVICE_PATHS, TALENT_PATHS } from './lib/routes'

/**
 * Several paths of one page layout served by one module; each gets its own route id. The module is
 * named after the layout it renders (docs/architecture.md maps every URL to its module).
 */
function shared(paths: readonly string[], file: string) {
  return paths.map((path) => route(path.slice(1), file, { id: `${file}:${path}` }))
}

export default [
  index('routes/_site/home.tsx'),
  route('about', 'routes/_site/about.tsx'),
  route('portfolio', 'routes/_site/portfolio.tsx'),
  route('sectors', 'routes/_site/sectors.tsx'),
  route('sectors/:slug', 'routes/_site/article.tsx'),
  route('contact', 'routes/_site/contact.tsx'),
  route('careers', 'routes/_site/careers.tsx'),
  route('careers/apply', 'routes/_site/apply.tsx'),
  route('careers/status', 'routes/_site/careers-status.tsx'),
  route('careers/status/resume', 'routes/_site/careers-status-resume.ts'),
  route('careers/:slug', 'routes/_site/opening.tsx'),
  route('hire', 'routes/_site/hire.tsx'),
  route('hire/brief', 'routes/_site/hire-brief.tsx'),
  route('connect', 'routes/_site/connect.tsx'),
  route('team', 'routes/_site/team.tsx'),
  route('faq', 'routes/_site/faq.tsx'),
  route('terms', 'routes/_site/terms.tsx'),
  route('privacy-policy', 'routes/_site/privacy-policy.tsx'),
  ...shared(PRACTICE_PATHS, 'routes/_site/stats-and-expandable-items.tsx'),
  ...shared(SERVICE_PATHS, 'routes/_site/offerings-and-process.tsx'),
  ...shared(TALENT_PATHS, 'routes/_site/process-skills-and-team.tsx'),
  ...shared(DETAIL_PATHS, 'routes/_site/image-text-rows.tsx'),

  route('admin-login', 'routes/admin-login.tsx'),
  route('admin-login/forgot-password', 'routes/admin-login/forgot-password.tsx'),
  route('admin-login/reset-password', 'routes/admin-login/reset-password.tsx'),
  route('admin-login/invitation', 'routes/admin-login/invitation.tsx'),
  route('admin', 'routes/admin/layout.tsx', [
    index('routes/admin/dashboard.tsx'),
    route('contacts', 'routes/admin/contacts.tsx'),
    route('contacts/export.csv', 'routes/admin/contacts-export.ts'),
    route('contacts/:id', 'routes/admin/contact.tsx'),
    route('contacts/:id/email', 'routes/admin/contact-email.tsx'),
    route('applications', 'routes/admin/applications.tsx'),
    route('applications/export.csv', 'routes/admin/applications-export.ts'),
    route('applications/:id', 'routes/admin/application.tsx'),
    route('applications/:id/email', 'routes/admin/application-email.tsx'),
    route('candidates', 'routes/admin/candidates.tsx'),
    route('candidates/:id', 'routes/admin/candidate.tsx'),
    route('candidates/:id/email', 'routes/admin/candidate-email.tsx'),
    route('hire-briefs', 'routes/admin/hire-briefs.tsx'),
    route('hire-briefs/export.csv', 'routes/admin/hire-briefs-export.ts'),
    route('hire-briefs/:id', 'routes/admin/hire-brief.tsx'),
    route('hire-briefs/:id/email', 'routes/admin/hire-brief-email.tsx'),
    route('templates', 'routes/admin/templates.tsx'),
    route('templates/new', 'routes/admin/template-edit.tsx', { id: 'template-new' }),
    route('templates/:id', 'routes/admin/template-edit.tsx', { id: 'template-edit' }),
    route('hire-briefs/:id/candidates', 'routes/admin/brief-candidates.tsx'),
    route('hire-briefs/:id/shortlist', 'routes/admin/shortlist.ts'),
    route('hire-briefs/:id/shortlist/:entryId', 'routes/admin/shortlist-entry.tsx'),
    route('openings', 'routes/admin/openings.tsx'),
    route('openings/new', 'routes/admin/openings-new.tsx'),
    route('openings/:id', 'routes/admin/openings-edit.tsx'),
    route('outbox', 'routes/admin/outbox.tsx'),
    route('privacy', 'routes/admin/privacy.tsx'),
    route('privacy/export.json', 'routes/admin/privacy-export.ts'),
    route('audit', 'routes/admin/audit.tsx'),
    route('traffic', 'routes/admin/traffic.tsx'),
    route('traffic/export.csv', 'routes/admin/traffic-export.ts'),
    route('settings', 'routes/admin/settings.tsx'),
    route('setup', 'routes/admin/setup.tsx'),
    route('team', 'routes/admin/team.tsx'),
    route('logout', 'routes/admin/logout.ts'),
  ]),

  route('shortlist/:token', 'routes/shortlist.tsx'),
  route('consent', 'routes/consent.ts'),
  route('sitemap.xml', 'routes/sitemap[.]xml.ts'),
  route('robots.txt', 'routes/robots[.]txt.ts'),
  ...prefix('api', [
    route('health', 'routes/api/health.ts'),
    route('contact', 'routes/api/contact.ts'),
    route('job-application', 'routes/api/job-application.ts'),
    route('job-application/resume/:fileName', 'routes/api/resume.ts'),
    route('hire-brief', 'routes/api/hire-brief.ts'),
  ]),
] satisfies RouteConfig
