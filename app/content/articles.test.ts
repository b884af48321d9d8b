// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { articles, countArticleWords, getArticle } from './articles'
import { articleTeasers, filterTeasers, sectors, type SectorTopicSlug } from './sectors'
import { ARTICLE_SLUGS } from '~/lib/routes'

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

describe('articles', () => {
  it.each(ARTICLE_SLUGS)('%s states a reading time that matches its length', (slug) => {
    const article = articles[slug]
    expect(article.readingMinutes).toBe(Math.ceil(countArticleWords(article) / 220))
  })

  it('are found by slug, and an unknown slug finds none', () => {
    for (const slug of ARTICLE_SLUGS) expect(getArticle(slug)?.slug).toBe(slug)
    expect(getArticle('nope')).toBeUndefined()
    expect(getArticle('toString')).toBeUndefined()
  })
})
