import { describe, expect, it } from 'vitest'
import { pageIndex } from '~/content/page-index'
import { findRedirect, LEGACY_REDIRECTS, PUBLIC_PATHS } from './routes'

describe('route table', () => {
  it('sends every legacy path to a canonical page', () => {
    for (const [from, to] of Object.entries(LEGACY_REDIRECTS)) {
      const [path] = to.split('#')
      expect(PUBLIC_PATHS, `${from} -> ${to}`).toContain(path)
    }
  })

  it('gives every canonical page a title and description', () => {
    expect(Object.keys(pageIndex).sort()).toEqual([...PUBLIC_PATHS].sort())
  })

  it('has only lowercase canonical paths without trailing slashes', () => {
    for (const path of PUBLIC_PATHS) {
      expect(path).toBe(path.toLowerCase())
      if (path !== '/') expect(path.endsWith('/')).toBe(false)
    }
  })
})

describe('findRedirect', () => {
  it.each([
    ['/Cloud', '/cloud'],
    ['/TeamCategories%20', '/#talent'],
    ['/StatsSection.jsx', '/about#stats'],
    ['/FAQ', '/faq'],
    ['/itteam', '/it-team'],
    ['/ITTEAM', '/it-team'],
    ['/About', '/about'],
    ['/about/', '/about'],
    ['/Staffing/', '/staffing'],
    ['/apply', '/careers/apply'],
  ])('%s -> %s', (from, to) => {
    expect(findRedirect(from)).toBe(to)
  })

  it.each(['/', '/about', '/faq', '/staffing/it-talent', '/admin', '/api/health', '/no-such-page'])(
    'leaves %s alone',
    (path) => {
      expect(findRedirect(path)).toBeNull()
    },
  )

  it('does not throw on a malformed escape', () => {
    expect(findRedirect('/%E0%A4%A')).toBeNull()
  })
})
