import express from 'express'
import { mkdtempSync, writeFileSync } from 'node:fs'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { compressedAssets } from './compressed-assets'

describe('compressed assets', () => {
  const dir = mkdtempSync(join(tmpdir(), 'assets-'))
  const css = 'body{color:red}'.repeat(50)
  writeFileSync(join(dir, 'app-abc123.css'), css)
  writeFileSync(join(dir, 'font-abc123.woff2'), 'font')
  let base = ''
  let server: ReturnType<ReturnType<typeof express>['listen']>

  beforeAll(async () => {
    const app = express()
    app.use('/assets', compressedAssets(dir, 'immutable').handler)
    app.use((_req, res) => res.status(404).send('passed on'))
    server = app.listen(0, '127.0.0.1')
    await new Promise((resolve) => server.once('listening', resolve))
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/assets`
  })
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

  const get = (name: string) => fetch(`${base}/${name}`, { headers: { 'accept-encoding': 'br' } })

  it('sends a file of the build brotli-compressed', async () => {
    const answer = await get('app-abc123.css')
    expect(answer.headers.get('content-encoding')).toBe('br')
    expect(await answer.text()).toBe(css)
  })

  it('answers 404 to a name the build did not have at start, also once the file exists', async () => {
    const miss = await get('made-up-1.css')
    expect([miss.status, await miss.text()]).toEqual([404, 'Not found'])
    writeFileSync(join(dir, 'made-up-1.css'), css)
    expect((await get('made-up-1.css')).status).toBe(404)
  })

  it('passes on a file of the build it does not compress', async () => {
    expect(await (await get('font-abc123.woff2')).text()).toBe('passed on')
  })
})
