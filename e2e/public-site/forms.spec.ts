import type { Page } from '@playwright/test'
import { FORM_MESSAGES } from '../../app/contracts/messages'
import { PROBLEM_MESSAGES } from '../../app/contracts/problems'
import { sampleExecutable, samplePdf } from '../../tests/sample-files'
import { E2E } from '../support/env'
import { signInAsAdmin } from '../support/admin-support'
import { expect, readEmails, test, waitForEmails } from '../support/fixtures'

const CONTACT_INBOX = 'hello@brightpath-it.example'
const CAREERS_INBOX = 'careers@brightpath-it.example'

/** A unique address per test run, so e-mails from earlier runs never count. */
function uniqueEmail(label: string) {
  return `${label}.${Date.now()}.${Math.random().toString(36).slice(2, 7)}@example.com`
}

/** Labels of optional fields end in "(optional)"; match the field by the start of its name. */
const textbox = (page: Page, name: string) => page.getByRole('textbox', { name: new RegExp(`^${name}`) })

function pdfFile(bytes: number, name = 'Ravi Kumar CV.pdf') {
  return { name, mimeType: 'application/pdf', buffer: Buffer.from(samplePdf(bytes)) }
}

const contactForm = (page: Page) => page.getByRole('form', { name: 'Send us a message' })
const applicationForm = (page: Page) => page.getByRole('form', { name: /^(Your application|Apply: )/ })

async function fillContact(page: Page, email: string) {
  await textbox(page, 'Name').fill('Asha Rao 👩🏽‍💻')
  await textbox(page, 'Email').fill(email)
  await textbox(page, 'Phone').fill('+91 98765 43210')
  await textbox(page, 'Subject').fill('Three React developers')
  await textbox(page, 'Message').fill('We are hiring <now> & would like a call.')
}

