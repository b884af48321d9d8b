import { AxeBuilder } from '../support/axe'
import type { Locator, Page } from '@playwright/test'
import { details } from '../../app/content/details'
import { hire } from '../../app/content/hire'
import { practices } from '../../app/content/practices'
import { claims, formatRating, site } from '../../app/content/site'
import { IT_TEAM_PHOTO_INTERVAL_MS, talentPages, type TalentPage } from '../../app/content/talent'
import { itTeam } from '../../app/content/team'
import { DETAIL_PATHS, PRACTICE_PATHS, SERVICE_PATHS, TALENT_PATHS } from '../../app/lib/routes'
import { expect, settleAnimations, test } from '../support/fixtures'
import {
  amount,
  detailsFor,
  drawnFigures,
  scrollIntoViewSettled,
  scrollTopTo,
  seekSlides,
  shownSlides,
  slidePlayStates,
} from '../support/widgets'

const PAGES = [...PRACTICE_PATHS, ...SERVICE_PATHS, ...TALENT_PATHS, ...DETAIL_PATHS, '/hire'] as const
const WIDTHS = [390, 1440] as const

/** The final figures each practice page shows, in page order. */
const FIGURES = {
  '/developer': ['86%', '57%', '2-3x', '$10B+'],
  '/staffing': ['95%', '70%', '3x', '$50M+'],
  '/digital-marketing': ['89%', '61%', '4x', '$400B+'],
} as const

