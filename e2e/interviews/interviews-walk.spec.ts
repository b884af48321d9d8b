import type { Browser, Page } from '@playwright/test'
import { readCalendar } from '../../tests/read-calendar'
import { formatSlotIn, wallTimeToUtc } from '../../app/features/interviews/zoned-time'
import { open, putForwardWithoutAnswer, signInAs } from '../support/admin-support'
import { pastInterview } from '../support/interview-support'
import { E2E } from '../support/env'
import { applyThroughApi, BUDGET, sendBriefThroughApi } from '../support/api-support'
import { expect, readEmails, test, type SentEmail } from '../support/fixtures'

// Issue 39 (parts 3 to 5 and 8) as the three sides meet it: after a London client asks to interview
// a candidate, the brief's owner proposes three times on their own clock; the client, without
// JavaScript, takes one and reads it in UK time (a second take of a time is refused with a 409);
// the candidate confirms it on their status page and reads it in India time; all three get an
// invitation whose calendar file Python's icalendar reads with the right UTC start; a reschedule
// sends the same UID with a higher SEQUENCE; the 24-hour reminders are scheduled and are cancelled
// with the interview, whose cancellation goes out as METHOD:CANCEL. After a new interview took
// place (issue 39, part 6), the client says without JavaScript they would like to make an offer
// (once: a second answer is refused with a 409), the owner records it from My work, and the brief's
// pace reads the placement. Runs on SQLite and PostgreSQL.
test.describe.configure({ mode: 'serial' })
// Overlapping times answer 400 on purpose.
test.use({ allowedConsoleErrors: [/status of 400/] })

const run = Date.now().toString(36)
const candidate = { name: `Asha ${run} Rao`, email: `asha.${run}@interviews-e2e.example` }
const client = {
  name: 'Meera Shah',
  email: `meera.${run}@acme-interviews-e2e.example`,
  company: `Acme ${run}`,
}
const ownerEmail = E2E.staff.owner.email
const LINK = /https?:\/\/\S+\/careers\/status\?token=[\w-]{43}/
let clientLink = ''
let interviewPath = ''

/** A day `days` from now, as YYYY-MM-DD (UTC). */
const dayAhead = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10)

/** The newest e-mail to `to` whose subject starts so, once it arrived. */
async function newestMail(to: string, subject: string, count = 1): Promise<SentEmail> {
  await expect
    .poll(() => readEmails(to).filter((m) => m.subject.startsWith(subject)).length, { timeout: 15_000 })
    .toBeGreaterThanOrEqual(count)
  return readEmails(to)
    .filter((m) => m.subject.startsWith(subject))
    .at(-1) as SentEmail
}

async function noScriptPage(browser: Browser, timezoneId: string): Promise<Page> {
  const context = await browser.newContext({ baseURL: E2E.baseUrl, javaScriptEnabled: false, timezoneId })
  // The cookie notice answered, so the screenshots show the page under it.
  await context.addCookies([{ name: 'cookie_consent', value: '1', url: E2E.baseUrl }])
  return context.newPage()
}

async function shoot(page: Page, name: string, folder = 'interviews') {
  for (const width of [390, 1440]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 })
    await page.screenshot({ path: `/work/shots/${folder}/${name}-${width}.png`, fullPage: true })
  }
  await page.setViewportSize({ width: 1280, height: 720 })
}

/** The owner proposes times (London wall clock) on the interview page. */
async function propose(page: Page, times: readonly { day: string; start: string }[]) {
  await open(page, interviewPath)
  await page.getByLabel('Your time zone').selectOption('Europe/London')
  for (const [i, time] of times.entries()) {
    const row = page.getByRole('group', { name: `Time ${i + 1}` })
    await row.getByLabel('Date').fill(time.day)
    await row.getByLabel('Start').fill(time.start)
    await row.getByLabel('Length').selectOption('60')
    await row.getByLabel('Video link or place').fill(`https://meet.example/${run}`)
  }
  await page.getByRole('button', { name: /^Send/ }).click()
  await expect(page.getByText('Times sent: the client picks one on their shortlist page.')).toBeVisible()
}

