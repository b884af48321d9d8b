import type { Locator, Page } from '@playwright/test'
import { FORM_MESSAGES } from '../../app/contracts/messages'
import { HIRE_BRIEF_MESSAGES } from '../../app/contracts/hire-brief'
import { samplePdf } from '../../tests/sample-files'
import { expect, test } from '../support/fixtures'

/**
 * The fixed controls at the foot of the screen, the cookie notice (no consent yet) and back to top,
 * against the public forms: the notice stays small on a phone, and neither covers a form's button
 * or its answer, once the button has been scrolled to the foot of the screen and a post has failed.
 */

// Instant scrolling and no sliding notice: every box is measured where it comes to rest.
test.use({
  reducedMotion: 'reduce',
  // The failed posts below: a refused page post (400) and an API that answers 503.
  allowedConsoleErrors: [/status of (400|503)/],
})

const notice = (page: Page) => page.getByRole('region', { name: 'Cookie notice' })
const backToTop = (page: Page) => page.getByRole('link', { name: 'Back to top' })
const textbox = (page: Page, name: string) => page.getByRole('textbox', { name: new RegExp(`^${name}`) })

/** The post of a form's JSON API fails on the server's side. */
const failApi = (page: Page, api: string) =>
  page.route(`**${api}`, (route) => route.fulfill({ status: 503, json: {} }))

interface PublicForm {
  path: string
  /** Makes the form ready to send (filled, its API failing) and gives its submit button. */
  ready: (page: Page) => Promise<Locator>
  /** The answer to the failed post. */
  answer: (page: Page) => Locator
  /** Whether the answer comes on a new page (a post without script), at its top. */
  reloads?: boolean
}

const FORMS: PublicForm[] = [
  {
    path: '/contact',
    ready: async (page) => {
      await textbox(page, 'Name').fill('Asha Rao')
      await textbox(page, 'Email').fill('asha@example.com')
      await textbox(page, 'Subject').fill('Three React developers')
      await textbox(page, 'Message').fill('We would like a call next week.')
      await failApi(page, '/api/contact')
      return page.getByRole('button', { name: 'Send message' })
    },
    answer: (page) => page.getByText(FORM_MESSAGES.contactFailure),
  },
  {
    path: '/careers/apply',
    ready: async (page) => {
      await textbox(page, 'Full name').fill('Ravi Kumar')
      await textbox(page, 'Email').fill('ravi@example.com')
      const resume = { name: 'cv.pdf', mimeType: 'application/pdf', buffer: Buffer.from(samplePdf()) }
      await page.getByLabel(/^Resume/).setInputFiles(resume)
      await failApi(page, '/api/job-application')
      return page.getByRole('button', { name: 'Submit application' })
    },
    answer: (page) => page.getByText(FORM_MESSAGES.applicationFailure),
  },
  {
    path: '/hire/brief',
    // Its last step from a draft kept in this browser (the form's own), then the review.
    ready: async (page) => {
      await page.getByRole('button', { name: 'Review your brief' }).click()
      await failApi(page, '/api/hire-brief')
      return page.getByRole('button', { name: 'Send brief' })
    },
    answer: (page) => page.getByText(HIRE_BRIEF_MESSAGES.failure),
  },
  {
    path: '/careers/status',
    // A page without script; an address the browser lets through and the server refuses.
    ready: async (page) => {
      await textbox(page, 'Email').fill('ravi@example')
      return page.getByRole('button', { name: 'Send me a link' })
    },
    answer: (page) => page.locator('#status-email-error'),
    reloads: true,
  },
]

const HIRE_BRIEF_DRAFT = {
  values: {
    role: 'developer',
    skills: ['React'],
    seniority: 'senior',
    headcount: '2',
    engagement: 'full-time',
    duration: 'not-sure',
    start: 'immediately',
    arrangement: 'remote',
    name: 'Meera Shah',
    email: 'meera@example.com',
    company: 'Acme Retail',
    country: 'Germany',
  },
  step: 2,
}

/** Scrolls until `element` just shows at the foot of the screen, as a visitor scrolling down would stop. */
const scrollToFoot = (element: Locator) => element.evaluate((el) => el.scrollIntoView({ block: 'end' }))

type Box = NonNullable<Awaited<ReturnType<Locator['boundingBox']>>>
const overlap = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height

/** Each target is on screen, and neither the notice nor back to top (both showing) lies over it. */
async function expectUncovered(page: Page, targets: Record<string, Locator>) {
  const covers = { 'cookie notice': notice(page), 'back to top': backToTop(page) }
  for (const [coverName, cover] of Object.entries(covers)) {
    await expect(cover, coverName).toBeVisible()
    const coverBox = (await cover.boundingBox())!
    for (const [name, target] of Object.entries(targets)) {
      await expect(target, name).toBeInViewport()
      const box = (await target.boundingBox())!
      expect(
        overlap(box, coverBox),
        `${coverName} over the ${name}: ${JSON.stringify([coverBox, box])}`,
      ).toBe(false)
    }
  }
}

test('on a phone the cookie notice takes at most a sixth of the screen', async ({ page }) => {
  for (const viewport of [
    { width: 390, height: 844 },
    { width: 360, height: 640 },
  ]) {
    await page.setViewportSize(viewport)
    await page.goto('/contact')
    const height = (await notice(page).boundingBox())?.height ?? Infinity
    expect(height, `${viewport.width}×${viewport.height}`).toBeLessThanOrEqual(viewport.height / 6)
  }
})

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1440, height: 900 },
]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport })

    for (const form of FORMS) {
      test(`${form.path}: the notice and back to top leave its button and a failed post's answer in sight`, async ({
        page,
      }) => {
        if (form.path === '/hire/brief') {
          await page.addInitScript((draft) => {
            localStorage.setItem('brightpath.hire-brief.draft', JSON.stringify(draft))
          }, HIRE_BRIEF_DRAFT)
        }
        await page.goto(form.path)
        const button = await form.ready(page)
        await scrollToFoot(button)
        await expectUncovered(page, { 'submit button': button })
        await button.click()
        await expect(form.answer(page)).toBeVisible()
        // A page without script answers with a new page, at its top: the visitor scrolls down again.
        if (form.reloads) {
          await page.waitForLoadState('load')
          await scrollToFoot(button)
        }
        await expectUncovered(page, { 'submit button': button, answer: form.answer(page) })
      })
    }
  })
}
