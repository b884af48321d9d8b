// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { home, SERVICE_CATEGORY_SLUGS } from './home'

describe('the home services grid', () => {
  const { cards, maxCardsPerCategory } = home.services

  it.each(SERVICE_CATEGORY_SLUGS)(
    'has a first card for %s, and no more cards than a tab shows',
    (category) => {
      const count = cards.filter((card) => card.category === category).length
      expect(count).toBeGreaterThanOrEqual(1)
      expect(count).toBeLessThanOrEqual(maxCardsPerCategory)
    },
  )
})
