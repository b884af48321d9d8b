import AxeBuilder from '@axe-core/playwright'
import type { Locator, Page } from '@playwright/test'
import { details } from '../app/content/details'
import { hire } from '../app/content/hire'
import { practices } from '../app/content/practices'
import { claims, formatRating, site } from '../app/content/site'
import { IT_TEAM_PHOTO_INTERVAL_MS, talentPages, type TalentPage } from '../app/content/talent'
import { itTeam } from '../app/content/team'
import { DETAIL_PATHS, PRACTICE_PATHS, SERVICE_PATHS, TALENT_PATHS } from '../app/lib/routes'
import { pauseClock, restartRotation } from './clock'
import { expect, settleAnimations, test } from './fixtures'

const PAGES = [...PRACTICE_PATHS, ...SERVICE_PATHS, ...TALENT_PATHS, ...DETAIL_PATHS, '/hire'] as const
const WIDTHS = [390, 1440] as const

/** The final figures each practice page shows, in page order. */
const FIGURES = {
  '/developer': ['86%', '57%', '2-3x', '$10B+'],
  '/staffing': ['95%', '70%', '3x', '$50M+'],
  '/digital-marketing': ['89%', '61%', '4x', '$400B+'],
} as const

const statValues = (page: Page) => page.locator('#stats [data-stat-value]')

test.describe('every service and talent page', () => {
  for (const path of PAGES) {
    test(`${path} loads cleanly with one h1 and headings in order`, async ({ page }) => {
      const response = await page.goto(path)
      expect(response?.status()).toBe(200)
      const levels = await page
        .locator('main')
        .locator('h1, h2, h3, h4, h5, h6')
        .evaluateAll((nodes) => nodes.map((node) => Number(node.tagName[1])))
      expect(levels.filter((level) => level === 1)).toHaveLength(1)
      expect(levels[0]).toBe(1)
      levels.forEach((level, i) => {
        if (i > 0) expect(level, `heading ${i} of ${path}`).toBeLessThanOrEqual(levels[i - 1]! + 1)
      })
    })
  }
})

test.describe('axe', () => {
  for (const width of WIDTHS) {
    test(`no violations on any page at ${width} px`, async ({ page }) => {
      test.setTimeout(240_000)
      await page.setViewportSize({ width, height: 900 })
      const failures: string[] = []
      // Also with a role open (its cards) and a service open.
      for (const path of [...PAGES, '/developer#frontend-developer', '/staffing#executive-search']) {
        await page.goto(path)
        if (path.includes('#')) await expect(page.locator('details[open]')).toHaveCount(1)
        await settleAnimations(page)
        const { violations } = await new AxeBuilder({ page }).analyze()
        for (const v of violations) {
          const nodes = v.nodes.map((n) => n.target.join(' ')).slice(0, 3)
          failures.push(`${path}: ${v.id} (${v.impact}) ${nodes.join(' | ')}`)
        }
      }
      expect(failures, failures.join('\n')).toEqual([])
    })
  }
})