/** The client, in London, takes the `n`-th time offered; returns what they read of it. */
async function clientTakes(
  browser: Browser,
  n: number,
): Promise<{ page: Page; when: string; interview: string; slot: string }> {
  const page = await noScriptPage(browser, 'Europe/London')
  await page.goto(clientLink)
  const section = page.getByRole('region', { name: /^Interview with Asha R\./ })
  await expect(section).toBeVisible()
  const option = section.getByRole('listitem').nth(n)
  const choice = option.getByRole('radio')
  const label = await option.locator('time').innerText()
  expect(label).toMatch(/UK time$/)
  if (n === 1) await shoot(page, 'client-slot-picker')
  const interview = (await section.locator('input[name="interview"]').first().getAttribute('value')) ?? ''
  const slot = (await choice.getAttribute('value')) ?? ''
  await choice.check()
  await section.getByRole('button', { name: 'Take this time' }).click()
  await expect(page.getByRole('status')).toContainText('Thank you: the time is yours.')
  await expect(page.getByRole('region', { name: /^Interview with Asha R\./ })).toContainText(
    `You chose ${label}`,
  )
  return { page, when: label, interview, slot }
}

/** The candidate, signed in to their status page without JavaScript. */
async function candidatePage(browser: Browser): Promise<Page> {
  const page = await noScriptPage(browser, 'Asia/Kolkata')
  const before = readEmails(candidate.email).filter((m) => LINK.test(m.text)).length
  await page.goto('/careers/status')
  await page.getByLabel('Email').fill(candidate.email)
  await page.getByRole('button', { name: 'Send me a link' }).click()
  await expect(page.getByRole('heading', { name: 'Check your inbox' })).toBeVisible()
  await expect
    .poll(() => readEmails(candidate.email).filter((m) => LINK.test(m.text)).length)
    .toBe(before + 1)
  const link =
    LINK.exec(
      readEmails(candidate.email)
        .filter((m) => LINK.test(m.text))
        .at(-1)?.text ?? '',
    )?.[0] ?? ''
  await page.goto(link)
  await page.getByRole('button', { name: 'Show my applications' }).click()
  await expect(page.getByRole('heading', { name: 'Your interviews' })).toBeVisible()
  return page
}

test('a London client asks to interview a candidate; the owner proposes three times on their clock', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000)
  await applyThroughApi(page.request, candidate, { skills: 'Go, Kubernetes' })
  const reference = await sendBriefThroughApi(page.request, client, BUDGET)

  await signInAs(page, 'owner')
  await open(page, `/admin/hire-briefs?q=${reference}`)
  await page.getByRole('link', { name: reference }).click()
  await expect(page).toHaveURL(/\/admin\/hire-briefs\/\d+$/)
  const briefPath = new URL(page.url()).pathname
  await page.getByRole('link', { name: 'Add candidates' }).click()
  await page.getByLabel('Search', { exact: true }).fill(candidate.name)
  await page.getByRole('button', { name: 'Search' }).click()
  await page.getByRole('button', { name: `Add ${candidate.name}` }).click()
  await page.getByLabel('Amount').fill('5200')
  await page.getByLabel('After a notice period').check()
  await page.getByLabel('Notice, in weeks (0: at once)').fill('2')
  await page.getByLabel(/^Pitch for the client/).fill('Ran Go payment services for six years.')
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText('Shortlist entry saved.')).toBeVisible()
  // Not a walk about consent (e2e/shortlists/consent-walk.spec.ts is): she agreed on the phone.
  await putForwardWithoutAnswer(page, candidate.name)
  await page
    .getByRole('region', { name: /^Shortlist/ })
    .getByRole('link', { name: 'Share shortlist' })
    .click()
  await page.getByRole('button', { name: 'Send' }).click()
  await expect(page.getByText(/^Shortlist shared:/)).toBeVisible()
  const share = await newestMail(client.email, 'Your shortlist')
  clientLink = /https?:\/\/\S+\/shortlist\/[\w-]{43}/.exec(share.text)?.[0] ?? ''
  expect(clientLink).not.toBe('')

  // The client asks for an interview, as today.
  const clientPage = await noScriptPage(browser, 'Europe/London')
  await clientPage.goto(clientLink)
  const card = clientPage.getByRole('article', { name: 'Asha R.' })
  await card.getByRole('textbox', { name: /^Times that suit you/ }).fill('Mornings, UK time')
  await card.getByRole('button', { name: /^Ask for an interview/ }).click()
  await expect(clientPage.getByRole('status')).toContainText('Thank you')
  await clientPage.context().close()

  // The owner arranges it from the entry's page: three times, one overlapping refused first.
  await open(page, briefPath)
  await page
    .getByRole('region', { name: /^Shortlist/ })
    .getByRole('link', { name: `Edit, move or place ${candidate.name}` })
    .click()
  await page.getByRole('link', { name: 'Arrange the interview' }).click()
  await expect(page).toHaveURL(/\/interview$/)
  interviewPath = new URL(page.url()).pathname
  const row = (i: number) => page.getByRole('group', { name: `Time ${i}` })
  await page.getByLabel('Your time zone').selectOption('Europe/London')
  await row(1).getByLabel('Date').fill(dayAhead(10))
  await row(1).getByLabel('Start').fill('10:00')
  await row(1).getByLabel('Video link or place').fill(`https://meet.example/${run}`)
  await row(2).getByLabel('Date').fill(dayAhead(10))
  await row(2).getByLabel('Start').fill('10:30')
  await row(2).getByLabel('Video link or place').fill(`https://meet.example/${run}`)
  await page.getByRole('button', { name: 'Send times to the client' }).click()
  await expect(row(2).getByLabel('Start')).toHaveAttribute('aria-invalid', 'true')
  await expect(row(2).getByLabel('Start')).toHaveAccessibleDescription(
    'This time overlaps another one: choose times that do not overlap.',
  )
  await shoot(page, 'owner-slot-form-refused')
  await propose(page, [
    { day: dayAhead(10), start: '10:00' },
    { day: dayAhead(11), start: '14:00' },
    { day: dayAhead(12), start: '09:30' },
  ])
  await shoot(page, 'owner-slot-form')
  await newestMail(client.email, 'Choose a time to interview Asha R.')
})

