// Serves the current build (no rebuild) on port 3333 for a private Playwright run.
import { spawn } from 'node:child_process'
import { mkdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
const dataDir = join(tmpdir(), 'pi-e2e')
rmSync(dataDir, { recursive: true, force: true })
mkdirSync(dataDir, { recursive: true })
const server = spawn(process.execPath, ['/tmp/pi-app/build/server.js'], {
  cwd: '/tmp/pi-app',
  stdio: 'inherit',
  env: {
    ...process.env,
    NODE_ENV: 'production',
    PORT: '3333',
    HOSTNAME: '127.0.0.1',
    SITE_URL: 'http://localhost:3333',
    DATABASE_URL: `file:${join(dataDir, 'app.db')}`,
    MAIL_TRANSPORT: 'file',
    MAIL_FILE_DIR: join(dataDir, 'mail'),
    ADMIN_USERNAME: 'e2e-admin',
    ADMIN_PASSWORD: 'e2e-admin-password-1',
    LOG_LEVEL: 'warn',
  },
})
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal))
server.on('exit', (code) => process.exit(code ?? 0))