test.describe('For More / Close toggles', () => {
  for (const path of PRACTICE_PATHS) {
    test(`${path}: one open at a time, labelled For More and Close`, async ({ page }) => {
      const [first, second] = practices[path].section.items
      await page.goto(path)
      const one = page.locator(`details#${first!.id}`)
      const two = page.locator(`details#${second!.id}`)
      await expect(page.locator('details[open]')).toHaveCount(0)
      await expect(one.locator('summary').getByText('For More')).toBeVisible()
      await expect(one.locator('h4')).toHaveCount(3)
      await expect(one.locator('h4').first()).toBeHidden()

      await one.locator('summary').click()
      await expect(one).toHaveAttribute('open', '')
      await expect(one.locator('summary').getByText('Close')).toBeVisible()
      await expect(one.locator('summary').getByText('For More')).toBeHidden()
      for (const card of first!.cards)
        await expect(one.getByRole('heading', { name: card.title })).toBeVisible()

      await two.locator('summary').click()
      await expect(two).toHaveAttribute('open', '')
      await expect(one).not.toHaveAttribute('open')
      await expect(page.locator('details[open]')).toHaveCount(1)

      await two.locator('summary').click()
      await expect(page.locator('details[open]')).toHaveCount(0)
      await expect(two.locator('summary').getByText('For More')).toBeVisible()
    })
  }

  test('work from the keyboard, and a link to a role opens it', async ({ page }) => {
    await page.goto('/developer#devops-engineer')
    await expect(page.locator('details#devops-engineer')).toHaveAttribute('open', '')
    const summary = page.locator('details#qa-engineer summary')
    await summary.focus()
    await page.keyboard.press('Enter')
    await expect(page.locator('details#qa-engineer')).toHaveAttribute('open', '')
    await expect(page.locator('details#devops-engineer')).not.toHaveAttribute('open')
  })
})

/** How often a practice page's counters add one step. */
const TICK_MS = 30
const ZERO = /^\$?0(\.0)?[%xMB+]*$/
const amount = (text: string | null) => Number.parseFloat((text ?? '').replace(/[^\d.]/g, ''))

test.describe('stat counters', () => {
  test.use({ viewport: { width: 1440, height: 700 } })

  for (const path of PRACTICE_PATHS) {
    test(`${path}: wait at 0 until in view, then count up to the final figures`, async ({ page }) => {
      await page.clock.install()
      await page.goto(path)
      await pauseClock(page)
      const values = statValues(page)
      const figures = FIGURES[path]
      // Hydrated and still off screen: the counted figures wait at 0; '2-3x' is static text.
      await page.clock.runFor(TICK_MS * 20)
      for (const [i, figure] of figures.entries()) {
        await expect(values.nth(i)).toHaveText(figure === '2-3x' ? '2-3x' : ZERO)
      }
      await values.last().scrollIntoViewIfNeeded()
      await expect
        .poll(async () => {
          await page.clock.runFor(TICK_MS)
          return amount(await values.first().textContent())
        })
        .toBeGreaterThan(0)
      // One step a tick: ten ticks on, ten more.
      const started = amount(await values.first().textContent())
      await page.clock.runFor(TICK_MS * 10)
      await expect.poll(async () => amount(await values.first().textContent())).toBe(started + 10)
      await page.clock.runFor(TICK_MS * 500)
      await expect(values).toHaveText([...figures])
    })
  }

  test('count in 0.1 steps for $10B+ and end on the whole figure', async ({ page }) => {
    await page.clock.install()
    await page.goto('/developer')
    await pauseClock(page)
    const dollars = statValues(page).nth(3)
    await expect(dollars).toHaveText('$0.0B+')
    await dollars.scrollIntoViewIfNeeded()
    await expect
      .poll(async () => {
        await page.clock.runFor(TICK_MS)
        return dollars.textContent()
      })
      .not.toBe('$0.0B+')
    await expect(dollars).toHaveText(/^\$\d\.\dB\+$/)
    await page.clock.runFor(TICK_MS * 200)
    await expect(dollars).toHaveText('$10B+')
  })

  for (const path of PRACTICE_PATHS) {
    test(`${path}: shows the final figures at once, and never counts, under reduced motion`, async ({
      page,
    }) => {
      await page.emulateMedia({ reducedMotion: 'reduce' })
      await page.clock.install()
      await page.goto(path)
      await pauseClock(page)
      await page.locator('#stats').scrollIntoViewIfNeeded()
      await expect(statValues(page)).toHaveText([...FIGURES[path]])
      await page.clock.runFor(TICK_MS * 10)
      await expect(statValues(page)).toHaveText([...FIGURES[path]])
    })
  }
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('the counters, roles and services read complete', async ({ page }) => {
    for (const path of PRACTICE_PATHS) {
      await page.goto(path)
      await expect(statValues(page)).toHaveText([...FIGURES[path]])
      for (const item of practices[path].section.items) {
        await expect(page.getByRole('heading', { level: 3, name: item.title })).toBeVisible()
      }
    }
  })

  test('the it-team page shows its first photo and the back texts of the team', async ({ page }) => {
    await page.goto('/it-team')
    await expect(page.locator('[aria-roledescription="carousel"]')).toHaveAttribute('data-active-index', '0')
    await expect(page.getByText(itTeam[0]!.bio)).toBeAttached()
  })
})