test.describe('with JavaScript', () => {
  test.beforeEach(async ({ page, baseURL }) => {
    await page.context().addCookies([{ name: 'cookie_consent', value: '1', url: baseURL ?? '' }])
  })

  test('contact: field errors, Sending..., the success message, a reset form and both e-mails', async ({
    page,
    consoleErrors,
  }) => {
    const email = uniqueEmail('asha')
    const notificationsBefore = readEmails(CONTACT_INBOX).length
    await page.goto('/contact')
    await page.getByRole('button', { name: 'Send message' }).click()
    await expect(page.getByText('Name is required.')).toBeVisible()
    await expect(page.getByText('Message is required.')).toBeVisible()
    await expect(textbox(page, 'Name')).toHaveAttribute('aria-invalid', 'true')
    await expect(textbox(page, 'Name')).toBeFocused()

    await fillContact(page, email)
    await expect(page.getByText('Name is required.')).toBeHidden()
    // With JavaScript both forms send to their JSON API, the server path the page action shares.
    // The post is held until "Sending..." has been seen: a fast server would otherwise answer first.
    let release = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    const sent = page.waitForRequest(
      (r) => r.method() === 'POST' && new URL(r.url()).pathname === '/api/contact',
    )
    await page.route('**/api/contact', async (route) => {
      await held
      await route.continue()
    })
    await page.getByRole('button', { name: 'Send message' }).click()
    await expect(page.getByRole('button', { name: FORM_MESSAGES.sending })).toBeVisible()
    release()
    await sent
    await expect(contactForm(page).getByRole('status')).toHaveText(
      new RegExp(`^${FORM_MESSAGES.contactSuccess}\\s*Your reference is CT-[2-9A-HJKMNP-TW-Z]{6}\\.$`),
      { timeout: 15_000 },
    )
    const reference = (await page.getByTestId('sent-reference').textContent()) ?? ''
    await expect(page).toHaveURL('/contact')
    await expect(textbox(page, 'Name')).toHaveValue('')
    await expect(textbox(page, 'Message')).toHaveValue('')

    const [confirmation] = await waitForEmails(email)
    expect(confirmation?.subject).toBe('We received your message | Brightpath IT Solutions')
    // The name has a symbol in it: the confirmation, which goes to any address typed, does not repeat it.
    expect(confirmation?.text).toMatch(/^Hello\n/)
    // The page and the e-mail give the same reference.
    expect(confirmation?.text).toContain(`Your reference is ${reference}.`)
    const notifications = await waitForEmails(CONTACT_INBOX, notificationsBefore + 1)
    const notification = notifications.find((m) => m.text.includes(email))
    expect(notification?.text).toContain('We are hiring <now> & would like a call.')
    expect(notification?.html).toContain('We are hiring &lt;now&gt; &amp; would like a call.')
    expect(consoleErrors).toEqual([])
  })

  test('application: preselected role, live counter, a real resume upload with progress, e-mails and the stored file', async ({
    page,
    consoleErrors,
  }) => {
    const email = uniqueEmail('ravi')
    await page.goto('/careers/apply?position=ui-ux-designer')
    await expect(page.getByRole('combobox', { name: /^Position/ })).toHaveValue('ui-ux-designer')
    await textbox(page, 'Full name').fill('Ravi Kumar')
    await textbox(page, 'Email').fill(email)
    await textbox(page, 'Skills').fill('Figma, user research')
    await textbox(page, 'Years of experience').fill('3.5')
    await textbox(page, 'LinkedIn').fill('https://www.linkedin.com/in/ravi')
    const letter = textbox(page, 'Cover letter')
    await expect(letter).toHaveAttribute('maxlength', '1000')
    await letter.fill('I design calm interfaces.')
    await expect(page.getByText('25 / 1000')).toBeVisible()

    const resume = pdfFile(1_500_000)
    await page.getByLabel(/^Resume/).setInputFiles(resume)
    // Slow the upload down so its progress can be seen.
    const cdp = await page.context().newCDPSession(page)
    await cdp.send('Network.enable')
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 20,
      downloadThroughput: -1,
      uploadThroughput: 400 * 1024,
    })
    const sent = page.waitForRequest(
      (r) => r.method() === 'POST' && new URL(r.url()).pathname === '/api/job-application',
    )
    await page.getByRole('button', { name: 'Submit application' }).click()
    await expect(page.getByRole('button', { name: FORM_MESSAGES.sending })).toBeVisible()
    await sent
    await expect(page.getByRole('progressbar', { name: 'Resume upload' })).toBeVisible({ timeout: 10_000 })
    await expect(applicationForm(page).getByRole('status')).toHaveText(
      new RegExp(`^${FORM_MESSAGES.applicationSuccess}\\s*Your reference is AP-[2-9A-HJKMNP-TW-Z]{6}\\.$`),
      { timeout: 30_000 },
    )
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    })
    await expect(textbox(page, 'Full name')).toHaveValue('')
    await expect(page.getByText('0 / 1000')).toBeVisible()

    const [confirmation] = await waitForEmails(email)
    expect(confirmation?.text).toContain('for the UI/UX Designer role')
    const notification = readEmails(CAREERS_INBOX).find((m) => m.text.includes(email))
    expect(notification?.text).toContain('Ravi Kumar CV.pdf (application/pdf, 1.4 MB)')
    expect(notification?.text).toMatch(/\/api\/job-application\/resume\/[0-9a-f]{32}\.pdf/)
    expect(consoleErrors).toEqual([])

    await signInAsAdmin(page)
    await page.waitForURL((url) => url.pathname === '/admin/my-work')
    const list = await page.request.get(`/api/job-application?q=${encodeURIComponent(email)}`)
    expect(list.status()).toBe(200)
    const { items } = (await list.json()) as { items: Array<{ position: string; resume: { size: number } }> }
    expect(items).toHaveLength(1)
    expect(items[0]).toMatchObject({ position: 'UI/UX Designer', resume: { size: resume.buffer.length } })
  })

  test.describe('refusals', () => {
    // The browser logs the API's 415 answer as a failed resource load.
    test.use({ allowedConsoleErrors: [/status of 415/] })

    test('application: a renamed executable is refused by its bytes, a 6 MB file before it is sent', async ({
      page,
    }) => {
      await page.goto('/careers/apply')
      await textbox(page, 'Full name').fill('Ravi Kumar')
      await textbox(page, 'Email').fill(uniqueEmail('exe'))
      await page.getByLabel(/^Resume/).setInputFiles({
        name: 'cv.pdf',
        mimeType: 'application/pdf',
        buffer: Buffer.from(sampleExecutable()),
      })
      await page.getByRole('button', { name: 'Submit application' }).click()
      await expect(applicationForm(page).getByRole('status')).toHaveText(
        'The resume must be a PDF, DOC or DOCX file.',
        {
          timeout: 15_000,
        },
      )
      await expect(page.getByLabel(/^Resume/)).toHaveAttribute('aria-invalid', 'true')
      await expect(textbox(page, 'Full name')).toHaveValue('Ravi Kumar')

      const requests: string[] = []
      page.on('request', (r) => {
        if (r.method() === 'POST') requests.push(r.url())
      })
      await page.getByLabel(/^Resume/).setInputFiles(pdfFile(6 * 1024 * 1024, 'big.pdf'))
      await page.getByRole('button', { name: 'Submit application' }).click()
      await expect(page.getByText('The resume must be 5 MB or smaller.')).toBeVisible()
      expect(requests).toEqual([])
    })
  })
})

