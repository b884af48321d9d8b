import type { Page } from '@playwright/test'
import { connect } from '../../app/content/connect'
import { faq } from '../../app/content/faq'
import { home } from '../../app/content/home'
import { articleTeasers as firstArticles, filterTeasers, sectors } from '../../app/content/sectors'
import { roles } from '../../app/content/careers'
import { SERVICE_CATEGORY_SLUGS } from '../../app/content/home'
import { ARTICLE_PATHS } from '../../app/lib/routes'
import { expect, settleAnimations, test } from '../support/fixtures'
import {
  detailsFor,
  drawnFigures,
  scrollTopTo,
  seekSlides,
  shownSlides,
  slidePlayStates,
} from '../support/widgets'

/** The four first articles as /sectors lists them (from the database since issue 41): newest first. */
const articleTeasers = [...firstArticles].sort((a, b) => b.datePublished.localeCompare(a.datePublished))

const PAGES = [
  '/',
  '/about',
  '/portfolio',
  '/sectors',
  ...ARTICLE_PATHS,
  '/careers',
  '/connect',
  '/team',
  '/faq',
  '/terms',
  '/privacy-policy',
] as const

const OSM_STUB = '<!doctype html><title>Map</title><body style="margin:0;background:#cfe3d8"></body>'

test.beforeEach(async ({ page, baseURL }) => {
  // The consent notice is covered by the shell's tests; here it would only sit over the controls.
  await page.context().addCookies([{ name: 'cookie_consent', value: '1', url: baseURL! }])
  // No third-party network in tests: the map frame gets a local stand-in.
  await page.route('https://www.openstreetmap.org/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: OSM_STUB }),
  )
})

const carousel = (page: Page) => page.locator('[aria-roledescription="carousel"]')

/** The paths of the files the page asks for from now on that match `pattern` (filled as requests go out). */
function requestsFor(page: Page, pattern: RegExp): string[] {
  const paths: string[] = []
  page.on('request', (request) => {
    if (pattern.test(request.url())) paths.push(new URL(request.url()).pathname)
  })
  return paths
}
const videoRequests = (page: Page) => requestsFor(page, /\.(webm|mp4)$/)
const posterRequests = (page: Page) => requestsFor(page, /\/media\/video\/home-\d-\d+\.(avif|webp)$/)