let uid = ''
let agreedStart = ''

test('the client takes a time in UK time; the candidate confirms it in India time; all three get the invitation', async ({
  browser,
}) => {
  test.setTimeout(90_000)
  const { page: clientPage, when, interview, slot } = await clientTakes(browser, 1)
  // The second time of three: 14:00 on the London clock, eleven days ahead.
  const london = wallTimeToUtc(dayAhead(11), '14:00', 'Europe/London')
  agreedStart = london.ok ? london.iso : ''
  expect(when).toBe(`${formatSlotIn(agreedStart, 60, 'Europe/London')} UK time`)
  await shoot(clientPage, 'client-slot-picked')
  // Taking the time again (from another tab) is refused: 409, with the reason.
  const again = await clientPage.context().request.post(clientLink, {
    form: { intent: 'interview-pick', interview, slot, zone: 'Europe/London' },
  })
  expect(again.status()).toBe(409)
  expect(await again.text()).toContain('Sorry, that time was just taken or replaced.')
  await clientPage.context().close()

  const seeker = await candidatePage(browser)
  const section = seeker.getByRole('region', { name: new RegExp(`^Interview with ${client.company}`) })
  await expect(section).toContainText(`${formatSlotIn(agreedStart, 60, 'Asia/Kolkata')} India time (IST)`)
  await shoot(seeker, 'candidate-confirmation')
  await section.getByRole('button', { name: 'Confirm this time' }).click()
  await expect(seeker.getByRole('status').filter({ hasText: 'the interview is confirmed' })).toBeVisible()
  await expect(
    seeker.getByRole('region', { name: new RegExp(`^Interview with ${client.company}`) }),
  ).toContainText('Confirmed for')
  await seeker.context().close()

  for (const [to, zone] of [
    [client.email, 'UK time'],
    [candidate.email, 'India time (IST)'],
    [ownerEmail, 'UK time'],
  ] as const) {
    const mail = await newestMail(to, 'Interview confirmed')
    expect(mail.text).toContain(zone)
    const file = mail.attachments?.[0]
    expect(file?.contentType).toContain('text/calendar')
    const read = readCalendar(file?.content ?? '')
    expect(read.method).toBe('REQUEST')
    expect(read.start).toBe(agreedStart.replace('.000Z', 'Z'))
    expect(read.sequence).toBe(0)
    uid ||= read.uid
    expect(read.uid).toBe(uid)
  }
})

