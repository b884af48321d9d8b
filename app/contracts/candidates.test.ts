import { describe, expect, it } from 'vitest'
import { CandidateProfileSchema, normalizeSkills, parseCandidateQuery, yearsFrom } from './candidates'

describe('candidate facts', () => {
  it('tidies skills into one list without repeats in any case', () => {
    expect(normalizeSkills(' React;typescript , REACT\nNode.js  ,, ')).toBe('React, typescript, Node.js')
    expect(normalizeSkills(null)).toBe('')
  })

  it('reads years of experience only when they are a number', () => {
    expect([yearsFrom('4.5'), yearsFrom(' 10 '), yearsFrom('ten'), yearsFrom(''), yearsFrom('99')]).toEqual([
      4.5,
      10,
      null,
      null,
      null,
    ])
  })

  it('reads the search from the URL, falling back to "any" for anything malformed', () => {
    expect(
      parseCandidateQuery('http://x/?q=%20react%20&skill=Go&years=3&stage=interview&since=2026-01-01&page=2'),
    ).toEqual({
      q: 'react',
      skill: 'Go',
      years: 3,
      stage: 'interview',
      since: '2026-01-01',
      page: 2,
    })
    expect(parseCandidateQuery('http://x/?years=-1&stage=hired-ish&since=yesterday&page=x')).toEqual({
      q: '',
      skill: '',
      years: undefined,
      stage: undefined,
      since: undefined,
      page: 1,
    })
  })

  it('takes staff’s corrections, empty meaning none', () => {
    expect(
      CandidateProfileSchema.parse({ headline: ' ', skills: 'Go;go, Rust', yearsOfExperience: '6.5' }),
    ).toEqual({
      headline: null,
      skills: 'Go, Rust',
      yearsOfExperience: 6.5,
    })
    expect(
      CandidateProfileSchema.safeParse({ headline: '', skills: '', yearsOfExperience: 'six' }).success,
    ).toBe(false)
  })
})
