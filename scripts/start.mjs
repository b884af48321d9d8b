// `npm start`: builds when needed (scripts/ensure-build.mjs), then runs the production server.
// Migrations and the first admin happen inside the server's start (app/server/services.server.ts).
import { spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import { ensureBuild, siteUrlFromEnv } from './ensure-build.mjs'

if (existsSync('.env')) process.loadEnvFile('.env')
const siteUrl = siteUrlFromEnv()
ensureBuild(siteUrl)

const server = spawn(process.execPath, ['--enable-source-maps', 'build/server.js'], {
  stdio: 'inherit',
  env: { NODE_ENV: 'production', ...process.env, SITE_URL: siteUrl },
})
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal))
server.on('exit', (code) => process.exit(code ?? 0))
