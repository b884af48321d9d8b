import { test as base, expect, type Page } from '@playwright/test'
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { E2E } from './env'

export interface SentEmail {
  replyTo?: string
  from: string
  to: string
  subject: string
  text: string
  html?: string
  /** Files it carries (a calendar invitation), their content as text. */
  attachments?: { filename: string; contentType: string; content: string }[]
  /** The List-Unsubscribe and List-Unsubscribe-Post headers, when the message has them. */
  listUnsubscribe?: string
  listUnsubscribePost?: string
}

/** E-mails the server's file transport wrote for this recipient, oldest first. */
export function readEmails(to: string): SentEmail[] {
  if (!existsSync(E2E.mailDir)) return []
  const prefix = to.replace(/[^a-zA-Z0-9@._-]/g, '_')
  return readdirSync(E2E.mailDir)
    .filter((name) => name.startsWith(`${prefix}-`))
    .sort()
    .map((name) => JSON.parse(readFileSync(join(E2E.mailDir, name), 'utf8')) as SentEmail)
}

/** Waits for the outbox worker to deliver at least `count` e-mails to `to`. */
export async function waitForEmails(to: string, count = 1): Promise<SentEmail[]> {
  await expect.poll(() => readEmails(to).length, { timeout: 10_000 }).toBeGreaterThanOrEqual(count)
  return readEmails(to)
}

type Answer = Awaited<ReturnType<Page['goto']>>

async function afterHydration(page: Page, response: Answer): Promise<Answer> {
  if (response?.headers()['content-type']?.includes('text/html')) {
    // Only the pages that need React in the browser load it; content pages are ready as they arrive.
    await page.waitForFunction(
      () =>
        document.documentElement.hasAttribute('data-hydrated') ||
        !document.querySelector('script[type="module"], script[type="text/x-deferred-module"]'),
    )
  }
  return response
}

/**
 * Fails a test on any console error or uncaught exception in the page, except messages matching
 * `allowedConsoleErrors` (e.g. the 404 a test asks for on purpose).
 */
export const test = base.extend<{ allowedConsoleErrors: RegExp[]; consoleErrors: string[] }>({
  allowedConsoleErrors: [[], { option: true }],
  // This worker's own server (e2e/support/env.ts): each worker has a server, a database and a mail folder.
  // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures a fixture needs from this pattern.
  baseURL: async ({}, provide) => {
    await provide(E2E.baseUrl)
  },
  // The form pages and the admin hydrate: with JavaScript on, goto and reload of such a page return
  // once React has taken over, as a person typing would only notice by live validation starting.
  page: async ({ page, javaScriptEnabled }, provide) => {
    if (javaScriptEnabled !== false) {
      const goto = page.goto.bind(page)
      const reload = page.reload.bind(page)
      page.goto = async (...args) => afterHydration(page, await goto(...args))
      page.reload = async (...args) => afterHydration(page, await reload(...args))
    }
    await provide(page)
  },
  consoleErrors: [
    async ({ page, allowedConsoleErrors }, use) => {
      const errors: string[] = []
      page.on('console', (msg) => {
        if (msg.type() === 'error') errors.push(msg.text())
      })
      page.on('pageerror', (error) => errors.push(error.message))
      await use(errors)
      const unexpected = errors.filter((e) => !allowedConsoleErrors.some((pattern) => pattern.test(e)))
      expect(unexpected, 'console errors').toEqual([])
    },
    { auto: true },
  ],
})

/**
 * Waits until finite animations (the cookie notice sliding in, a fade) have finished, so axe sees
 * final colours. Endless ones (rotators) and those driven by scrolling (counters), which never
 * finish, do not count.
 */
export async function settleAnimations(page: Page) {
  // Polled from the test, not with waitForFunction, whose polling runs in the page: a page opened
  // without JavaScript would never call it again.
  await expect
    .poll(
      () =>
        page.evaluate(
          () =>
            document
              .getAnimations()
              .filter(
                (a) =>
                  a.playState === 'running' &&
                  a.effect?.getComputedTiming().iterations !== Infinity &&
                  a.timeline instanceof DocumentTimeline,
              ).length,
        ),
      { intervals: [50, 100, 250] },
    )
    .toBe(0)
}

export { expect }