test.describe('home hero', () => {
  const { slides, intervalMs } = home.hero
  const slideTitles = (page: Page) => carousel(page).locator('[aria-roledescription="slide"] .text-display')

  test('shows one slogan per interval, cycling through all three; the first is the h1', async ({ page }) => {
    await page.goto('/')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(slides[0].title)
    await expect(slideTitles(page)).toHaveText(slides.map((s) => s.title))
    // Held at the cycle's start: a page slow to load on a busy machine may be past the first interval.
    // Background layers and slogans change together: six animations (and the backgrounds' three
    // waits), one cycle.
    expect(await seekSlides(carousel(page), 0)).toBe(slides.length * 3)
    expect(await shownSlides(carousel(page))).toEqual([0])
    await seekSlides(carousel(page), intervalMs - intervalMs * 0.15 - 10)
    expect(await shownSlides(carousel(page))).toEqual([0])
    for (const i of [1, 2, 0]) {
      await seekSlides(carousel(page), (i === 0 ? 3 : i) * intervalMs + 1)
      expect(await shownSlides(carousel(page))).toEqual([i])
    }
  })

  test('holds while hovered or paused; the pause also stops the videos', async ({ page }) => {
    await page.goto('/')
    const states = () => slidePlayStates(carousel(page))
    const all = (state: string) => Array(slides.length * 2).fill(state)
    await expect.poll(states).toEqual(all('running'))
    await page.mouse.move(640, 300)
    await expect.poll(states).toEqual(all('paused'))
    await page.mouse.move(5, 5)
    await expect.poll(states).toEqual(all('running'))

    const pause = carousel(page).getByRole('checkbox', { name: 'Pause slide show' })
    await carousel(page).locator('label:has([data-rotator-pause])').click()
    await page.mouse.move(5, 5)
    await expect(pause).toBeChecked()
    await expect.poll(states).toEqual(all('paused'))
    await expect(carousel(page).locator('video').first()).toHaveCSS('visibility', 'hidden')
  })

  test('plays the videos muted, looping, with their posters', async ({ page }) => {
    await page.goto('/')
    const first = carousel(page).locator('video').first()
    await expect(first).toHaveJSProperty('muted', true)
    await expect(first).toHaveJSProperty('loop', true)
    await expect.poll(() => first.evaluate((v: HTMLVideoElement) => v.currentSrc)).toMatch(/home-1\.webm$/)
    await expect.poll(() => first.evaluate((v: HTMLVideoElement) => v.paused)).toBe(false)
    await expect(carousel(page).locator('picture img')).toHaveCount(slides.length)
  })

  test.describe('without script', () => {
    test.use({ javaScriptEnabled: false })
    test('shows the posters and downloads no video', async ({ page }) => {
      const videos = videoRequests(page)
      await page.goto('/')
      await page.waitForLoadState('networkidle')
      await expect(carousel(page).locator('picture img').first()).toBeVisible()
      expect(videos).toEqual([])
    })
  })

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 390, height: 844 } })
    test('plays only the first video; the later slides keep their posters', async ({ page }) => {
      const videos = videoRequests(page)
      await page.goto('/')
      const sources = () =>
        carousel(page)
          .locator('video')
          .evaluateAll((all: HTMLVideoElement[]) => all.map((v) => v.currentSrc.split('/').pop()))
      await expect.poll(sources).toEqual(['home-1.webm', '', ''])
      expect(videos).toEqual(['/media/video/home-1.webm'])
    })

    test("fetches a later slide's poster as its turn nears, not with the page", async ({ page }) => {
      const posters = posterRequests(page)
      await page.goto('/')
      await page.waitForLoadState('networkidle')
      expect(posters.map((path) => path.split('/').pop())).toEqual(['home-1-1280.avif'])
      // Just before slide 2 fades in: it is drawn again, and its poster arrives in time.
      await seekSlides(carousel(page), intervalMs * 0.8)
      await expect.poll(() => posters.map((path) => path.split('/').pop())).toContain('home-2-1280.avif')
      await expect(carousel(page).locator('picture img').nth(1)).toHaveJSProperty('complete', true)
      expect(posters).not.toContainEqual(expect.stringContaining('home-3'))
    })
  })

  test.describe('under reduced motion', () => {
    test.use({ reducedMotion: 'reduce' })
    test("stays on the first slide, downloads no video nor the later slides' posters and offers no pause", async ({
      page,
    }) => {
      const videos = videoRequests(page)
      const posters = posterRequests(page)
      await page.goto('/')
      await page.waitForLoadState('networkidle')
      expect(await slidePlayStates(carousel(page))).toEqual(Array(slides.length * 2).fill('none'))
      expect(await shownSlides(carousel(page))).toEqual([0])
      await expect(carousel(page).locator('video').first()).toBeHidden()
      expect(
        await carousel(page)
          .locator('video')
          .first()
          .evaluate((v: HTMLVideoElement) => v.currentSrc),
      ).toBe('')
      expect(videos).toEqual([])
      // Only the first slide ever shows, so only its poster is fetched.
      expect(posters.map((path) => path.split('/').pop())).toEqual(['home-1-1280.avif'])
      await expect(carousel(page).getByRole('checkbox', { name: 'Pause slide show' })).toBeHidden()
    })
  })

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false })
    test('takes turns and pauses all the same', async ({ page }) => {
      await page.goto('/')
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(slides[0].title)
      await seekSlides(carousel(page), intervalMs + 1)
      expect(await shownSlides(carousel(page))).toEqual([1])
      await carousel(page).locator('label:has([data-rotator-pause])').click()
      await page.mouse.move(5, 5)
      await expect(carousel(page).getByRole('checkbox', { name: 'Pause slide show' })).toBeChecked()
    })
  })
})

const services = home.services
const servicesList = (page: Page) => page.locator('#services ul[aria-label]')
const serviceTabs = (page: Page) => page.getByRole('navigation', { name: 'Service categories' })

