// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { connect } from './connect'
import { site } from './site'
import { ADMIN_LOGIN_PATH, isPublicPath } from '~/lib/routes'

const modules = import.meta.glob(['./*.ts', '!./*.test.ts'], { eager: true })

/** Every internal link the content holds: the values of `to`, `link` (as a string) and `path`. */
function internalLinks(value: unknown, key = '', out: string[] = []): string[] {
  if (typeof value === 'string') {
    if (['to', 'link', 'path'].includes(key) && value.startsWith('/')) out.push(value)
  } else if (Array.isArray(value)) {
    for (const item of value) internalLinks(item, key, out)
  } else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) internalLinks(v, k, out)
  }
  return out
}

describe('links in the content', () => {
  const links = [...new Set(internalLinks(Object.values(modules)))]

  it('are found in every kind of page', () => {
    expect(links).toEqual(expect.arrayContaining(['/contact', '/it-team', '/developer#devops-engineer']))
  })

  // A canonical link needs no redirect. Whether each anchor exists is checked in the rendered
  // pages (e2e/quality.spec.ts).
  it.each(links.filter((link) => link !== ADMIN_LOGIN_PATH))(
    '%s is a canonical page, or an anchor on one',
    (link) => {
      const [path = '', anchor] = link.split('#')
      expect(isPublicPath(path.split('?')[0] ?? '')).toBe(true)
      if (anchor !== undefined) expect(anchor).toMatch(/^[a-z0-9-]+$/)
    },
  )

  it('leave the site only for the addresses site.ts names', () => {
    const hrefs: string[] = connect.tiles.flatMap((tile) =>
      tile.kind === 'expandable' ? tile.links.map((link) => link.href) : [],
    )
    const known = new Set<string>([
      ...Object.values(site.social),
      ...Object.values(site.external),
      ...Object.values(site.email).map((address) => `mailto:${address}`),
    ])
    expect(hrefs.length).toBeGreaterThan(0)
    for (const href of hrefs) expect(known.has(href), href).toBe(true)
  })
})
