import { ADMIN_FORMS } from '../contracts/admin-forms'
import { STATUS_PAGE_FORM, STATUS_RESUME_FORM } from '../contracts/applicant-status-forms'
import { CLIENT_SHORTLIST_FORM } from '../contracts/client-shortlist-form'
import { ISLAND_FORM_PATHS, PER_REQUEST_FORM_PATHS } from '../contracts/forms'
import { SIGN_IN_FORM } from '../contracts/sign-in-form'
import { stripTrailing } from './strip'

/**
 * The one table of public paths. It drives app/routes.ts, the prerender list, the sitemap,
 * the legacy redirects served by the Express server, and the route-walk test.
 */

export const ARTICLE_SLUGS = ['supply-chains', 'agentic-ai', 'financial-services', 'ai-strategy'] as const
export type ArticleSlug = (typeof ARTICLE_SLUGS)[number]

/** Service pages: offerings, process, outcomes (app/routes/_site/offerings-and-process.tsx). */
export const SERVICE_PATHS = [
  '/cloud',
  '/cybersecurity',
  '/digital-strategy',
  '/career-guidance',
  '/resume-support',
  '/leadership',
  '/economy',
] as const

/** Talent pages: specialisms, process, skills, a team (app/routes/_site/process-skills-and-team.tsx). */
export const TALENT_PATHS = [
  '/it-team',
  '/digital-marketing-team',
  '/project-managers',
  '/management-consultants',
  '/product-managers',
  '/it-staffing',
] as const

/** Detail pages of three image-and-text rows (app/routes/_site/image-text-rows.tsx). */
export const DETAIL_PATHS = [
  '/management-consultants/strategy',
  '/management-consultants/technology',
  '/management-consultants/financial',
  '/product-managers/technical',
  '/product-managers/growth',
  '/staffing/it-talent',
  '/staffing/admin-support',
  '/staffing/project-based',
] as const

/** Practice pages: counted figures and expandable roles or services (app/routes/_site/stats-and-expandable-items.tsx). */
export const PRACTICE_PATHS = ['/developer', '/staffing', '/digital-marketing'] as const

export const STANDALONE_PATHS = [
  '/',
  '/about',
  '/portfolio',
  '/sectors',
  '/contact',
  '/careers',
  '/careers/apply',
  '/careers/status',
  '/hire',
  '/hire/brief',
  '/connect',
  '/team',
  '/faq',
  '/terms',
  '/privacy-policy',
] as const

export const ARTICLE_PATHS = ARTICLE_SLUGS.map((slug) => `/sectors/${slug}` as const)

/** Every canonical public page (the sitemap leaves out UNLISTED_PATHS). */
export const PUBLIC_PATHS: readonly string[] = [
  ...STANDALONE_PATHS,
  ...ARTICLE_PATHS,
  ...PRACTICE_PATHS,
  ...SERVICE_PATHS,
  ...TALENT_PATHS,
  ...DETAIL_PATHS,
]

/**
 * Public pages the sitemap leaves out: the application form, reached from Careers, and the
 * applicant's status page, reached from the confirmation e-mail and the careers pages (what a
 * link or a session shows there is noindex; only its way in may be found by search).
 */
export const UNLISTED_PATHS: readonly string[] = ['/careers/apply', '/careers/status']

/**
 * Public pages rendered per request. The form pages, as their declarations say: each answer
 * carries a freshly signed fill-time token in the HTML, so a post without JavaScript is held to the
 * minimum fill time too (/careers/status: what it shows depends on the visitor's link, and it is
 * never cached). /careers: its roles are the open openings staff keep in the database (each at
 * /careers/<slug>, per request too).
 */
export const PER_REQUEST_PATHS: readonly string[] = PUBLIC_PATHS.filter(
  (path) => path === '/careers' || PER_REQUEST_FORM_PATHS.includes(path),
)

/**
 * The public pages that need React in the browser: their forms are islands (their declarations
 * name them), which validate as you type and post without a reload. Every other public page is
 * HTML and CSS only.
 */
export const FORM_PATHS: readonly string[] = PUBLIC_PATHS.filter((path) => ISLAND_FORM_PATHS.includes(path))

/** Public pages that load no framework script. */
export const CONTENT_PATHS: readonly string[] = PUBLIC_PATHS.filter((path) => !FORM_PATHS.includes(path))

