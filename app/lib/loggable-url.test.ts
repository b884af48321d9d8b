import { describe, expect, it } from 'vitest'
import { loggableUrl } from './loggable-url'

describe('URLs in logs', () => {
  it('drop the query string, where a link’s token or a search for a name or an address would be', () => {
    const token = 'x'.repeat(43)
    expect(loggableUrl(`http://localhost:3000/careers/status?token=${token}`)).toBe(
      'http://localhost:3000/careers/status',
    )
    expect(loggableUrl(`/careers/status?a=1&token=${token}`)).toBe('/careers/status')
    expect(loggableUrl('/admin/contacts?q=asha%40example.com&page=2')).toBe('/admin/contacts')
    expect(loggableUrl('http://localhost/admin/applications?q=Ravi')).toBe(
      'http://localhost/admin/applications',
    )
  })

  it('never carry a shortlist token in the path, nor what follows it', () => {
    const token = 'x'.repeat(43)
    expect(loggableUrl(`http://localhost:3000/shortlist/${token}?answered=3`)).toBe(
      'http://localhost:3000/shortlist/[token]',
    )
    expect(loggableUrl(`/SHORTLIST/${token}`)).toBe('/SHORTLIST/[token]')
  })

  it('leave other paths as they are', () => {
    expect(loggableUrl('/about')).toBe('/about')
    expect(loggableUrl('/admin')).toBe('/admin')
  })
})
