import { CAREERS_CACHE_CONTROL } from '~/lib/constants'
import { ARTICLE_PATHS, PUBLIC_PATHS, UNLISTED_PATHS } from '~/lib/routes'
import { absoluteUrl } from '~/lib/site-url'
import { getOpeningsCache } from '~/features/openings/index.server'
import { listPublished } from '~/features/publishing/index.server'

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`)
}

const entry = (path: string, lastmod?: string) =>
  `  <url><loc>${escapeXml(absoluteUrl(path))}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ''}</url>`

/** Listed from the database below, with their last change. */
const POST_PATHS: readonly string[] = ARTICLE_PATHS

/**
 * Every public page, each open opening and each published insight and case study with its last
 * change; closed and draft openings and unpublished posts are not listed.
 */
export async function loader() {
  const [openings, insights, caseStudies] = await Promise.all([
    getOpeningsCache().listOpen(),
    listPublished('insight'),
    listPublished('case-study'),
  ])
  const urls = [
    ...PUBLIC_PATHS.filter((path) => !UNLISTED_PATHS.includes(path) && !POST_PATHS.includes(path)).map(
      (path) => entry(path),
    ),
    ...[...insights, ...caseStudies].map((post) => entry(post.path, post.updatedAt)),
    ...openings.map((opening) => entry(`/careers/${opening.slug}`, opening.updatedAt)),
  ].join('\n')
  const body = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`
  // Per request, like the careers pages: a closed opening leaves the sitemap at once.
  return new Response(body, {
    headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': CAREERS_CACHE_CONTROL },
  })
}
