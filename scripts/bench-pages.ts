// Page throughput: the production server against a plain static file server serving the same
// HTML, in the same run. 50 connections for 10 s on the home page and an inner page. The static
// server's files are the production server's own answers, written once before the run: the home
// page is rendered from what staff publish (app/lib/routes.ts, PUBLISHED_PAGE_PATHS), not prerendered.
import autocannon from 'autocannon'
import {
  createReadStream,
  existsSync,
  mkdirSync,
  mkdtempSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import { createServer, type Server } from 'node:http'
import { join, normalize } from 'node:path'
import { startProductionServer } from './lib/server'

const PAGES = ['/', '/about'] as const
const CONNECTIONS = 50
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10)

/** The simplest possible static server: prerendered index.html files, no headers beyond the type. */
function startStaticServer(root: string, port: number): Promise<Server> {
  const server = createServer((req, res) => {
    const path = normalize(decodeURIComponent((req.url ?? '/').split('?')[0] ?? '/'))
    const file = join(root, path, 'index.html')
    if (!file.startsWith(root) || !existsSync(file)) {
      res.writeHead(404).end()
      return
    }
    res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Content-Length': statSync(file).size })
    createReadStream(file).pipe(res)
  })
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)))
}

async function measure(url: string) {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: SECONDS })
  return {
    rps: result.requests.average,
    p99: result.latency.p99,
    non2xx: result.non2xx + result.errors,
  }
}

const ours = await startProductionServer(3350)
const staticRoot = mkdtempSync(join(tmpdir(), 'brightpath-bench-pages-'))
for (const page of PAGES) {
  const html = await (await fetch(`${ours.url}${page}`)).text()
  mkdirSync(join(staticRoot, page), { recursive: true })
  writeFileSync(join(staticRoot, page, 'index.html'), html)
}
const staticServer = await startStaticServer(staticRoot, 3351)
try {
  console.log(`Pages: ${CONNECTIONS} connections, ${SECONDS} s each\n`)
  console.log('page        server           req/s    p99 ms   errors')
  for (const page of PAGES) {
    const a = await measure(`${ours.url}${page}`)
    const b = await measure(`http://127.0.0.1:3351${page}`)
    const row = (name: string, m: typeof a) =>
      `${page.padEnd(11)} ${name.padEnd(15)} ${m.rps.toFixed(0).padStart(7)} ${String(m.p99).padStart(8)} ${String(m.non2xx).padStart(8)}`
    console.log(row('production', a))
    console.log(row('static files', b))
    const ratio = a.rps / b.rps
    console.log(
      `${page.padEnd(11)} ratio ${ratio.toFixed(2)} (target ≥ 0.80) ${ratio >= 0.8 ? 'met' : 'MISSED'}\n`,
    )
  }
} finally {
  staticServer.close()
  await ours.stop()
  rmSync(staticRoot, { recursive: true, force: true })
}
