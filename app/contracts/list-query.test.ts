import { describe, expect, it } from 'vitest'
import { listSearch, parseListQuery } from './list-query'

const STATUSES = ['new', 'handled', 'spam'] as const
const parse = (search: string) => parseListQuery(`http://x.test/admin/contacts${search}`, STATUSES)

describe('the admin list URL', () => {
  it('reads page, search, status and day range', () => {
    expect(parse('?page=3&q=+asha+&status=spam&from=2026-01-05&to=2026-01-31')).toEqual({
      page: 3,
      q: 'asha',
      status: 'spam',
      from: '2026-01-05',
      to: '2026-01-31',
    })
  })

  it('falls back to the defaults for anything it cannot read, instead of failing the page', () => {
    expect(parse('?page=0&status=bogus&from=2026-13-45&to=yesterday')).toEqual({ page: 1, q: '' })
    expect(parse('?page=abc').page).toBe(1)
    expect(parse('?page=100001').page).toBe(1)
    expect(parse('')).toEqual({ page: 1, q: '' })
  })

  it('cuts a search longer than 200 characters to its first 200', () => {
    expect(parse(`?q=${'a'.repeat(250)}`).q).toBe('a'.repeat(200))
  })

  it('writes the state back, leaving out defaults, so links stay short and shareable', () => {
    expect(listSearch(parse('?q=asha&status=new&page=2'))).toBe('?q=asha&status=new&page=2')
    expect(listSearch(parse('?q=asha&page=2'), { page: 1 })).toBe('?q=asha')
    expect(listSearch(parse(''))).toBe('')
  })
})
