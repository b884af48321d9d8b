import { describe, expect, it } from 'vitest'
import { hireBriefSearch, parseHireBriefQuery } from './contract'

const parse = (search: string) => parseHireBriefQuery(`http://x.test/admin/hire-briefs${search}`)

describe('the hiring-brief list URL', () => {
  it('reads the common filters and the brief-only ones', () => {
    expect(
      parse(
        '?page=2&q=+acme+&status=qualified&role=developer&engagement=hourly&from=2026-01-05&to=2026-01-31&mine=1&sort=waiting',
      ),
    ).toEqual({
      page: 2,
      q: 'acme',
      status: 'qualified',
      role: 'developer',
      engagement: 'hourly',
      from: '2026-01-05',
      to: '2026-01-31',
      mine: true,
      sort: 'waiting',
    })
  })

  it('reads anything it does not know as "any" instead of failing the page', () => {
    expect(
      parse('?status=bogus&role=astronaut&engagement=forever&mine=yes&from=2026-13-45&sort=oldest'),
    ).toEqual({
      page: 1,
      q: '',
      mine: false,
      sort: 'newest',
    })
    expect(parse('')).toEqual({ page: 1, q: '', mine: false, sort: 'newest' })
  })

  it('writes the state back in the same order, leaving out defaults', () => {
    const query = parse('?mine=1&to=2026-01-31&engagement=hourly&role=developer&status=new&q=acme&page=3')
    expect(hireBriefSearch(query)).toBe(
      '?q=acme&status=new&role=developer&engagement=hourly&to=2026-01-31&mine=1&page=3',
    )
    expect(hireBriefSearch(query, 1)).toBe(
      '?q=acme&status=new&role=developer&engagement=hourly&to=2026-01-31&mine=1',
    )
    expect(hireBriefSearch(parse(''))).toBe('')
    // Newest first is the default, left out; waiting longest is kept on every page.
    expect(hireBriefSearch(parse('?sort=waiting&page=2'))).toBe('?sort=waiting&page=2')
  })
})
