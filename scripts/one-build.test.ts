import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { createServer } from 'node:net'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { BUILD_ORIGIN } from '~/lib/site-url'
import { startProductionServer } from './lib/server'

const HEALTH_TOKEN = 'one-build-health-token-of-32-chars'

/** A port nobody listens on now (the OS picks it), so the test never meets another server. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer()
    probe.once('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address()
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject()))
    })
  })
}

async function poll<T>(read: () => T | undefined, timeoutMs = 15_000): Promise<T> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const value = read()
    if (value !== undefined) return value
    if (Date.now() > deadline) throw new Error('timed out')
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

/** The notification about a contact message, as the outbox worker wrote it (MAIL_TRANSPORT=file). */
function readNotification(mailDir: string, subject: string): { text: string; html: string } | undefined {
  if (!existsSync(mailDir)) return undefined
  for (const name of readdirSync(mailDir).filter((file) => file.endsWith('.json'))) {
    const mail = JSON.parse(readFileSync(join(mailDir, name), 'utf8')) as {
      subject: string
      text: string
      html: string
    }
    if (mail.subject.includes(subject)) return mail
  }
  return undefined
}

const readBuild = () => readFileSync('build/version.json', 'utf8')

describe('one build serves every address', () => {
  it(
    'starts the same build on two addresses, each with its own canonical URLs, sitemap and e-mail links',
    {
      timeout: 300_000,
    },
    async () => {
      const [firstPort, secondPort] = [await freePort(), await freePort()]
      const addresses = [
        { port: firstPort, siteUrl: `http://localhost:${firstPort}` },
        { port: secondPort, siteUrl: 'https://staging.brightpath.example' },
      ]
      let build: string | undefined

      for (const { port, siteUrl } of addresses) {
        const server = await startProductionServer(port, {
          SITE_URL: siteUrl,
          // An https SITE_URL needs a session secret of its own (config.server.ts).
          AUTH_SECRET: 'one-build-test-secret-'.padEnd(40, 'x'),
          MAIL_TRANSPORT: 'file',
          OUTBOX_POLL_MS: '100',
          HEALTH_TOKEN,
        })
        try {
          // Built at most once, before the first start; never again for another address.
          build ??= readBuild()
          expect(readBuild()).toBe(build)

          const about = await (await fetch(`${server.url}/about`)).text()
          expect(about).toContain(`<link rel="canonical" href="${siteUrl}/about"/>`)
          expect(about).toContain(`<meta property="og:url" content="${siteUrl}/about"/>`)
          // Loader data for client-side navigation carries the same origin.
          expect(await (await fetch(`${server.url}/about.data`)).text()).toContain(`${siteUrl}/about`)
          // Rendered per request (a query string), structured data included.
          const portfolio = await (await fetch(`${server.url}/portfolio?from=test`)).text()
          expect(portfolio).toContain(`"url":"${siteUrl}"`)

          const sitemap = await (await fetch(`${server.url}/sitemap.xml`)).text()
          expect(sitemap).toContain(`<loc>${siteUrl}/about</loc>`)
          expect(await (await fetch(`${server.url}/robots.txt`)).text()).toContain(
            `Sitemap: ${siteUrl}/sitemap.xml`,
          )
          for (const body of [about, portfolio, sitemap]) expect(body).not.toContain(BUILD_ORIGIN)

          const subject = `Staffing for ${port}`
          const sent = await fetch(`${server.url}/api/contact`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({
              name: 'Asha Rao',
              email: 'asha@example.com',
              subject,
              message: 'We need three React developers by March.',
            }),
          })
          expect(sent.status).toBe(201)
          const mail = await poll(() => readNotification(join(server.dataDir, 'mail'), subject))
          expect(mail.text).toContain(`${siteUrl}/admin/contacts/`)
          expect(mail.html).toContain(`href="${siteUrl}/admin/contacts/`)

          const health = (await (
            await fetch(`${server.url}/api/health`, { headers: { Authorization: `Bearer ${HEALTH_TOKEN}` } })
          ).json()) as {
            version: string
            commit: unknown
          }
          const built = JSON.parse(build) as { version: string; commit: unknown }
          expect(health).toMatchObject({ status: 'ok', version: built.version, commit: built.commit })
        } finally {
          await server.stop()
        }
      }
    },
  )
})
