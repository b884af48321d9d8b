import { createRequestHandler } from '@react-router/express'
import compression from 'compression'
import express, { type NextFunction, type Request, type Response } from 'express'
import { randomBytes } from 'node:crypto'
import { join } from 'node:path'
import type { ServerBuild } from 'react-router'
import { PROBLEM_STATUS } from '../app/contracts/problems'
import { hasConsentCookie } from '../app/lib/consent'
import { loggableUrl } from '../app/lib/loggable-url'
import { findRedirect, findRenamedPath } from '../app/lib/routes'
import {
  checkSubmissionAllowanceFirst,
  closeAfterAnswer,
  limitRequestBodies,
  routeOf,
  type RefusalResponder,
  type UploadLimits,
} from './body-guard'
import { compressedAssets } from './compressed-assets'
import { countPageViews } from './page-views'
import { withSiteOrigin } from './origin'
import { loadPrerenderedPages, pickEncoding } from './prerendered'
import { publishedPages } from './published-pages'
import { createRefusalPageRenderer, sendRefusalPage } from './refusal-page'
import type { ServerEntryExtras } from './server-entry'

export interface AppOptions {
  build: ServerBuild
  /** What the build's entry exports beside the renderer (loaded and checked by loadServerEntry). */
  entry: ServerEntryExtras
  clientDir: string
  siteUrl: string
  /** Express's 'trust proxy': parsed from TRUST_PROXY by the config schema. */
  trustProxy: boolean | number | string[]
  /** HSTS_PRELOAD: ask for the browsers' preload list in the HSTS header (https only). */
  hstsPreload?: boolean
  /** MEDIA_DIR: the uploaded images' files, served at /uploads. */
  mediaDir?: string
}

/**
 * No path of ours comes near this; a longer one is answered 414 before any routing, so nothing
 * that reads a path (redirects, the router) ever meets one of the 16 KB Node's header limit allows.
 */
const MAX_PATH_BYTES = 2048

/**
 * Applications: each holds up to 5.25 MB while it is read. Two at once per address (a person
 * sends one), 32 in all; an upload slower than 8 KB/s over 30 s is cut off (a 5 MB resume at that
 * rate would take 11 minutes, far past the 2-minute request timeout anyway).
 */
const UPLOAD_LIMITS: UploadLimits = {
  atOnce: 32,
  perAddress: 2,
  minBytesPerSecond: 8 * 1024,
  rateWindowMs: 30_000,
}

/** The request target's path in bytes (Node reads the target as latin1: one character a byte). */
const pathBytes = (url: string) => {
  const query = url.indexOf('?')
  return query === -1 ? url.length : query
}

const HTML_CACHE = 'public, max-age=0, must-revalidate'
const ASSET_CACHE = 'public, max-age=31536000, immutable'
const STATIC_CACHE = 'public, max-age=3600'

function csp(scriptSources: string[], isHttps: boolean): string {
  return [
    "default-src 'self'",
    `script-src 'self' ${scriptSources.join(' ')}`.trim(),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    "media-src 'self'",
    "connect-src 'self'",
    'frame-src https://www.openstreetmap.org',
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
    "manifest-src 'self'",
    ...(isHttps ? ['upgrade-insecure-requests'] : []),
  ].join('; ')
}

/** Files under these never become a document: they need no framing, opener or feature policy. */
const SUBRESOURCE_PREFIXES = ['/assets/', '/media/', '/uploads/']

/**
 * The HSTS header of an https site. Preload is a promise to the browsers' list that every
 * subdomain serves https for years: only when the operator makes it (HSTS_PRELOAD=1).
 */
export function hstsHeader(siteUrl: string, preload: boolean): string | null {
  if (!siteUrl.startsWith('https://')) return null
  return `max-age=63072000; includeSubDomains${preload ? '; preload' : ''}`
}

function baseSecurityHeaders(req: Request, res: Response, hsts: string | null) {
  res.setHeader('X-Content-Type-Options', 'nosniff')
  if (hsts) res.setHeader('Strict-Transport-Security', hsts)
  // A page loads some thirty of these; the headers below would add ~300 bytes to each.
  if (SUBRESOURCE_PREFIXES.some((prefix) => req.path.startsWith(prefix))) return
  res.setHeader('Referrer-Policy', 'strict-origin-when-cross-origin')
  res.setHeader(
    'Permissions-Policy',
    'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()',
  )
  res.setHeader('Cross-Origin-Opener-Policy', 'same-origin')
  res.setHeader('X-Frame-Options', 'DENY')
}

