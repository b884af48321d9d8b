import { describe, expect, it } from 'vitest'
import { pageIndex } from '~/content/page-index'
import { findRedirect, findRenamedPath, LEGACY_REDIRECTS, PUBLIC_PATHS } from './routes'

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

  it.each([
    ['/%2Fevil.example/', 'an encoded slash'],
    ['/%2fevil.example/', 'an encoded slash in lowercase'],
    ['/%5Cevil.example/', 'an encoded backslash'],
    ['/%5C%5Cevil.example/', 'two encoded backslashes'],
    ['/%09/evil.example/', 'an encoded tab'],
    ['/%0D%0ALocation:%20https://evil.example/', 'an encoded CR/LF'],
    ['/https:%2F%2Fevil.example/', 'an absolute URL'],
    ['//evil.example/', 'a protocol-relative path'],
    ['/\\evil.example/', 'a backslash'],
    ['/about/%2E%2E/%2Fevil.example/', 'dot-segments'],
    ['/no-such-page/', 'a path we do not serve'],
  ])('never redirects %s (%s)', (path) => {
    expect(findRedirect(path)).toBeNull()
  })

  it('trims the slash only from paths we serve, rebuilt from their plain segments', () => {
    expect(findRedirect('/careers/senior-react-developer/')).toBe('/careers/senior-react-developer')
    expect(findRedirect('/admin/contacts/7//')).toBe('/admin/contacts/7')
    expect(findRedirect('/ITStaffing/')).toBe('/it-staffing')
    expect(findRedirect('/TeamCategories%20/')).toBe('/#talent')
  })

  it('trims every trailing slash, and leaves a run of slashes before a segment alone', () => {
    expect(findRedirect('/about///')).toBe('/about')
    expect(findRedirect(`${'/'.repeat(2000)}about/`)).toBeNull()
  })

  it('does not throw on a malformed escape', () => {
    expect(findRedirect('/%E0%A4%A')).toBeNull()
  })
})

describe('the client shortlist address', () => {
  it('sends a slash-ended shortlist address to the address without it, as it does for other pages', () => {
    expect(findRedirect('/shortlist/abc_DEF-123/')).toBe('/shortlist/abc_DEF-123')
  })
})

describe('renamed paths', () => {
  it('sends the old hiring-brief API and admin list, and what lies below them, to their new names', () => {
    expect(findRenamedPath('/api/hire-request')).toBe('/api/hire-brief')
    expect(findRenamedPath('/api/hire-request/')).toBe('/api/hire-brief')
    expect(findRenamedPath('/admin/hire-requests')).toBe('/admin/hire-briefs')
    expect(findRenamedPath('/admin/hire-requests/12/shortlist')).toBe('/admin/hire-briefs/12/shortlist')
    expect(findRenamedPath('/Admin/Hire-Requests/12')).toBe('/admin/hire-briefs/12')
  })

  it('leaves the new names and look-alikes alone', () => {
    expect(findRenamedPath('/api/hire-brief')).toBeNull()
    expect(findRenamedPath('/api/hire-requests')).toBeNull()
    expect(findRenamedPath('/admin/hire-requestsx')).toBeNull()
  })

  it('never builds an address off the site from what follows the old prefix', () => {
    expect(findRenamedPath('/admin/hire-requests/%2F%2Fevil.example')).toBeNull()
    expect(findRenamedPath('/admin/hire-requests/..')).toBeNull()
    expect(findRenamedPath('/api/hire-request/%E0%A4%A')).toBeNull()
  })
})
