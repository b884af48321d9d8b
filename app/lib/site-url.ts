/**
 * The site's public origin (SITE_URL) for absolute links: canonical and Open Graph URLs, the
 * sitemap, robots.txt, structured data. The build does not know it, so one build serves any
 * address (docs/decisions/009-one-build-for-every-address.md):
 * - pages prerendered at build carry BUILD_ORIGIN, which the server replaces with SITE_URL once
 *   at start (server/prerendered.ts);
 * - the running server sets SITE_URL before it answers anything (setSiteUrl, at start);
 * - in the browser it is the page's own origin.
 */
export const BUILD_ORIGIN = 'https://site-origin.invalid'

const RUNTIME_ORIGIN = Symbol.for('brightpath.siteUrl')
type OriginHolder = { [RUNTIME_ORIGIN]?: string }

function currentOrigin(): string {
  if (typeof window !== 'undefined') return window.location.origin
  // Kept on globalThis so a module reloaded by the dev server still knows it.
  return (globalThis as OriginHolder)[RUNTIME_ORIGIN] ?? BUILD_ORIGIN
}

/**
 * The origin, e.g. "https://brightpath.example". A live binding that setSiteUrl updates: read it
 * when a URL is built; a copy taken while modules load (a module-level constant) keeps
 * BUILD_ORIGIN, which the server then replaces in the HTML it sends (server/origin.ts).
 */
export let SITE_URL = currentOrigin()

/** Sets the origin for this process from the configured SITE_URL (only its scheme, host and port). */
export function setSiteUrl(url: string): void {
  const origin = new URL(url).origin
  ;(globalThis as OriginHolder)[RUNTIME_ORIGIN] = origin
  SITE_URL = origin
}

export function absoluteUrl(path: string): string {
  return path === '/' ? SITE_URL : `${SITE_URL}${path}`
}
