import { existsSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import type { ServerBuild } from 'react-router'
import { createApp } from './app'
import { loadServerEntry } from './server-entry'

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..')
if (existsSync(join(root, '.env'))) process.loadEnvFile(join(root, '.env'))
process.env.NODE_ENV ??= 'production'

const buildPath = join(root, 'build/server/index.js')
const build = (await import(pathToFileURL(buildPath).href)) as ServerBuild
const entry = loadServerEntry(build)

let services: Awaited<ReturnType<typeof entry.startServices>>
try {
  services = await entry.startServices({ resumeTextWorkerFile: join(root, 'build/resume-text-worker.js') })
} catch (error) {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
}
const { config } = services
const app = createApp({
  build,
  entry,
  clientDir: join(root, 'build/client'),
  siteUrl: config.SITE_URL,
  trustProxy: config.TRUST_PROXY,
  hstsPreload: config.HSTS_PRELOAD,
  mediaDir: config.MEDIA_DIR ? resolve(config.MEDIA_DIR) : undefined,
})

const server = app.listen(config.PORT, config.HOSTNAME, () => {
  const admin =
    services.adminStatus === 'not-configured'
      ? 'no admin yet: set ADMIN_USERNAME and ADMIN_PASSWORD, or run `npm run admin:create`'
      : `${config.SITE_URL}/admin-login`
  entry.logger.info({ port: config.PORT }, 'server listening')
  console.log(`\n  Site:  ${config.SITE_URL}\n  Admin: ${admin}\n`)
})
// Slow or idle clients cannot pile up: all headers within 20 s, a whole request (a 5 MB resume
// over a slow mobile line included) within 2 minutes, an idle kept-alive connection closed after
// 65 s (longer than the 60 s idle timeout of common load balancers, so they close first), and
// at most 1,000 connections at once.
server.headersTimeout = 20_000
server.requestTimeout = 120_000
server.keepAliveTimeout = 65_000
server.maxConnections = 1_000

let closing = false
async function shutdown(signal: string) {
  if (closing) return
  closing = true
  entry.logger.info({ signal }, 'shutting down')
  const force = setTimeout(() => process.exit(1), 10_000)
  force.unref()
  server.close()
  server.closeIdleConnections()
  await services.stop()
  process.exit(0)
}
process.on('SIGTERM', () => void shutdown('SIGTERM'))
process.on('SIGINT', () => void shutdown('SIGINT'))
