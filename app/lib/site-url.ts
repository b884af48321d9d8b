/** The absolute site origin, fixed at build time for prerendered pages (see scripts/start.mjs). */
export const SITE_URL = (import.meta.env.VITE_SITE_URL ?? 'http://localhost:3000').replace(/\/+$/, '')

export function absoluteUrl(path: string): string {
  return `${SITE_URL}${path === '/' ? '' : path}` || SITE_URL
}