async function expectNoTabGrid(page: Page) {
  const firstOfEach = SERVICE_CATEGORY_SLUGS.map((slug) => services.cards.find((c) => c.category === slug)!)
  const cards = servicesList(page).getByRole('listitem')
  await expect(cards).toHaveCount(SERVICE_CATEGORY_SLUGS.length)
  await expect(cards.getByRole('heading', { level: 3 })).toHaveText(firstOfEach.map((c) => c.title))
  for (const [i, card] of firstOfEach.entries()) {
    await expect(cards.nth(i)).toContainText(services.categories[card.category])
  }
}

async function expectTabGrid(page: Page, slug: (typeof SERVICE_CATEGORY_SLUGS)[number]) {
  const expected = services.cards.filter((c) => c.category === slug).slice(0, services.maxCardsPerCategory)
  const cards = servicesList(page).getByRole('listitem')
  await expect(cards).toHaveCount(expected.length)
  await expect(cards.getByRole('heading', { level: 3 })).toHaveText(expected.map((c) => c.title))
  await expect(serviceTabs(page).getByRole('link', { name: services.categories[slug] })).toHaveAttribute(
    'aria-current',
    'page',
  )
}

test.describe('home services grid', () => {
  test('no tab shows one card per category; each tab its own cards; Go Back clears', async ({ page }) => {
    await page.goto('/')
    await expectNoTabGrid(page)
    await expect(serviceTabs(page).getByRole('link', { name: services.backLabel })).toHaveCount(0)
    for (const slug of SERVICE_CATEGORY_SLUGS) {
      await serviceTabs(page).getByRole('link', { name: services.categories[slug] }).click()
      await expect(page).toHaveURL(new RegExp(`\\?tab=${slug}#services$`))
      await expectTabGrid(page, slug)
    }
    await serviceTabs(page).getByRole('link', { name: services.backLabel }).click()
    await expect(page).toHaveURL(/\/#services$/)
    await expectNoTabGrid(page)
  })

  test('hover and keyboard focus reveal the description and Know More', async ({ page }) => {
    await page.goto('/?tab=development')
    const card = servicesList(page).getByRole('listitem').first()
    const reveal = card.locator('[data-reveal]')
    await expect(reveal).toHaveCSS('opacity', '0')
    await card.hover()
    await expect(reveal).toHaveCSS('opacity', '1')
    await expect(card.getByRole('link', { name: /Know More/ })).toBeVisible()
    await page.mouse.move(0, 0)
    await expect(reveal).toHaveCSS('opacity', '0')
    await card.getByRole('link', { name: /Know More/ }).focus()
    await expect(reveal).toHaveCSS('opacity', '1')
  })

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false })
    test('the server renders the tab from the URL and the links work', async ({ page }) => {
      await page.goto('/?tab=staffing')
      await expectTabGrid(page, 'staffing')
      await serviceTabs(page).getByRole('link', { name: services.categories['digital-marketing'] }).click()
      await expectTabGrid(page, 'digital-marketing')
      await serviceTabs(page).getByRole('link', { name: services.backLabel }).click()
      await expectNoTabGrid(page)
    })
  })
})

const filterNav = (page: Page) => page.getByRole('navigation', { name: sectors.filter.label })
const teaserTitles = (page: Page) => page.locator('#articles').getByRole('heading', { level: 3 })

async function checkSectorsFilter(page: Page) {
  await expect(teaserTitles(page)).toHaveText(articleTeasers.map((t) => t.title))
  await expect(filterNav(page).getByRole('link', { name: sectors.filter.allLabel })).toHaveAttribute(
    'aria-current',
    'page',
  )
  for (const topic of ['ai', 'financial-services'] as const) {
    await filterNav(page).getByRole('link', { name: sectors.filter.topics[topic] }).click()
    await expect(page).toHaveURL(new RegExp(`\\?topic=${topic}`))
    await expect(teaserTitles(page)).toHaveText(filterTeasers(articleTeasers, topic).map((t) => t.title))
    await expect(filterNav(page).getByRole('link', { name: sectors.filter.topics[topic] })).toHaveAttribute(
      'aria-current',
      'page',
    )
  }
  await filterNav(page).getByRole('link', { name: sectors.filter.allLabel }).click()
  await expect(teaserTitles(page)).toHaveCount(articleTeasers.length)
}

