// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { faq } from './faq'
import { privacyPolicy, terms } from './legal'
import { practices } from './practices'

/** Lists whose entries become anchors on one page (/faq#data, /developer#qa-engineer …). */
const anchorLists: Record<string, readonly string[]> = {
  '/faq': faq.items.map((item) => item.id),
  '/terms': terms.sections.map((section) => section.id),
  '/privacy-policy': privacyPolicy.sections.map((section) => section.id),
  ...Object.fromEntries(
    Object.entries(practices).map(([path, page]) => [path, page.section.items.map((item) => item.id)]),
  ),
}

describe('anchors', () => {
  it.each(Object.entries(anchorLists))('on %s are unique', (_path, ids) => {
    expect(ids.length).toBeGreaterThan(0)
    expect(new Set(ids).size).toBe(ids.length)
  })
})
