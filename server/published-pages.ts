import type { NextFunction, Request, Response } from 'express'
import { createRequestHandler, type ServerBuild } from 'react-router'
import { hasConsentCookie } from '../app/lib/consent'
import { preparePage, pickEncoding, type PrerenderedPage } from './prerendered'

export interface PublishedPagesOptions {
  /** The build, its documents carrying SITE_URL (withSiteOrigin). */
  build: ServerBuild
  /** Whether a path is a page made from published posts (app/lib/routes.ts isPublishedPagePath). */
  isPublishedPagePath: (path: string) => boolean
  /** What the pages are made from: a new value (a publication, an edit) makes them again. */
  version: () => Promise<string>
  siteUrl: string
  /** The Content-Security-Policy of a page whose inline scripts have these hashes. */
  policyFor: (scriptHashes: string[]) => string
  cacheControl: string
}

interface Kept {
  version: string
  status: number
  page: PrerenderedPage
  policy: string
}

/** Pages beyond this many (a crawler walking made-up slugs answers 404s) are not kept. */
const MAX_KEPT = 500

/**
 * The pages made from published posts (the home page, /sectors, /portfolio, each post and the
 * feed): rendered once per publication and then served from memory like the prerendered pages
 * (compressed once, an ETag, their inline scripts allowed by hash, no framework script), because
 * staff publish without a build. Each is rendered as a visitor without cookies would get it; the
 * consented variant hides the cookie notice as the prerendered ones do. Only plain GETs: a query
 * string (a filter) renders per request. Made again when `version()` changes; a render in progress
 * is shared by the requests that wait for it.
 */
export function publishedPages({
  build,
  isPublishedPagePath,
  version,
  siteUrl,
  policyFor,
  cacheControl,
}: PublishedPagesOptions) {
  const render = createRequestHandler(build, 'production')
  const kept = new Map<string, Kept>()
  const rendering = new Map<string, Promise<Kept | null>>()

  async function make(path: string, at: string): Promise<Kept | null> {
    const response = await render(new Request(new URL(path, siteUrl)), {
      cspNonce: undefined,
      clientIp: undefined,
    })
    // Redirects (a former slug) and errors go to the router per request: only pages and 404s are kept.
    if (response.status !== 200 && response.status !== 404) return null
    const contentType = response.headers.get('Content-Type') ?? 'text/html; charset=utf-8'
    const page = preparePage(await response.text(), contentType)
    return { version: at, status: response.status, page, policy: policyFor(page.scriptHashes) }
  }

  async function pageFor(path: string): Promise<Kept | null> {
    const at = await version()
    const found = kept.get(path)
    if (found?.version === at) return found
    let pending = rendering.get(path)
    if (!pending) {
      pending = make(path, at).finally(() => rendering.delete(path))
      rendering.set(path, pending)
    }
    const made = await pending
    if (made && (kept.has(path) || kept.size < MAX_KEPT)) kept.set(path, made)
    return made
  }

  return (req: Request, res: Response, next: NextFunction) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || req.originalUrl.includes('?')) return next()
    if (!isPublishedPagePath(req.path)) return next()
    pageFor(req.path)
      .then((found) => {
        if (!found) return next()
        const { page: all, status } = found
        const page = hasConsentCookie(req.headers.cookie) ? (all.consented ?? all) : all
        res.status(status)
        res.setHeader('Content-Security-Policy', found.policy)
        res.setHeader('Cache-Control', status === 200 ? cacheControl : 'no-store')
        res.setHeader('ETag', page.etag)
        res.setHeader('Vary', 'consented' in all ? 'Accept-Encoding, Cookie' : 'Accept-Encoding')
        if (status === 200 && req.headers['if-none-match'] === page.etag) {
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
      .catch(next)
  }
}