test.describe('sectors filter', () => {
  test('filters the teasers by topic with JavaScript', async ({ page }) => {
    await page.goto('/sectors')
    await checkSectorsFilter(page)
    await teaserTitles(page).first().getByRole('link').click()
    await expect(page).toHaveURL(articleTeasers[0]!.path)
  })

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false })
    test('filters on the server', async ({ page }) => {
      await page.goto('/sectors')
      await checkSectorsFilter(page)
    })
  })
})

for (const javaScriptEnabled of [true, false]) {
  const withOrWithout = javaScriptEnabled ? 'with' : 'without'

  test.describe(`connect tiles, ${withOrWithout} script`, () => {
    test.use({ javaScriptEnabled })
    const [, , first, second] = connect.tiles
    const tile = (page: Page, id: string) => page.locator(`#${id} details`)
    const summary = (page: Page, title: string) => page.locator('summary').filter({ hasText: title })

    test('two tiles lead to pages, two open in place one at a time; a second click closes', async ({
      page,
    }) => {
      await page.goto('/connect')
      await expect(page.getByRole('link', { name: /Write to us/ })).toHaveAttribute('href', '/contact')
      await expect(page.getByRole('link', { name: /Explore careers/ })).toHaveAttribute('href', '/careers')
      await summary(page, first!.title).click()
      await expect(tile(page, first!.id)).toHaveAttribute('open', '')
      const linkedin = tile(page, first!.id).getByRole('link', { name: /LinkedIn/ })
      await expect(linkedin).toBeVisible()
      await expect(linkedin).toHaveAttribute('target', '_blank')
      await summary(page, second!.title).click()
      await expect(tile(page, second!.id)).toHaveAttribute('open', '')
      await expect(tile(page, first!.id)).not.toHaveAttribute('open')
      await expect(tile(page, second!.id).getByRole('link', { name: /E-mail us/ })).toHaveAttribute(
        'href',
        /^mailto:/,
      )
      await summary(page, second!.title).click()
      await expect(tile(page, second!.id)).not.toHaveAttribute('open')
    })

    test('works from the keyboard', async ({ page }) => {
      await page.goto('/connect')
      await summary(page, first!.title).focus()
      await page.keyboard.press('Enter')
      await expect(tile(page, first!.id)).toHaveAttribute('open', '')
      await summary(page, second!.title).focus()
      await page.keyboard.press('Space')
      await expect(tile(page, second!.id)).toHaveAttribute('open', '')
      await expect(tile(page, first!.id)).not.toHaveAttribute('open')
      await page.keyboard.press('Enter')
      await expect(tile(page, second!.id)).not.toHaveAttribute('open')
    })
  })

  test.describe(`FAQ, ${withOrWithout} script`, () => {
    test.use({ javaScriptEnabled })
    const [one, two, three] = faq.items

    test('one answer open at a time; a second click closes it', async ({ page }) => {
      await page.goto('/faq')
      const item = (id: string) => detailsFor(page, id)
      await page.locator('summary').filter({ hasText: one!.question }).click()
      await expect(item(one!.id)).toHaveAttribute('open', '')
      await expect(page.getByText(one!.answer[0]!)).toBeVisible()
      // The answer opens over 300 ms and moves the questions below it: click once it has settled,
      // or a slow machine's click can land where the next question was a moment before.
      await settleAnimations(page)
      await page.locator('summary').filter({ hasText: two!.question }).click()
      await expect(item(two!.id)).toHaveAttribute('open', '')
      await expect(item(one!.id)).not.toHaveAttribute('open')
      await settleAnimations(page)
      await page.locator('summary').filter({ hasText: two!.question }).click()
      await expect(item(two!.id)).not.toHaveAttribute('open')
      await expect(page.locator('details[open]')).toHaveCount(0)
    })

    test('a link to a question opens its answer', async ({ page }) => {
      await page.goto(`/faq#${three!.id}`)
      await expect(detailsFor(page, three!.id)).toHaveAttribute('open', '')
      await expect(page.getByText(three!.answer[0]!)).toBeInViewport()
      await expect(page.locator('details[open]')).toHaveCount(1)
    })
  })
}