/** Where published case studies live (/portfolio/<slug>); insights live at /sectors/<slug>. */
export const CASE_STUDY_PREFIX = '/portfolio'
/** The published insights as an Atom feed. */
export const INSIGHTS_FEED_PATH = '/insights/feed.xml'

/**
 * Public pages made from what staff publish in the database (issue 41): the home page's "Latest
 * thinking", /sectors, /portfolio (case studies and client quotes), every post's page (the four
 * first articles among them), the feed, and /team (the team page). Staff publish without a build,
 * so these are not prerendered: each is rendered once per change and served from memory after
 * (server/published-pages.ts), still without script.
 */
export const PUBLISHED_PAGE_PATHS: readonly string[] = [
  '/',
  '/sectors',
  '/portfolio',
  '/team',
  ...ARTICLE_PATHS,
]

/** Whether a path is one of those pages, or a post's page or the feed. */
export function isPublishedPagePath(path: string): boolean {
  return (
    PUBLISHED_PAGE_PATHS.includes(path) ||
    path === INSIGHTS_FEED_PATH ||
    /^\/(?:sectors|portfolio)\/[a-z0-9]+(?:-[a-z0-9]+)*$/.test(path)
  )
}

/** Public pages made into static HTML at build. */
export const PRERENDERED_PATHS: readonly string[] = PUBLIC_PATHS.filter(
  (path) => !PER_REQUEST_PATHS.includes(path) && !PUBLISHED_PAGE_PATHS.includes(path),
)

/** Where applicants see where their applications stand, without an account (docs/decisions/019). */
export const APPLICANT_STATUS_PATH = STATUS_PAGE_FORM.path
/** Where an applicant sends a new resume from the status page (multipart, so a route of its own). */
export const APPLICANT_RESUME_PATH = STATUS_RESUME_FORM.path

/**
 * The client's shortlist: `/shortlist/<token>`, opened from the e-mail a client gets when staff
 * share a brief's shortlist. Public, rendered per request (noindex, no-store), never prerendered
 * nor in the sitemap. The path holds a secret: logs show it through loggableUrl (lib/loggable-url).
 */
export const CLIENT_SHORTLIST_PREFIX = CLIENT_SHORTLIST_FORM.path
export const clientShortlistPath = (token: string) => `${CLIENT_SHORTLIST_PREFIX}/${token}`
/** A shared candidate's one-page profile behind the client's link ("View profile"), and its PDF. */
export const clientProfilePath = (token: string, entryId: number) =>
  `${clientShortlistPath(token)}/candidates/${entryId}`
export const clientProfilePdfPath = (token: string, entryId: number) =>
  `${clientProfilePath(token, entryId)}/profile.pdf`

export const ADMIN_LOGIN_PATH = SIGN_IN_FORM.path
export const ADMIN_PATH = ADMIN_FORMS.path
/** Where a member finishes their account (an e-mail address, two-factor sign-in) before the rest of the admin. */
export const ADMIN_SETUP_PATH = `${ADMIN_PATH}/setup`

/**
 * Paths of the original site that now live elsewhere. Each answers one 308 to its
 * canonical page or to the section where that component now lives. Keys are matched exactly,
 * then case-insensitively (see findRedirect).
 */
export const LEGACY_REDIRECTS: Readonly<Record<string, string>> = {
  '/apply': '/careers/apply',
  '/Cloud': '/cloud',
  '/Staffing': '/staffing',
  '/DigitalMarketing': '/digital-marketing',
  '/Staffingrate': '/staffing#stats',
  '/Digitalmarketingstats': '/digital-marketing#stats',
  '/ConnectPage': '/connect',
  '/ScrollToTopButton': '/',
  '/Contactusbutton': '/contact',
  '/Trustedbrands': '/portfolio#clients',
  '/Clientsatisfaction': '/portfolio#testimonials',
  '/TeamCategories ': '/#talent',
  '/itteam': '/it-team',
  '/Dmteam': '/digital-marketing-team',
  '/Projectmanagerteam': '/project-managers',
  '/ManagementConsultants': '/management-consultants',
  '/StrategyConsultants': '/management-consultants/strategy',
  '/TechnologyConsultants': '/management-consultants/technology',
  '/FinancialConsultants': '/management-consultants/financial',
  '/ProductManagers': '/product-managers',
  '/TechnicalProductManagers': '/product-managers/technical',
  '/GrowthProductManagers': '/product-managers/growth',
  '/ITStaffing': '/it-staffing',
  '/HireOptions': '/hire',
  '/Demand': '/hire#demand',
  '/WhyChooseToptal': '/hire#why-us',
  '/StrategySection': '/about#strategy',
  '/StatsSection.jsx': '/about#stats',
  '/Splitbanner': '/about#split',
  '/TeamMembers': '/team',
  '/FAQ': '/faq',
}