test.describe('/it-team hero photos', () => {
  const count = talentPages['/it-team'].hero.rotatingPhotos.length
  const carousel = (page: Page) => page.locator('[aria-roledescription="carousel"]')

  test('advance one photo per interval, in order, and hold while hovered', async ({ page }) => {
    await page.clock.install()
    await page.goto('/it-team')
    await restartRotation(page, carousel(page))
    const first = Number(await carousel(page).getAttribute('data-active-index'))

    await page.clock.runFor(IT_TEAM_PHOTO_INTERVAL_MS - 1)
    await expect(carousel(page)).toHaveAttribute('data-active-index', String(first))
    for (let i = 1; i <= count; i++) {
      await page.clock.runFor(i === 1 ? 1 : IT_TEAM_PHOTO_INTERVAL_MS)
      await expect(carousel(page)).toHaveAttribute('data-active-index', String((first + i) % count))
    }

    await carousel(page).locator('[aria-roledescription="slide"]:not([inert])').hover()
    const held = await carousel(page).getAttribute('data-active-index')
    await page.clock.runFor(IT_TEAM_PHOTO_INTERVAL_MS * 3)
    await expect(carousel(page)).toHaveAttribute('data-active-index', held!)

    await page.mouse.move(0, 0)
    await page.clock.runFor(IT_TEAM_PHOTO_INTERVAL_MS)
    await expect(carousel(page)).toHaveAttribute('data-active-index', String((Number(held) + 1) % count))
  })

  test('stay on the first photo under reduced motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await page.clock.install()
    await page.goto('/it-team')
    await expect(carousel(page).getByRole('button', { name: 'Next slide' })).toBeVisible()
    await pauseClock(page)
    await page.clock.runFor(IT_TEAM_PHOTO_INTERVAL_MS * 3)
    await expect(carousel(page)).toHaveAttribute('data-active-index', '0')
  })
})

/** The rotation about the Y axis of a flip card's turning layer, in degrees (0 front, 180 back). */
async function turn(card: Locator): Promise<number> {
  return card.locator('[data-face="back"]').evaluate((back) => {
    const matrix = new DOMMatrix(getComputedStyle(back.parentElement!).transform)
    return Math.round((Math.acos(Math.max(-1, Math.min(1, matrix.m11))) * 180) / Math.PI)
  })
}

test.describe('team flip cards', () => {
  const person = itTeam[0]!
  const card = (page: Page) => page.locator('[data-flipped]').filter({ hasText: person.name })

  test('turn on hover and on keyboard focus, with the back text in the accessibility tree', async ({
    page,
  }) => {
    await page.goto('/it-team')
    await expect(card(page)).toHaveAttribute('data-js', 'true')
    await expect.poll(() => turn(card(page))).toBe(0)
    expect(await card(page).ariaSnapshot()).toContain(person.bio)

    await card(page).locator('[data-face="back"]').hover({ force: true })
    await expect.poll(() => turn(card(page))).toBe(180)
    await page.mouse.move(0, 0)
    await expect.poll(() => turn(card(page))).toBe(0)

    const toggle = card(page).getByRole('button', { name: new RegExp(`^Show details\\s*: ${person.name}$`) })
    await page.keyboard.press('Tab')
    await toggle.focus()
    await expect.poll(() => turn(card(page))).toBe(180)
    await page.keyboard.press('Enter')
    await expect(toggle).toHaveAttribute('aria-pressed', 'true')
  })

  test.describe('on a touch screen', () => {
    test.use({ hasTouch: true, isMobile: true, viewport: { width: 390, height: 844 } })

    test('turn on tap and back on a second tap', async ({ page }) => {
      await page.goto('/it-team')
      await expect(card(page)).toHaveAttribute('data-js', 'true')
      await card(page).getByRole('heading', { name: person.name }).tap()
      await expect(card(page)).toHaveAttribute('data-flipped', 'true')
      await expect.poll(() => turn(card(page))).toBe(180)
      await card(page).getByText(person.bio).tap({ force: true })
      await expect(card(page)).toHaveAttribute('data-flipped', 'false')
    })
  })
})