const FINAL_FIGURES = home.stats.items.map((s) => `${s.value.toFixed(s.decimals)}${s.suffix}`)
const ZERO_FIGURES = ['0+', '0.0M', '0+']
const statValues = (page: Page) => page.locator('#stats [data-stat-value]')
const stats = (page: Page) => page.locator('#stats')

test.describe('company stats', () => {
  test.use({ viewport: { width: 1280, height: 720 } })

  for (const javaScriptEnabled of [true, false]) {
    test.describe(`${javaScriptEnabled ? 'with' : 'without'} script`, () => {
      test.use({ javaScriptEnabled })
      test('at 0 below the fold, counting up as they scroll in, the final figures once in view', async ({
        page,
      }) => {
        await page.goto('/')
        await expect(statValues(page)).toHaveText(FINAL_FIGURES)
        // Just below the fold, where the band is drawn ahead of being seen (it is not drawn at all
        // further down: content-visibility: shell-scripts.ts).
        await scrollTopTo(statValues(page).last(), 720 + 100)
        expect(await drawnFigures(stats(page))).toEqual(ZERO_FIGURES)

        await scrollTopTo(statValues(page).last(), 640)
        const [, earned, members] = await drawnFigures(stats(page))
        expect(earned).toMatch(/^0\.\dM$/)
        const partway = Number.parseFloat(members!)
        expect(partway).toBeGreaterThan(0)
        expect(partway).toBeLessThan(home.stats.items[2].value)

        await scrollTopTo(statValues(page).last(), 150)
        expect(await drawnFigures(stats(page))).toEqual(FINAL_FIGURES)
      })
    })
  }

  test.describe('under reduced motion', () => {
    test.use({ reducedMotion: 'reduce' })
    test('show their final figures wherever they are, and never count', async ({ page }) => {
      await page.goto('/')
      expect(await drawnFigures(stats(page))).toEqual(FINAL_FIGURES)
      await scrollTopTo(statValues(page).last(), 640)
      expect(await drawnFigures(stats(page))).toEqual(FINAL_FIGURES)
    })
  })
})

test.describe('about map', () => {
  test('shows the static fallback, with the lazy map frame laid over the art', async ({ page }) => {
    await page.goto('/about')
    const fallback = page.locator('[data-map-fallback]')
    await expect(fallback).toContainText('Prestige Tech Park')
    await expect(fallback.getByRole('link', { name: /OpenStreetMap/ })).toHaveAttribute(
      'href',
      /openstreetmap\.org/,
    )
    const frame = page.locator('#location iframe')
    await expect(frame).toHaveAttribute('loading', 'lazy')
    await expect(frame).toHaveAttribute('title', /Map showing/)
    await page.locator('#location').scrollIntoViewIfNeeded()
    await expect(frame).toBeVisible()
    // The frame loads as it comes near (here the local stand-in for OpenStreetMap).
    await expect(page.frameLocator('#location iframe').locator('body')).toHaveCSS(
      'background-color',
      'rgb(207, 227, 216)',
    )
  })

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false })
    test('keeps the fallback and hides the frame, as the embedded map needs script', async ({ page }) => {
      await page.goto('/about')
      await page.locator('#location').scrollIntoViewIfNeeded()
      await expect(page.locator('[data-map-fallback]')).toBeVisible()
      await expect(page.locator('#location iframe')).toBeHidden()
    })
  })
})

