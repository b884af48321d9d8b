import { spawn } from 'node:child_process'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

/** Starts the existing build (no rebuild) on a private port. */
export async function serve(port: number) {
  const url = `http://localhost:${port}`
  const dataDir = mkdtempSync(join(tmpdir(), 'pi-run-'))
  const child = spawn(process.execPath, ['/tmp/pi-app/build/server.js'], {
    cwd: '/tmp/pi-app',
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOSTNAME: '127.0.0.1',
      SITE_URL: url,
      DATABASE_URL: `file:${join(dataDir, 'app.db')}`,
      MAIL_TRANSPORT: 'log',
      LOG_LEVEL: 'warn',
    },
  })
  for (let i = 0; i < 150; i++) {
    try {
      if ((await fetch(`${url}/api/health`)).ok) break
    } catch {
      /* not yet */
    }
    await new Promise((r) => setTimeout(r, 200))
  }
  return { url, stop: () => child.kill('SIGTERM') }
}
