// `npm start`: builds when build/ is missing or stale (scripts/ensure-build.mjs), then runs the
// production server. SITE_URL, PORT and every other setting are read by the server at start.
// Migrations and the first admin happen inside the server's start (app/server/services.server.ts).
import { spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import { ensureBuild } from './ensure-build.mjs'

if (existsSync('.env')) process.loadEnvFile('.env')
ensureBuild()

const server = spawn(process.execPath, ['--enable-source-maps', 'build/server.js'], {
  stdio: 'inherit',
  env: { NODE_ENV: 'production', ...process.env },
})
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal))
server.on('exit', (code) => process.exit(code ?? 0))