test('a reschedule sends the same UID with a higher SEQUENCE; the reminders go with a cancellation', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000)
  await signInAs(page, 'owner')
  // The 24-hour reminder of each side is scheduled.
  await open(page, '/admin/outbox?status=scheduled')
  await expect(page.getByRole('main')).toContainText('Reminder: interview tomorrow')

  await propose(page, [
    { day: dayAhead(13), start: '11:00' },
    { day: dayAhead(14), start: '11:00' },
  ])
  const { page: clientPage } = await clientTakes(browser, 0)
  await clientPage.context().close()
  const seeker = await candidatePage(browser)
  await seeker.getByRole('button', { name: 'Confirm this time' }).click()
  await expect(seeker.getByRole('status').filter({ hasText: 'the interview is confirmed' })).toBeVisible()
  await seeker.context().close()
  const moved = await newestMail(client.email, 'Interview moved')
  const update = readCalendar(moved.attachments?.[0]?.content ?? '')
  expect(update.uid).toBe(uid)
  expect(update.sequence).toBe(1)
  expect(update.start).not.toBe(agreedStart.replace('.000Z', 'Z'))

  // The owner cancels: the reminders are cancelled, and the calendars are told (METHOD:CANCEL).
  await open(page, interviewPath)
  await page.getByLabel('Why (the client and the candidate read it)').fill('The role was filled internally.')
  await page.getByRole('button', { name: 'Cancel the interview' }).click()
  await expect(page.getByText('Interview cancelled.')).toBeVisible()
  const cancelled = await newestMail(candidate.email, 'Interview cancelled')
  const cancellation = readCalendar(cancelled.attachments?.[0]?.content ?? '')
  expect(cancellation).toMatchObject({ method: 'CANCEL', uid, sequence: 2 })
  await open(page, '/admin/outbox?status=scheduled')
  await expect(page.getByRole('main')).not.toContainText(client.email)
  await open(page, '/admin/outbox?status=cancelled')
  await expect(page.getByRole('main')).toContainText('Reminder: interview tomorrow')

  // A confirmation after the cancellation is refused with a 409 and a clear message.
  const late = await noScriptPage(browser, 'Europe/London')
  await late.goto(clientLink)
  await expect(late.getByRole('region', { name: /^Interview with Asha R\./ })).toContainText(
    'This interview was cancelled.',
  )
  await late.context().close()

  // The invitation e-mail as it arrives, for the record.
  const invitation = readEmails(client.email).find((m) => m.subject.startsWith('Interview confirmed'))
  await page.setContent(invitation?.html ?? '')
  await shoot(page, 'invitation-email')
})

test('after the interview the client would like to make an offer; the owner records it and the brief reads the placement', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000)
  await signInAs(page, 'owner')
  await propose(page, [
    { day: dayAhead(15), start: '10:00' },
    { day: dayAhead(16), start: '10:00' },
  ])
  const { page: clientPage } = await clientTakes(browser, 0)
  await clientPage.context().close()
  const seeker = await candidatePage(browser)
  await seeker.getByRole('button', { name: 'Confirm this time' }).click()
  await expect(seeker.getByRole('status').filter({ hasText: 'the interview is confirmed' })).toBeVisible()
  await seeker.context().close()
  // The question for the day after waits in the outbox with the reminders.
  await open(page, '/admin/outbox?status=scheduled')
  await expect(page.getByRole('main')).toContainText('How did the interview with Asha R. go?')

  pastInterview(candidate.email)
  const answer = await noScriptPage(browser, 'Europe/London')
  await answer.goto(clientLink)
  const question = answer.getByRole('region', { name: 'How did the interview go?' })
  await expect(question).toBeVisible()
  await shoot(answer, 'client-outcome-question', 'outcome')
  const interview = (await question.locator('input[name="interview"]').first().getAttribute('value')) ?? ''
  await question.getByLabel('A note for us (optional)').fill('Keen to start on the first of the month.')
  await question.getByRole('button', { name: 'We would like to make an offer' }).click()
  await expect(answer.getByRole('status')).toContainText('Thank you for telling us how the interview went.')
  await expect(answer.getByRole('region', { name: /^Interview with Asha R\./ })).toContainText(
    'You would like to make an offer',
  )
  // A second answer (from another tab): refused, 409.
  const again = await answer.context().request.post(clientLink, {
    form: { intent: 'interview-outcome', interview, outcome: 'declined', note: 'Changed our minds' },
  })
  expect(again.status()).toBe(409)
  expect(await again.text()).toContain('You have already told us how this interview went')
  await answer.context().close()

  // The owner finds it in My work and records the offer: the candidate is placed.
  await open(page, '/admin/my-work')
  await page
    .getByRole('listitem')
    .filter({ hasText: 'The client would like to make an offer: record it' })
    .getByRole('link', { name: new RegExp(client.company) })
    .click()
  const offer = page.getByRole('region', { name: 'Record the offer' })
  await expect(offer).toContainText('Keen to start on the first of the month.')
  await offer.getByLabel('Start date').fill(dayAhead(30))
  await offer.getByLabel('Agreed rate').fill('5400')
  await shoot(page, 'owner-offer-form', 'outcome')
  await offer.getByRole('button', { name: 'Record the offer' }).click()
  await expect(page.getByText('Placement recorded.')).toBeVisible()
  const pace = page.getByRole('region', { name: 'Pace', exact: true })
  await expect(pace.getByRole('listitem').filter({ hasText: 'Placement' })).not.toContainText('Not yet')
  await expect(pace.getByRole('listitem').filter({ hasText: 'Placement' })).not.toContainText('Waiting')
})