/** The Express application: headers, redirects, static files, prerendered pages, the router. */
export function createApp({
  build,
  entry,
  clientDir,
  siteUrl,
  trustProxy,
  hstsPreload = false,
  mediaDir,
}: AppOptions) {
  const isHttps = siteUrl.startsWith('https://')
  const hsts = hstsHeader(siteUrl, hstsPreload)
  const pages = loadPrerenderedPages(clientDir, siteUrl)
  const pagePolicies = new Map([...pages].map(([path, page]) => [path, csp(page.scriptHashes, isHttps)]))
  const apiPolicy = csp([], isHttps)
  const app = express()
  app.disable('x-powered-by')
  app.set('trust proxy', trustProxy)

  // ── Refusals before the app reads a request (server/body-guard.ts): answered as JSON on /api/*,
  // as the designed error page elsewhere.
  const renderRefusalPage = createRefusalPageRenderer(build)
  const refuse: RefusalResponder = (req, res, refusal) => {
    // The app may still be answering this request; its errors then must not become a 500.
    res.locals.refused = true
    res.setHeader('Cache-Control', 'no-store')
    closeAfterAnswer(req, res)
    if (routeOf(req.path).startsWith('/api/')) {
      const reply = entry.earlyRefusalReply(refusal)
      res.setHeader('Content-Security-Policy', apiPolicy)
      res.status(reply.status).set(reply.headers).json(reply.body)
      return
    }
    const status = PROBLEM_STATUS[refusal.code]
    if ('retryAfterSeconds' in refusal) res.setHeader('Retry-After', String(refusal.retryAfterSeconds))
    const nonce = randomBytes(16).toString('base64')
    res.setHeader('Content-Security-Policy', csp([`'nonce-${nonce}'`], isHttps))
    renderRefusalPage(req, status, nonce)
      .then((page) => sendRefusalPage(res, page))
      .catch((error: unknown) => {
        console.error(JSON.stringify({ level: 50, msg: 'refusal page failed', err: String(error) }))
        if (!res.headersSent) res.status(status).type('text/plain').send('Request refused')
      })
  }

  app.use((req: Request, res: Response, next: NextFunction) => {
    baseSecurityHeaders(req, res, hsts)
    if (pathBytes(req.url) > MAX_PATH_BYTES) {
      refuse(req, res, { code: 'uri_too_long' })
      return
    }
    const query = req.originalUrl.includes('?') ? req.originalUrl.slice(req.originalUrl.indexOf('?')) : ''
    // A renamed path answers whatever the method: 308 tells the client to send the same body again.
    const renamed = findRenamedPath(req.path)
    if (renamed) {
      res.redirect(308, `${renamed}${query}`)
      return
    }
    const target = findRedirect(req.path)
    if (target && (req.method === 'GET' || req.method === 'HEAD')) {
      const [path, hash] = target.split('#')
      res.redirect(308, `${path}${query}${hash ? `#${hash}` : ''}`)
      return
    }
    next()
  })

  // Request bodies: each held to its form's declared limit while it is read, uploads to their
  // slots and minimum rate, and a spent submission allowance answered before a public form's body
  // is read. Ahead of every reader of a body.
  app.use(
    limitRequestBodies(
      { uploads: UPLOAD_LIMITS, addressOf: (req) => entry.clientBucket(req.ip ?? 'unknown') },
      refuse,
    ),
  )
  app.use(checkSubmissionAllowanceFirst(entry.peekSubmissionAllowanceFor, refuse))

  // Public pages' views, counted once answered (no cookie, no script): ahead of the prerendered pages.
  if (entry.startPageView) app.use(countPageViews(entry.startPageView))

  // Prerendered HTML from memory, only for plain GETs: a query string (a tab, a filter, a flash)
  // renders per request. Compressed once at start, so this path does no work per request.
  app.use((req: Request, res: Response, next: NextFunction) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || req.originalUrl.includes('?')) return next()
    const found = pages.get(req.path)
    if (!found) return next()
    const page = hasConsentCookie(req.headers.cookie) ? (found.consented ?? found) : found
    res.setHeader('Content-Security-Policy', pagePolicies.get(req.path) ?? '')
    res.setHeader('Cache-Control', HTML_CACHE)
    res.setHeader('ETag', page.etag)
    res.setHeader('Vary', 'consented' in found ? 'Accept-Encoding, Cookie' : 'Accept-Encoding')
    if (req.headers['if-none-match'] === page.etag) {
      res.status(304).end()
      return
    }
    const encoding = pickEncoding(req.headers['accept-encoding'])
    const body = encoding === 'br' ? page.br : encoding === 'gzip' ? page.gzip : page.raw
    if (encoding !== 'identity') res.setHeader('Content-Encoding', encoding)
    res.setHeader('Content-Type', page.contentType)
    res.setHeader('Content-Length', body.length)
    res.end(req.method === 'HEAD' ? undefined : body)
  })

  const assets = compressedAssets(join(clientDir, 'assets'), ASSET_CACHE)
  void assets.warm()
  app.use('/assets', assets.handler)

  app.use(compression())

  app.use(
    '/assets',
    express.static(join(clientDir, 'assets'), {
      immutable: true,
      maxAge: '1y',
      // Hashed names never change: no revalidation, so no validators or ranges to send.
      etag: false,
      lastModified: false,
      acceptRanges: false,
      fallthrough: false,
      setHeaders: (res) => res.setHeader('Cache-Control', ASSET_CACHE),
    }),
  )

  // Media and icons never fall through to the router: a missing file is a plain 404.
  app.use('/media', express.static(join(clientDir, 'media'), { fallthrough: false, maxAge: '7d' }))
  // Uploaded images: each file's name holds its content's hash, so it never changes.
  if (mediaDir) {
    app.use(
      '/uploads',
      express.static(mediaDir, {
        fallthrough: false,
        index: false,
        dotfiles: 'deny',
        etag: false,
        setHeaders: (res) => res.setHeader('Cache-Control', ASSET_CACHE),
      }),
    )
  }

  const staticFiles = express.static(clientDir, {
    index: false,
    redirect: false,
    maxAge: '1h',
    setHeaders: (res) => res.setHeader('Cache-Control', STATIC_CACHE),
  })
  // Prerendered loader data (.data) is served from memory above, made for SITE_URL; the files on
  // disk carry the build's placeholder origin, so with a query string the router answers instead.
  app.use((req: Request, res: Response, next: NextFunction) =>
    req.path.endsWith('.data') ? next() : staticFiles(req, res, next),
  )

  const servedBuild = withSiteOrigin(build, siteUrl)
  // Pages made from published posts: rendered once per publication, then served from memory.
  if (entry.isPublishedPagePath && entry.publishedPagesVersion) {
    app.use(
      publishedPages({
        build: servedBuild,
        isPublishedPagePath: entry.isPublishedPagePath,
        version: entry.publishedPagesVersion,
        siteUrl,
        policyFor: (hashes) => csp(hashes, isHttps),
        cacheControl: HTML_CACHE,
      }),
    )
  }

  const handler = createRequestHandler({
    build: servedBuild,
    mode: 'production',
    getLoadContext: (req, res) => ({ cspNonce: res.locals.cspNonce as string, clientIp: req.ip }),
  })
  app.use((req: Request, res: Response, next: NextFunction) => {
    const nonce = randomBytes(16).toString('base64')
    res.locals.cspNonce = nonce
    res.setHeader('Content-Security-Policy', csp([`'nonce-${nonce}'`], isHttps))
    res.setHeader('Cache-Control', 'no-store')
    // The router appends its response's headers; a route's own Cache-Control (the careers pages)
    // replaces the no-store default instead of being added beside it.
    const append = res.append.bind(res)
    res.append = (field, value) =>
      field.toLowerCase() === 'cache-control' && value !== undefined
        ? res.set(field, value)
        : append(field, value)
    void handler(req, res, next)
  })

  // A missing static file (fallthrough: false) is a plain 404; anything else is logged and a 500.
  app.use(
    (error: { status?: number; statusCode?: number }, req: Request, res: Response, _next: NextFunction) => {
      // A request the body guard refused is being answered by it; the app's own late answer failed.
      if (res.locals.refused === true) return
      const status = error.status ?? error.statusCode ?? 500
      if (status >= 500)
        console.error(
          JSON.stringify({
            level: 50,
            msg: 'unhandled error',
            url: loggableUrl(req.originalUrl),
            err: String(error),
          }),
        )
      if (res.headersSent) return
      res
        .status(status)
        .type('text/plain')
        .send(status === 404 ? 'Not found' : 'Internal server error')
    },
  )

  return app
}