test.describe('talent, detail and hire pages', () => {
  test('talent cards lead to their specialist pages', async ({ page }) => {
    for (const path of TALENT_PATHS) {
      const cards = (talentPages as Record<string, TalentPage>)[path]!.cards
      if (!cards) continue
      await page.goto(path)
      for (const item of cards.items) {
        await expect(page.getByRole('link', { name: item.link.label })).toHaveAttribute('href', item.link.to)
      }
    }
    await page.goto('/it-team')
    await expect(page.getByRole('link', { name: 'Send a hiring brief' }).first()).toHaveAttribute(
      'href',
      '/hire/brief?role=developer',
    )
    await expect(page.getByRole('link', { name: 'Schedule a call' }).first()).toHaveAttribute(
      'href',
      '/contact',
    )
  })

  test('detail pages show three image-and-text blocks and a way back', async ({ page }) => {
    for (const path of DETAIL_PATHS) {
      await page.goto(path)
      const page_ = details[path]
      await expect(page.locator('main article')).toHaveCount(3)
      for (const block of page_.blocks)
        await expect(page.getByRole('heading', { level: 2, name: block.title })).toBeVisible()
      await expect(page.getByRole('link', { name: page_.back.label }).first()).toHaveAttribute(
        'href',
        page_.back.to,
      )
    }
  })

  test('/hire links each category to its talent page, leads to the brief, and states the claims once', async ({
    page,
  }) => {
    await page.goto('/hire')
    for (const item of hire.categories.items) {
      await expect(page.getByRole('link', { name: item.link.label })).toHaveAttribute('href', item.link.to)
    }
    await expect(page.getByRole('link', { name: hire.contact.action.label }).first()).toHaveAttribute(
      'href',
      '/hire/brief',
    )
    await expect(page.getByRole('link', { name: 'Talk to an expert' }).first()).toHaveAttribute(
      'href',
      '/contact',
    )
    await expect(page.locator('#demand').getByRole('heading', { level: 2 })).toHaveText(hire.demand.title)
    const whyUs = page.locator('#why-us')
    for (const claim of [
      `Hire in under ${claims.hireWithinHours} hours`,
      `${claims.trialToHirePercent}% trial-to-hire`,
      `Matched in under ${claims.averageMatchHours} hours`,
      'Pay only if satisfied',
      `${claims.onboardingSupportDays} days of onboarding support`,
    ]) {
      await expect(whyUs.getByRole('heading', { name: claim })).toBeVisible()
    }
    await expect(whyUs).toContainText(formatRating())
  })
})

test('service and practice pages carry schema.org Service data with the company as provider', async ({
  request,
}) => {
  for (const path of [...SERVICE_PATHS, ...PRACTICE_PATHS]) {
    const html = await (await request.get(path)).text()
    const blocks = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map(
      (m) => JSON.parse(m[1]!) as Record<string, unknown>,
    )
    const service = blocks.find((block) => block['@type'] === 'Service')
    expect(service, path).toBeTruthy()
    expect(service!.serviceType, path).toBeTruthy()
    expect(service!.areaServed, path).toBeTruthy()
    expect(service!.provider, path).toMatchObject({ '@type': 'Organization', name: site.name })
  }
})
