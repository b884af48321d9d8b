// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { contentFor, requestPath, urlForLog } from './request-path'

const request = (path: string) => new Request(`http://localhost${path}`)

describe('requestPath', () => {
  it('is the page path for the page, a trailing slash and its single-fetch data URL', () => {
    expect(requestPath(request('/developer'))).toBe('/developer')
    expect(requestPath(request('/developer/'))).toBe('/developer')
    expect(requestPath(request('/developer.data?_routes=x'))).toBe('/developer')
    expect(requestPath(request('/'))).toBe('/')
  })
})

describe('contentFor', () => {
  const table = { '/cloud': 'cloud page' }

  it('finds the entry of the path', () => {
    expect(contentFor(table, request('/cloud'))).toEqual({ path: '/cloud', page: 'cloud page' })
  })

  it('throws a 404 response for any other path, inherited keys included', () => {
    for (const path of ['/nope', '/toString']) {
      try {
        contentFor(table, request(path))
        expect.unreachable()
      } catch (error) {
        expect(error).toBeInstanceOf(Response)
        expect((error as Response).status).toBe(404)
      }
    }
  })
})

describe('urlForLog', () => {
  it('drops the query string, where a search for a name or an address would be', () => {
    expect(urlForLog('/admin/contacts?q=asha%40example.com&page=2')).toBe('/admin/contacts')
    expect(urlForLog('http://localhost/admin/applications?q=Ravi')).toBe(
      'http://localhost/admin/applications',
    )
    expect(urlForLog('/admin')).toBe('/admin')
  })
})