test.describe('every company page', () => {
  for (const path of PAGES) {
    test(`${path} loads without console errors, with one h1`, async ({ page }) => {
      const response = await page.goto(path)
      expect(response?.status()).toBe(200)
      await page.waitForLoadState('networkidle')
      await expect(page.locator('h1')).toHaveCount(1)
      await page.evaluate(async () => {
        for (let y = 0; y < document.body.scrollHeight; y += 700) {
          window.scrollTo(0, y)
          await new Promise((r) => setTimeout(r, 30))
        }
      })
      await page.waitForLoadState('networkidle')
    })
  }

  test.describe('unknown article', () => {
    test.use({ allowedConsoleErrors: [/status of 404/] })
    test('answers 404', async ({ page }) => {
      const response = await page.goto('/sectors/no-such-article')
      expect(response?.status()).toBe(404)
      await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible()
    })
  })
})

async function jsonLd(page: Page): Promise<Array<Record<string, unknown>>> {
  const texts = await page.locator('script[type="application/ld+json"]').allTextContents()
  return texts.map((text) => JSON.parse(text) as Record<string, unknown>)
}

test.describe('structured data', () => {
  test('careers: each open role’s page carries its JobPosting; the list links to each', async ({ page }) => {
    await page.goto('/careers')
    expect((await jsonLd(page)).filter((d) => d['@type'] === 'JobPosting')).toEqual([])
    for (const role of roles) {
      await expect(page.locator('#roles').getByRole('link', { name: role.title })).toHaveAttribute(
        'href',
        `/careers/${role.slug}`,
      )
    }
    for (const role of roles) {
      await page.goto(`/careers/${role.slug}`)
      const postings = (await jsonLd(page)).filter((d) => d['@type'] === 'JobPosting')
      expect(postings).toHaveLength(1)
      const posting = postings[0]!
      expect(posting).toMatchObject({
        title: role.title,
        datePosted: role.datePosted,
        validThrough: `${role.validThrough}T23:59:59Z`,
        employmentType: role.employmentType,
        hiringOrganization: { '@type': 'Organization' },
        baseSalary: {
          '@type': 'MonetaryAmount',
          currency: 'INR',
          value: { minValue: role.salary.min, maxValue: role.salary.max, unitText: 'YEAR' },
        },
        directApply: true,
      })
      expect(posting.description).toEqual(expect.stringContaining(role.summary.replace(/&/g, '&amp;')))
      if (role.workplace === 'remote') {
        expect(posting).toMatchObject({
          jobLocationType: 'TELECOMMUTE',
          applicantLocationRequirements: { '@type': 'Country' },
        })
      } else {
        expect(posting).toMatchObject({
          jobLocation: { '@type': 'Place', address: { addressLocality: 'Bengaluru' } },
        })
      }
      await expect(page.getByRole('link', { name: 'Apply for this role' }).first()).toHaveAttribute(
        'href',
        `/careers/apply?position=${role.slug}`,
      )
    }
  })

  test('portfolio: AggregateRating and Reviews of the organisation', async ({ page }) => {
    await page.goto('/portfolio')
    const graph = (await jsonLd(page)).flatMap((d) => (d['@graph'] as Array<Record<string, unknown>>) ?? [])
    expect(graph.find((n) => n['@type'] === 'AggregateRating')).toMatchObject({
      ratingValue: 4.8,
      bestRating: 5,
      ratingCount: 1691,
      itemReviewed: { '@type': 'Organization' },
    })
    expect(graph.filter((n) => n['@type'] === 'Review')).toHaveLength(3)
    await expect(page.locator('#testimonials')).toContainText('4.8 out of 5 based on 1,691 reviews')
    await expect(page.getByRole('link', { name: 'Recruit Top IT Talent' }).first()).toHaveAttribute(
      'href',
      '/hire',
    )
  })

  test('faq: FAQPage with every question', async ({ page }) => {
    await page.goto('/faq')
    const data = (await jsonLd(page)).find((d) => d['@type'] === 'FAQPage')
    expect((data?.mainEntity as unknown[]).length).toBe(faq.items.length)
  })

  for (const article of firstArticles) {
    test(`${article.path}: Article`, async ({ page }) => {
      await page.goto(article.path)
      const data = (await jsonLd(page)).find((d) => d['@type'] === 'Article')
      expect(data).toMatchObject({
        headline: article.title,
        datePublished: article.datePublished,
        author: { '@type': 'Person', name: article.author.name },
        publisher: { '@type': 'Organization' },
      })
    })
  }
})
