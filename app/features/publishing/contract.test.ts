import { parseWithZod } from '@conform-to/zod/v4'
import { describe, expect, it } from 'vitest'
import { PostSchema } from './contract'

const form = (entries: [string, string][]) => {
  const data = new FormData()
  for (const [key, value] of entries) data.append(key, value)
  return parseWithZod(data, { schema: PostSchema, disableAutoCoercion: true })
}

const VALID: [string, string][] = [
  ['title', 'A title'],
  ['slug', 'a-title'],
  ['excerpt', 'Teaser'],
  ['summary', 'Summary'],
  ['body', 'Body'],
  ['topics', 'ai'],
  ['author', 'arjun-mehta'],
  ['heroImageId', ''],
  ['heroArt', 'analytics'],
]

describe('the post form', () => {
  it('takes one sector or several, and no image', () => {
    const one = form(VALID)
    expect(one.status).toBe('success')
    if (one.status === 'success') expect(one.value).toMatchObject({ topics: ['ai'], heroImageId: undefined })
    const two = form([...VALID, ['topics', 'data']])
    if (two.status === 'success') expect(two.value.topics).toEqual(['ai', 'data'])
  })

  it('names each field that is wrong', () => {
    const bad = form([
      ['title', ''],
      ['slug', 'Not A Slug'],
      ['excerpt', 'x'],
      ['summary', 'x'],
      ['body', 'x'],
      // Whether the slug is on the team page is the save's to say (unknown_author): here, its form.
      ['author', 'No One!'],
      ['heroImageId', 'x'],
    ])
    expect(bad.status).toBe('error')
    const errors = bad.reply().error ?? {}
    expect(Object.keys(errors).sort()).toEqual(['author', 'heroImageId', 'slug', 'title', 'topics'])
  })
})
