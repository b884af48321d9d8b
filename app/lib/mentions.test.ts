import { describe, expect, it } from 'vitest'
import {
  insertMention,
  matchMembers,
  MENTION_CHOICES_MAX,
  mentionBeforeCaret,
  mentionedIn,
  nameMentions,
  splitMentions,
} from './mentions'

const leela = { username: 'e2e-admin', name: 'Leela Tandon' }
const vivek = { username: 'e2e-recruiter', name: 'Vivek Bhatt' }
const zoya = { username: 'e2e-sales', name: 'Zoya Mirza' }
const meera = { username: 'meera', name: 'Meera Iyer' }
const meeraIyer = { username: 'meera.iyer', name: 'Meera Iyer-Shah' }
const team = [leela, vivek, zoya, meera, meeraIyer]

describe('the mention being typed', () => {
  it.each([
    ['@', 1, { start: 0, query: '' }],
    ['Over to @viv', 12, { start: 8, query: 'viv' }],
    ['(@Zo', 4, { start: 1, query: 'Zo' }],
    ['cc @meera.iy', 12, { start: 3, query: 'meera.iy' }],
    ['@Zoë', 4, { start: 0, query: 'Zoë' }],
  ])('%s with the caret at %i is %o', (text, caret, typed) => {
    expect(mentionBeforeCaret(text, caret)).toEqual(typed)
  })

  it.each([
    ['no at sign', 4],
    ['write to team@vivek', 19],
    // A space ends it: the caret is past the mention.
    ['@vivek ', 7],
    // The caret before the @ is not in it.
    ['see @vivek', 4],
    ['@@vivek', 7],
  ])('%s with the caret at %i is none', (text, caret) => {
    expect(mentionBeforeCaret(text, caret)).toBeNull()
  })
})

describe('the members offered', () => {
  const names = (query: string) => matchMembers(team, query).map((m) => m.name)

  it('finds a name, a later word of it or a username by its start, in any case', () => {
    expect(names('viv')).toEqual(['Vivek Bhatt'])
    expect(names('BH')).toEqual(['Vivek Bhatt'])
    expect(names('e2e-s')).toEqual(['Zoya Mirza'])
    expect(names('shah')).toEqual(['Meera Iyer-Shah'])
    expect(names('x')).toEqual([])
  })

  it('puts a name or username that starts so before one with a later word that does, then by name', () => {
    const people = [
      { username: 'ravi', name: 'Ravi Menon' },
      { username: 'asha', name: 'Asha Ravindran' },
      { username: 'arun', name: 'Arun Raval' },
    ]
    expect(matchMembers(people, 'rav').map((m) => m.username)).toEqual(['ravi', 'arun', 'asha'])
  })

  it('offers every member for a bare @, at most a handful', () => {
    const many = Array.from({ length: 10 }, (_, i) => ({ username: `m${i}`, name: `Member ${i}` }))
    expect(matchMembers(many, '')).toHaveLength(MENTION_CHOICES_MAX)
    expect(matchMembers(team, '').map((m) => m.name)).toEqual([
      'Leela Tandon',
      'Meera Iyer',
      'Meera Iyer-Shah',
      'Vivek Bhatt',
      'Zoya Mirza',
    ])
  })
})

describe('picking a member', () => {
  it('writes @username and a space in place of what was typed, the caret after it', () => {
    const text = 'Over to @viv please'
    const typed = mentionBeforeCaret(text, 12)!
    expect(insertMention(text, typed, 12, 'e2e-recruiter')).toEqual({
      text: 'Over to @e2e-recruiter please',
      caret: 23,
    })
    expect(insertMention('@', { start: 0, query: '' }, 1, 'e2e-sales')).toEqual({
      text: '@e2e-sales ',
      caret: 11,
    })
  })
})

describe('a note’s mentions', () => {
  it('names the members a note mentions, each as a whole username', () => {
    const body = 'Over to @e2e-recruiter and @meera.iyer; not team@e2e-sales.example'
    expect(mentionedIn(body, team)).toEqual([vivek, meeraIyer])
  })

  it('cuts the note at each mention, and writes it with names', () => {
    const body = '@e2e-admin: call back, then tell @E2E-Admin.'
    expect(splitMentions(body, [leela])).toEqual([leela, ': call back, then tell ', leela, '.'])
    expect(nameMentions(body, [leela])).toBe('@Leela Tandon: call back, then tell @Leela Tandon.')
    expect(nameMentions('Nobody named', [leela])).toBe('Nobody named')
  })
})
