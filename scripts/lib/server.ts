import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

export interface RunningServer {
  url: string
  process: ChildProcess
  dataDir: string
  stop: () => Promise<void>
}

/**
 * Builds when needed, then starts the production server on `port` with its own SQLite database.
 * `nodeArgs` go to Node before the server's script (`--inspect=…` for a run that reads the heap).
 */
export async function startProductionServer(
  port: number,
  env: Record<string, string> = {},
  { nodeArgs = [] }: { nodeArgs?: string[] } = {},
): Promise<RunningServer> {
  const url = `http://localhost:${port}`
  // Several instances behind one public origin share one SITE_URL; every address shares the build.
  const siteUrl = env.SITE_URL ?? url
  // A server left running on the port would answer the health check in this one's place (and
  // serve its own, older build): refuse to start instead.
  const taken = await fetch(`${url}/api/health`).then(
    () => true,
    () => false,
  )
  if (taken) throw new Error(`port ${port} is in use: stop what listens there first`)
  const built = spawnSync('node', ['scripts/ensure-build.mjs'], { stdio: ['ignore', 'ignore', 'inherit'] })
  if (built.status !== 0) throw new Error('build failed')
  const dataDir = mkdtempSync(join(tmpdir(), 'brightpath-run-'))
  const child = spawn(process.execPath, [...nodeArgs, 'build/server.js'], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOSTNAME: '127.0.0.1',
      SITE_URL: siteUrl,
      DATABASE_URL: `file:${join(dataDir, 'app.db')}`,
      MAIL_TRANSPORT: 'log',
      MAIL_FILE_DIR: join(dataDir, 'mail'),
      LOG_LEVEL: 'warn',
      ...env,
    },
  })
  const deadline = Date.now() + 30_000
  for (;;) {
    try {
      if ((await fetch(`${url}/api/health`)).ok) break
    } catch {
      // not listening yet
    }
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`)
    if (Date.now() > deadline) throw new Error('server did not start in 30 s')
    await new Promise((r) => setTimeout(r, 200))
  }
  return {
    url,
    process: child,
    dataDir,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve()
        child.once('exit', () => resolve())
        child.kill('SIGTERM')
      }),
  }
}

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
]

export const chromiumPath = () => process.env.CHROME_PATH ?? '/usr/bin/chromium'