/**
 * Paths renamed so that one concept has one name (a hiring brief is a "hire brief" in every URL):
 * an integration or a bookmark made before the rename keeps working. Each prefix, and every path
 * below it, answers one 308 for every method, so a POST to the old API keeps its method and body.
 */
export const RENAMED_PATH_PREFIXES: Readonly<Record<string, string>> = {
  '/api/hire-request': '/api/hire-brief',
  '/admin/hire-requests': '/admin/hire-briefs',
}

const publicPathSet = new Set(PUBLIC_PATHS)
const legacyLower = new Map(Object.entries(LEGACY_REDIRECTS).map(([from, to]) => [from.toLowerCase(), to]))

/** The first segment of every path we serve, public or not (`/careers/<slug>`, `/admin/contacts/7` …). */
const servedFirstSegments = new Set(
  [...PUBLIC_PATHS, ADMIN_LOGIN_PATH, ADMIN_PATH, CLIENT_SHORTLIST_PREFIX]
    .map((path) => path.split('/')[1] ?? '')
    .filter(Boolean),
)
/** A path segment of ours: no percent-escape, slash, backslash, control character or dot-segment. */
const SAFE_SEGMENT = /^(?!\.\.?$)[a-z0-9._~-]+$/i

/**
 * `path` (decoded) rebuilt from plain segments under a first segment we serve, or null: so a
 * redirect built from it can only stay on this site (never `//host`, `/\host`, a scheme or a tab).
 */
export function servedPathOf(path: string): string | null {
  if (path === '/') return '/'
  if (!path.startsWith('/')) return null
  const segments = path.slice(1).split('/')
  if (!servedFirstSegments.has(segments[0]?.toLowerCase() ?? '')) return null
  if (!segments.every((segment) => SAFE_SEGMENT.test(segment))) return null
  return `/${segments.map(encodeURIComponent).join('/')}`
}

/**
 * Where a request path should permanently go, or null when it is served as it is.
 * `rawPath` is the path as it arrived (percent-encoded); the query string is not part of it.
 * Every answer is a path of the route table or one rebuilt by servedPathOf, never the request's own text.
 */
export function findRedirect(rawPath: string): string | null {
  let path: string
  try {
    path = decodeURIComponent(rawPath)
  } catch {
    return null
  }
  const exact = LEGACY_REDIRECTS[path]
  if (exact) return exact
  if (path.length > 1 && path.endsWith('/')) {
    const trimmed = stripTrailing(path, '/') || '/'
    const legacyTarget = LEGACY_REDIRECTS[trimmed] ?? legacyLower.get(trimmed.toLowerCase())
    if (legacyTarget) return legacyTarget
    const served = servedPathOf(trimmed)
    return served === null ? null : (findRedirect(served) ?? served)
  }
  const lower = path.toLowerCase()
  const legacy = legacyLower.get(lower)
  if (legacy && legacy !== path) return legacy
  if (lower !== path && publicPathSet.has(lower)) return lower
  return null
}

/**
 * The new path of a renamed one (see RENAMED_PATH_PREFIXES), or null. What follows the old prefix
 * is rebuilt from plain segments, so the answer stays on this site whatever the request said.
 */
export function findRenamedPath(rawPath: string): string | null {
  let path: string
  try {
    path = decodeURIComponent(rawPath)
  } catch {
    return null
  }
  const lower = stripTrailing(path, '/').toLowerCase()
  for (const [from, to] of Object.entries(RENAMED_PATH_PREFIXES)) {
    if (lower !== from && !lower.startsWith(`${from}/`)) continue
    const below = stripTrailing(path, '/').slice(from.length)
    const rest = below === '' ? [] : below.slice(1).split('/')
    if (!rest.every((segment) => SAFE_SEGMENT.test(segment))) return null
    return [to, ...rest.map(encodeURIComponent)].join('/')
  }
  return null
}

export function isPublicPath(path: string): boolean {
  return publicPathSet.has(path)
}
