import { createHash } from 'node:crypto'
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs'
import { join, relative, sep } from 'node:path'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
import { markConsented } from '../app/lib/consent'
import { replaceBuildOrigin } from './origin'

/** A prerendered page or its loader data in memory, ready to send as it is, gzipped or brotli-compressed. */
export interface PrerenderedPage {
  contentType: string
  raw: Buffer
  gzip: Buffer
  br: Buffer
  etag: string
  /** Hashes of its inline scripts, for its Content-Security-Policy. */
  scriptHashes: string[]
  /**
   * The HTML as a visitor who accepted the cookie notice gets it, with the notice hidden, so it
   * stays hidden without script too (same scripts, same hashes).
   */
  consented?: PrerenderedPage
}

/** Inline <script> bodies of a page (not JSON-LD data blocks), hashed for CSP. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>()
  const inline = /<script(?![^>]*\bsrc=)(?![^>]*type="application\/ld\+json")[^>]*>([\s\S]*?)<\/script>/g
  for (const match of html.matchAll(inline)) {
    const body = match[1] ?? ''
    if (body.length) hashes.add(`'sha256-${createHash('sha256').update(body).digest('base64')}'`)
  }
  return [...hashes]
}

/** React Router's type for loader data (turbo-stream), as it answers a `.data` request itself. */
const DATA_CONTENT_TYPE = 'text/x-script'
const HTML_CONTENT_TYPE = 'text/html; charset=utf-8'

// The build has no origin in it: its absolute URLs start with a placeholder, replaced here with
// SITE_URL before anything is hashed or compressed (ETags, CSP hashes and bodies all match).
function load(file: string, siteUrl: string, contentType: string): PrerenderedPage {
  return preparePage(replaceBuildOrigin(readFileSync(file, 'utf8'), siteUrl), contentType)
}

/**
 * A page's text ready to send: compressed, its ETag and script hashes, and (HTML) the variant
 * for a visitor who accepted the cookie notice, made on first use.
 */
export function preparePage(text: string, contentType: string): PrerenderedPage {
  const page = prepare(text, contentType)
  if (!contentType.startsWith('text/html')) return page
  // Made on first use: compressing every page twice would slow the start for a few visitors.
  let consented: PrerenderedPage | undefined
  return {
    ...page,
    get consented() {
      return (consented ??= prepare(markConsented(text), contentType))
    },
  }
}

function prepare(text: string, contentType: string): PrerenderedPage {
  const raw = Buffer.from(text)
  return {
    contentType,
    raw,
    gzip: gzipSync(raw, { level: 9 }),
    br: brotliCompressSync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
    etag: `"${createHash('sha1').update(raw).digest('base64url')}"`,
    scriptHashes: inlineScriptHashes(raw.toString('utf8')),
  }
}

/**
 * Every build/client/**\/index.html by URL path ("/about"), and the loader data beside it
 * ("/about.data", "/_root.data") that client-side navigation asks for, made for `siteUrl`, read and
 * compressed once at start.
 */
export function loadPrerenderedPages(clientDir: string, siteUrl: string): Map<string, PrerenderedPage> {
  const pages = new Map<string, PrerenderedPage>()
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir)) {
      const full = join(dir, entry)
      if (statSync(full).isDirectory()) {
        if (entry !== 'assets' && entry !== 'media') walk(full)
      } else if (entry === 'index.html') {
        const rel = relative(clientDir, dir).split(sep).join('/')
        pages.set(rel ? `/${rel}` : '/', load(full, siteUrl, HTML_CONTENT_TYPE))
      } else if (entry.endsWith('.data')) {
        pages.set(
          `/${relative(clientDir, full).split(sep).join('/')}`,
          load(full, siteUrl, DATA_CONTENT_TYPE),
        )
      }
    }
  }
  if (existsSync(clientDir)) walk(clientDir)
  return pages
}

/** The best encoding the client accepts among ours. */
export function pickEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | 'identity' {
  const accepted = (acceptEncoding ?? '').toLowerCase()
  if (/\bbr\b/.test(accepted)) return 'br'
  if (/\bgzip\b/.test(accepted)) return 'gzip'
  return 'identity'
}
