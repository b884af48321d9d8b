// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { articleTeasers, filterTeasers, sectors, type SectorTopicSlug } from './sectors'

describe('the /sectors filter', () => {
  const topics = Object.keys(sectors.filter.topics) as SectorTopicSlug[]

  it('shows every article when no topic is chosen', () => {
    expect(filterTeasers(articleTeasers, null)).toBe(articleTeasers)
  })

  it.each(topics)('on %s shows only, and at least one, article of that topic', (topic) => {
    const shown = filterTeasers(articleTeasers, topic)
    expect(shown.length).toBeGreaterThan(0)
    for (const teaser of shown) expect(teaser.topics).toContain(topic)
    const others = articleTeasers.filter((t) => !shown.includes(t))
    for (const teaser of others) expect(teaser.topics as readonly SectorTopicSlug[]).not.toContain(topic)
  })

  it('alternates the side of the pictures down the list', () => {
    expect(articleTeasers.map((t) => t.imageSide)).toEqual(
      articleTeasers.map((_, i) => (i % 2 === 0 ? 'left' : 'right')),
    )
  })
})
