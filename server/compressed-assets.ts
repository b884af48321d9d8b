import type { NextFunction, Request, Response } from 'express'
import { readdirSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import { extname, join } from 'node:path'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'
import { pickEncoding } from './prerendered'

const brotli = promisify(brotliCompress)
const gzipAsync = promisify(gzip)

const TYPES: Record<string, string> = {
  '.css': 'text/css; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
}

interface Compressed {
  br: Buffer
  gzip: Buffer
}

/**
 * Hashed stylesheets and scripts, sent brotli-compressed at its best level (or gzipped), each
 * compressed once and kept. Brotli at level 11 is too slow for every request but makes the
 * stylesheet, which the first paint waits for, fit in a new connection's first round trip
 * (ADR 006), where gzip at Express's default level does not. Other files, and clients that take
 * neither encoding, go on to the static file handler.
 *
 * The folder holds the build's files and nothing else, so it is listed once, at start: a name
 * outside that list is answered 404 at once, without a look at the disk, and never remembered, so
 * names a visitor makes up cost little and never grow memory.
 */
export function compressedAssets(dir: string, cacheControl: string) {
  const built = new Set(listFiles(dir))
  const cache = new Map<string, Promise<Compressed | undefined>>()

  function compressed(name: string): Promise<Compressed | undefined> {
    let entry = cache.get(name)
    if (!entry) {
      entry = readFile(join(dir, name)).then(
        async (raw) => {
          const [br, gz] = await Promise.all([
            brotli(raw, {
              params: {
                [constants.BROTLI_PARAM_QUALITY]: 11,
                [constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
              },
            }),
            gzipAsync(raw, { level: 9 }),
          ])
          return { br, gzip: gz }
        },
        () => {
          // Gone since start (a build replaced under a running server): asked for again next time.
          cache.delete(name)
          return undefined
        },
      )
      cache.set(name, entry)
    }
    return entry
  }

  const handler = (req: Request, res: Response, next: NextFunction) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next()
    // Hashed names are plain file names in one folder: anything else (a path, an escape, a name
    // the build does not have) is not one of them.
    const name = req.path.slice(1)
    if (!built.has(name)) {
      res.status(404).type('text/plain').send('Not found')
      return
    }
    const type = TYPES[extname(name)]
    const encoding = pickEncoding(req.headers['accept-encoding'])
    if (!type || encoding === 'identity') return next()
    compressed(name).then((file) => {
      if (!file) return next()
      const body = file[encoding]
      res.setHeader('Content-Type', type)
      res.setHeader('Content-Encoding', encoding)
      res.setHeader('Content-Length', body.length)
      res.setHeader('Cache-Control', cacheControl)
      res.setHeader('Vary', 'Accept-Encoding')
      res.end(req.method === 'HEAD' ? undefined : body)
    }, next)
  }

  /** Compresses the stylesheets ahead of the first visitor, off the main thread. */
  async function warm() {
    await Promise.all([...built].filter((n) => extname(n) === '.css').map((n) => compressed(n)))
  }

  return { handler, warm }
}

function listFiles(dir: string): string[] {
  try {
    return readdirSync(dir)
  } catch {
    return []
  }
}