test.describe("the browser's own checks", () => {
  const forms = [
    { path: '/contact', form: contactForm },
    { path: '/careers/apply', form: applicationForm },
    { path: '/hire/brief', form: (page: Page) => page.locator('form#hire-brief') },
  ]
  for (const { path, form } of forms) {
    test(`${path}: stop an empty post without JavaScript, and give way to the schema once enhanced`, async ({
      browser,
    }) => {
      const noScript = await browser.newContext({ javaScriptEnabled: false })
      const plain = await noScript.newPage()
      await plain.goto(path)
      await expect(form(plain)).not.toHaveAttribute('novalidate')
      const posts: string[] = []
      plain.on('request', (request) => {
        if (request.method() === 'POST') posts.push(request.url())
      })
      await form(plain).locator('[type=submit]').last().click()
      await expect
        .poll(() => form(plain).evaluate((element: HTMLFormElement) => element.checkValidity()))
        .toBe(false)
      expect(posts).toEqual([])
      await noScript.close()

      const enhanced = await browser.newPage()
      await enhanced.goto(path)
      await expect(enhanced.locator('html')).toHaveAttribute('data-hydrated', '')
      await expect(form(enhanced)).toHaveAttribute('novalidate', '')
      await enhanced.close()
    })
  }
})

test.describe('without JavaScript', () => {
  // A refused post answers 400/415, which the browser logs. Without JavaScript the cookie notice
  // stays fixed over the bottom of the page: the forms are sent with the keyboard.
  test.use({ javaScriptEnabled: false, allowedConsoleErrors: [/status of 4(00|13|15)/] })

  /** A person takes longer than the minimum fill time; each answer's page carries a new token. */
  const fillTime = (page: Page) => page.waitForTimeout(E2E.minFillMs + 100)

  test('contact: server field errors with the typed values kept, then a redirect that a reload cannot resend', async ({
    page,
  }) => {
    const email = uniqueEmail('nojs')
    await page.goto('/contact')
    await fillContact(page, 'asha@example')
    await fillTime(page)
    await page.getByRole('button', { name: 'Send message' }).press('Enter')
    await expect(page.getByText('Enter a valid email address, like name@example.com.')).toBeVisible()
    await expect(contactForm(page).getByRole('status')).toHaveText(PROBLEM_MESSAGES.invalid)
    await expect(textbox(page, 'Name')).toHaveValue('Asha Rao 👩🏽‍💻')
    await expect(textbox(page, 'Message')).toHaveValue('We are hiring <now> & would like a call.')

    await textbox(page, 'Email').fill(email)
    await fillTime(page)
    await page.getByRole('button', { name: 'Send message' }).press('Enter')
    await expect(page).toHaveURL(/^.*\/contact\?sent=1&ref=CT-\w{6}$/)
    await expect(contactForm(page).getByRole('status')).toContainText(FORM_MESSAGES.contactSuccess)
    const reference = (await page.getByTestId('sent-reference').textContent()) ?? ''
    expect(reference).toMatch(/^CT-\w{6}$/)
    const [received] = await waitForEmails(email)
    expect(received?.text).toContain(`Your reference is ${reference}.`)
    await page.reload()
    await expect(contactForm(page).getByRole('status')).toContainText(FORM_MESSAGES.contactSuccess)
    await page.waitForTimeout(1000)
    expect(readEmails(email)).toHaveLength(1)
  })

  test('a post that did not come from the page (no token) is asked to send again, nothing stored', async ({
    page,
  }) => {
    const email = uniqueEmail('nojs.token')
    const form = { name: 'Script', email, subject: 'Hi', message: 'Posted without the page.' }
    const answer = await page.request.post('/contact', { form, maxRedirects: 0 })
    expect(answer.status()).toBe(400)
    expect(await answer.text()).toContain(
      'That was quicker than we expected. Please check your details and send again.',
    )
    await page.waitForTimeout(1000)
    expect(readEmails(email)).toEqual([])
  })

  test('application: a resume over 5 MB is refused as it arrives, with everything typed kept', async ({
    page,
  }) => {
    await page.goto('/careers/apply')
    await textbox(page, 'Full name').fill('Vikram Shah')
    await textbox(page, 'Email').fill(uniqueEmail('nojs.big'))
    await textbox(page, 'Cover letter').fill('Twelve years of platform work.')
    await page.getByLabel(/^Resume/).setInputFiles(pdfFile(6 * 1024 * 1024, 'big.pdf'))
    await fillTime(page)
    await page.getByRole('button', { name: 'Submit application' }).press('Enter')
    await expect(applicationForm(page).getByRole('status')).toHaveText('The resume must be 5 MB or smaller.')
    await expect(page.getByLabel(/^Resume/)).toHaveAttribute('aria-invalid', 'true')
    await expect(textbox(page, 'Full name')).toHaveValue('Vikram Shah')
    await expect(textbox(page, 'Cover letter')).toHaveValue('Twelve years of platform work.')
  })

  test('application: a plain multipart post with a real resume, errors beside their fields, then success', async ({
    page,
  }) => {
    const email = uniqueEmail('nojs.apply')
    const executable = {
      name: 'cv.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from(sampleExecutable()),
    }
    await page.goto('/careers/apply?position=backend-developer')
    await expect(page.getByRole('combobox', { name: /^Position/ })).toHaveValue('backend-developer')
    await textbox(page, 'Full name').fill('Meera Iyer')
    await textbox(page, 'Email').fill(email)
    await textbox(page, 'GitHub').fill('https://github')
    await page.getByLabel(/^Resume/).setInputFiles(executable)
    await fillTime(page)
    await page.getByRole('button', { name: 'Submit application' }).press('Enter')
    await expect(
      page.getByText('GitHub must be a full link starting with https:// or http://.'),
    ).toBeVisible()
    await expect(textbox(page, 'Full name')).toHaveValue('Meera Iyer')
    await expect(page.getByRole('combobox', { name: /^Position/ })).toHaveValue('backend-developer')

    await textbox(page, 'GitHub').fill('https://github.com/meera')
    await page.getByLabel(/^Resume/).setInputFiles(executable)
    await fillTime(page)
    await page.getByRole('button', { name: 'Submit application' }).press('Enter')
    await expect(page.getByLabel(/^Resume/)).toHaveAttribute('aria-invalid', 'true')
    await expect(applicationForm(page).getByRole('status')).toHaveText(
      'The resume must be a PDF, DOC or DOCX file.',
    )

    await page.getByLabel(/^Resume/).setInputFiles(pdfFile(300_000, 'meera-resume.pdf'))
    await fillTime(page)
    await page.getByRole('button', { name: 'Submit application' }).press('Enter')
    await expect(page).toHaveURL(/^.*\/careers\/apply\?sent=1&ref=AP-\w{6}$/)
    await expect(applicationForm(page).getByRole('status')).toContainText(FORM_MESSAGES.applicationSuccess)
    await expect(applicationForm(page).getByTestId('sent-reference')).toHaveText(/^AP-\w{6}$/)

    const [confirmation] = await waitForEmails(email)
    expect(confirmation?.text).toContain('for the Backend Developer role')
    const notification = readEmails(CAREERS_INBOX).find((m) => m.text.includes(email))
    expect(notification?.text).toContain('meera-resume.pdf (application/pdf, 293 KB)')
    expect(notification?.text).toContain('GitHub: https://github.com/meera')
  })
})