const statValues = (page: Page) => page.locator('#stats [data-stat-value]')
/** A counted figure drawn at its start. */
const ZERO = /^\$?0(\.0)?[%xMB+]*$/

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
    // Every page as it loads is checked in quality.spec.ts; here, with a role open (its cards) and
    // a service open.
    test(`no violations with a role or a service open at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 })
      const failures: string[] = []
      for (const path of ['/developer#frontend-developer', '/staffing#executive-search']) {
        await page.goto(path)
        await expect(page.locator('details[open]')).toHaveCount(1)
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

for (const javaScriptEnabled of [true, false]) {
  test.describe(`For More / Close toggles, ${javaScriptEnabled ? 'with' : 'without'} script`, () => {
    test.use({ javaScriptEnabled })

    for (const path of PRACTICE_PATHS) {
      test(`${path}: one open at a time, labelled For More and Close`, async ({ page }) => {
        const [first, second] = practices[path].section.items
        await page.goto(path)
        const one = detailsFor(page, first!.id)
        const two = detailsFor(page, second!.id)
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

        // Each panel opens over a moment and moves what is below it: click once it has settled.
        await settleAnimations(page)
        await two.locator('summary').click()
        await expect(two).toHaveAttribute('open', '')
        await expect(one).not.toHaveAttribute('open')
        await expect(page.locator('details[open]')).toHaveCount(1)

        await settleAnimations(page)
        await two.locator('summary').click()
        await expect(page.locator('details[open]')).toHaveCount(0)
        await expect(two.locator('summary').getByText('For More')).toBeVisible()
      })
    }

    test('work from the keyboard, and a link to a role opens it, from another page or the address', async ({
      page,
    }) => {
      await page.goto('/developer#devops-engineer')
      const devops = detailsFor(page, 'devops-engineer')
      await expect(devops).toHaveAttribute('open', '')
      await expect(devops.locator('summary')).toBeInViewport()
      const summary = detailsFor(page, 'qa-engineer').locator('summary')
      await summary.focus()
      await page.keyboard.press('Enter')
      await expect(detailsFor(page, 'qa-engineer')).toHaveAttribute('open', '')
      await expect(devops).not.toHaveAttribute('open')
      await page.keyboard.press('Space')
      await expect(page.locator('details[open]')).toHaveCount(0)

      await page.goto('/cloud')
      await page.getByRole('link', { name: 'DevOps engineers' }).click()
      await expect(page).toHaveURL(/\/developer#devops-engineer$/)
      await expect(devops).toHaveAttribute('open', '')
      await expect(page.locator('details[open]')).toHaveCount(1)
    })
  })
}

const statsSection = (page: Page) => page.locator('#stats')

test.describe('stat counters', () => {
  test.use({ viewport: { width: 1440, height: 700 } })

  for (const path of PRACTICE_PATHS) {
    test(`${path}: at 0 below the fold, counting while they scroll in, final once in view`, async ({
      page,
    }) => {
      await page.goto(path)
      const figures = [...FIGURES[path]]
      // The HTML holds the final figures, whatever is drawn.
      await expect(statValues(page)).toHaveText(figures)
      // Drawn from the first frame the scroll timeline has ticked: read too early, before it, the
      // counters are not laid over the figures yet.
      await expect
        .poll(() => drawnFigures(statsSection(page)))
        .toEqual(figures.map((f) => (f === '2-3x' ? f : expect.stringMatching(ZERO))))

      const first = statValues(page).first()
      await scrollTopTo(first, 600)
      const partway = (await drawnFigures(statsSection(page))).map(amount)
      const finals = figures.map(amount)
      partway.forEach((value, i) => {
        if (figures[i] === '2-3x') return
        expect(value, figures[i]).toBeGreaterThan(0)
        expect(value, figures[i]).toBeLessThan(finals[i]!)
      })
      await scrollTopTo(first, 550)
      const further = (await drawnFigures(statsSection(page))).map(amount)
      expect(further[0]).toBeGreaterThan(partway[0]!)

      await scrollTopTo(first, 200)
      expect(await drawnFigures(statsSection(page))).toEqual(figures)
      await expect(page.locator('#stats [data-stat-count]').first()).toHaveCSS('opacity', '0')
    })
  }

  test('count $10B+ in tenths and end on the whole figure', async ({ page }) => {
    await page.goto('/developer')
    const dollars = async () => (await drawnFigures(statsSection(page)))[3]
    await expect.poll(dollars).toBe('$0.0B+')
    await scrollTopTo(statValues(page).first(), 600)
    expect(await dollars()).toMatch(/^\$\d\.\dB\+$/)
    await scrollTopTo(statValues(page).first(), 200)
    expect(await dollars()).toBe('$10B+')
  })

  for (const path of PRACTICE_PATHS) {
    test(`${path}: shows the final figures wherever they are, under reduced motion`, async ({ page }) => {
      await page.emulateMedia({ reducedMotion: 'reduce' })
      await page.goto(path)
      expect(await drawnFigures(statsSection(page))).toEqual([...FIGURES[path]])
      await scrollTopTo(statValues(page).first(), 600)
      expect(await drawnFigures(statsSection(page))).toEqual([...FIGURES[path]])
    })
  }
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 1440, height: 700 } })

  test('the counters, roles and services read complete, and the counters still count', async ({ page }) => {
    for (const path of PRACTICE_PATHS) {
      await page.goto(path)
      await expect(statValues(page)).toHaveText([...FIGURES[path]])
      for (const item of practices[path].section.items) {
        await expect(page.getByRole('heading', { level: 3, name: item.title })).toBeVisible()
      }
    }
    await scrollTopTo(statValues(page).first(), 600)
    expect(amount((await drawnFigures(statsSection(page)))[0]!)).toBeLessThan(89)
    await scrollTopTo(statValues(page).first(), 200)
    expect(await drawnFigures(statsSection(page))).toEqual([...FIGURES['/digital-marketing']])
  })

  test('the it-team photos take turns, and the team cards hold their back texts', async ({ page }) => {
    await page.goto('/it-team')
    const carousel = page.locator('[aria-roledescription="carousel"]')
    expect(await seekSlides(carousel, 1)).toBe(4)
    expect(await shownSlides(carousel)).toEqual([0])
    expect(await seekSlides(carousel, IT_TEAM_PHOTO_INTERVAL_MS + 1)).toBe(4)
    expect(await shownSlides(carousel)).toEqual([1])
    await expect(page.getByText(itTeam[0]!.bio)).toBeAttached()
  })
})

test.describe('/it-team hero photos', () => {
  const photos = talentPages['/it-team'].hero.rotatingPhotos!
  const count = photos.length
  const carousel = (page: Page) => page.locator('[aria-roledescription="carousel"]')
  const interval = IT_TEAM_PHOTO_INTERVAL_MS

  test('show one photo per interval, in order, cycling, with a crossfade between two', async ({ page }) => {
    await page.goto('/it-team')
    // From the start of the cycle, not from whenever the page finished loading (a slow load may
    // already be past the first interval).
    for (let i = 0; i <= count; i++) {
      await seekSlides(carousel(page), i * interval + 1)
      expect(await shownSlides(carousel(page)), `at ${i} intervals`).toEqual([i % count])
      // The next photo fades in over the last 15% of an interval.
      await seekSlides(carousel(page), (i + 1 - 0.15) * interval - 10)
      expect(await shownSlides(carousel(page)), `just before ${i + 1} intervals`).toEqual([i % count])
    }
    // Halfway through a change, both are partly drawn.
    await seekSlides(carousel(page), interval - 150)
    expect(await shownSlides(carousel(page))).toEqual([])
    await expect(carousel(page).getByText(photos[1]!.alt)).toBeAttached()
  })

  test('hold while hovered, while the pause control is checked, and under keyboard focus', async ({
    page,
  }) => {
    await page.goto('/it-team')
    const states = () => slidePlayStates(carousel(page))
    await expect.poll(states).toEqual(Array(count).fill('running'))

    await carousel(page).locator('img').first().hover({ force: true })
    await expect.poll(states).toEqual(Array(count).fill('paused'))
    await page.mouse.move(0, 0)
    await expect.poll(states).toEqual(Array(count).fill('running'))

    const pause = carousel(page).getByRole('checkbox', { name: 'Pause slide show' })
    // The checkbox is drawn as a round button: its label takes the click.
    const pauseButton = carousel(page).locator('label:has([data-rotator-pause])')
    await pauseButton.click()
    await page.mouse.move(0, 0)
    await expect(pause).toBeChecked()
    await expect.poll(states).toEqual(Array(count).fill('paused'))
    await pauseButton.click()
    await page.mouse.move(0, 0)
    await expect(pause).not.toBeChecked()
    await expect.poll(states).toEqual(Array(count).fill('running'))

    await page.keyboard.press('Tab')
    await pause.focus()
    await expect.poll(states).toEqual(Array(count).fill('paused'))
    await page.keyboard.press('Space')
    await expect(pause).toBeChecked()
  })

  test('stay on the first photo, with no pause control, under reduced motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await page.goto('/it-team')
    expect(await slidePlayStates(carousel(page))).toEqual(Array(count).fill('none'))
    expect(await shownSlides(carousel(page))).toEqual([0])
    await expect(carousel(page).getByRole('checkbox', { name: 'Pause slide show' })).toBeHidden()
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
  const card = (page: Page) => page.locator('[data-flip-card]').filter({ hasText: person.name })
  const toggle = (page: Page) =>
    card(page).getByRole('checkbox', { name: new RegExp(`^Show details\\s*: ${person.name}$`) })

  test('turn on hover and on keyboard focus, stay turned while checked, the back text in the accessibility tree', async ({
    page,
  }) => {
    await page.goto('/it-team')
    await expect.poll(() => turn(card(page))).toBe(0)
    expect(await card(page).ariaSnapshot()).toContain(person.bio)

    await card(page).locator('[data-face="back"]').hover({ force: true })
    await expect.poll(() => turn(card(page))).toBe(180)
    await page.mouse.move(0, 0)
    await expect.poll(() => turn(card(page))).toBe(0)

    await page.keyboard.press('Tab')
    await toggle(page).focus()
    await expect.poll(() => turn(card(page))).toBe(180)
    await page.keyboard.press('Space')
    await expect(toggle(page)).toBeChecked()
    await page.keyboard.press('Tab')
    await expect(toggle(page)).not.toBeFocused()
    await expect.poll(() => turn(card(page))).toBe(180)
  })

  test('fade instead of turning under reduced motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await page.goto('/it-team')
    const back = card(page).locator('[data-face="back"]')
    await expect(back).toHaveCSS('opacity', '0')
    await back.hover({ force: true })
    await expect(back).toHaveCSS('opacity', '1')
    expect(await turn(card(page))).toBe(0)
  })

  for (const javaScriptEnabled of [true, false]) {
    test.describe(`on a touch screen, ${javaScriptEnabled ? 'with' : 'without'} script`, () => {
      test.use({ javaScriptEnabled, hasTouch: true, isMobile: true, viewport: { width: 390, height: 844 } })

      test('turn on tap and back on a second tap', async ({ page }) => {
        await page.goto('/it-team')
        await scrollIntoViewSettled(card(page))
        // The tap lands on the label laid over the faces.
        await card(page).getByRole('heading', { name: person.name }).tap({ force: true })
        await expect(toggle(page)).toBeChecked()
        await expect.poll(() => turn(card(page))).toBe(180)
        await card(page).getByText(person.bio).tap({ force: true })
        await expect(toggle(page)).not.toBeChecked()
        await expect.poll(() => turn(card(page))).toBe(0)
      })
    })
  }
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
