import type { NextFunction, Request, Response } from 'express'
import { stripTrailing } from '../app/lib/strip'
import type { ServerEntryExtras } from './server-entry'

/** Sign-in and the cookie notice post a few short fields. */
export const SMALL_FORM_BODY_LIMIT = 8 * 1024

export interface BodyLimits {
  /** Every other body: admin forms, the JSON and form posts of the API and the contact page. */
  form: number
  /** The application, page and API: the resume plus its text fields. */
  upload: number
  /**
   * Applications read at once: each holds up to `upload` bytes while it is read, so this bounds
   * what slow uploads can hold together. Past it: 503 with Retry-After.
   */
  uploadsAtOnce: number
}

let uploadsInFlight = 0
const UPLOADS_BUSY_RETRY_SECONDS = 30

/** A refusal before the app has read the body: answered as JSON on /api/*, as the error page elsewhere. */
export type EarlyRefusal = { status: 413 | 415 } | { status: 429 | 503; retryAfterSeconds: number }
export type RefusalResponder = (req: Request, res: Response, refusal: EarlyRefusal) => void

const SMALL_FORM_ROUTES = new Set(['/admin-login', '/consent'])
const UPLOAD_ROUTES = new Set(['/careers/apply', '/api/job-application'])
/** The public form posts, which count against the per-address submission allowance. */
const SUBMISSION_ROUTES = new Set(['/contact', '/careers/apply', '/api/contact', '/api/job-application'])

/**
 * The route a path reaches, as the router matches it: case-insensitive, without a trailing
 * slash, and without the `.data` suffix of a submission made by the page's script.
 */
export function routeOf(path: string): string {
  let route = path.toLowerCase()
  if (route === '/_root.data') return '/'
  if (route.endsWith('.data')) route = route.slice(0, -'.data'.length)
  return stripTrailing(route, '/') || '/'
}

export function bodyLimitFor(path: string, limits: BodyLimits): number {
  const route = routeOf(path)
  if (SMALL_FORM_ROUTES.has(route)) return SMALL_FORM_BODY_LIMIT
  if (UPLOAD_ROUTES.has(route)) return limits.upload
  return limits.form
}

/** Whether a request is one the page's script made (React Router's `.data` submissions). */
const isScriptSubmission = (path: string) => path.toLowerCase().endsWith('.data')

/** The two public forms take multipart form data (the application's resume); every other page form is URL-encoded. */
const MULTIPART_PAGE_ROUTES = new Set(['/contact', '/careers/apply'])

/**
 * Pages take only what their HTML forms (or their scripts) send, so a body no form of ours sends
 * never reaches a form action that would fail to read it; the API says what it takes itself.
 */
function isFormBodyAllowed(req: Request): boolean {
  const route = routeOf(req.path)
  if (req.method === 'GET' || req.method === 'HEAD' || route.startsWith('/api/')) return true
  const type = (req.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase() ?? ''
  if (type === 'application/x-www-form-urlencoded') return true
  return type === 'multipart/form-data' && MULTIPART_PAGE_ROUTES.has(route)
}

/** A body is coming: a declared length above zero, or a chunked one of unknown length. */
function declaredLength(req: Request): number | 'unknown' | 0 {
  const header = req.headers['content-length']
  if (header !== undefined) return Number(header)
  return req.headers['transfer-encoding'] ? 'unknown' : 0
}

/**
 * Holds every request body to its route's limit before the app sees it. A declared length over
 * the limit is answered 413 at once, without reading. Otherwise the bytes are counted as Node's
 * HTTP parser hands them over: past the limit, nothing more reaches the app (which never sees
 * the body end, so it cannot take a cut-off body for a whole one), the 413 goes out and the
 * connection closes. The application upload is judged as it streams, not by its declared length,
 * so the form can still say that the resume (a 5 MB part) was too large and keep what was typed.
 */
export function limitRequestBodies(limits: BodyLimits, refuse: RefusalResponder) {
  return (req: Request, res: Response, next: NextFunction) => {
    const declared = declaredLength(req)
    if (declared === 0) return next()
    if (!isFormBodyAllowed(req)) {
      stopReading(req)
      refuse(req, res, { status: 415 })
      return
    }
    const limit = bodyLimitFor(req.path, limits)
    const isUpload = UPLOAD_ROUTES.has(routeOf(req.path))
    if (typeof declared === 'number' && declared > limit && !isUpload) {
      stopReading(req)
      refuse(req, res, { status: 413 })
      return
    }
    if (isUpload) {
      if (uploadsInFlight >= limits.uploadsAtOnce) {
        stopReading(req)
        refuse(req, res, { status: 503, retryAfterSeconds: UPLOADS_BUSY_RETRY_SECONDS })
        return
      }
      uploadsInFlight++
      res.once('close', () => uploadsInFlight--)
    }
    let seen = 0
    let refused = false
    // The parser pushes each piece of body into the request stream; counting there sees every
    // byte before any reader does, without changing how (or whether) the app reads the stream.
    const push = req.push.bind(req)
    req.push = (chunk: unknown, encoding?: BufferEncoding) => {
      if (refused) return true
      if (chunk !== null && chunk !== undefined) {
        seen += (chunk as Buffer).length
        if (seen > limit) {
          refused = true
          onOverflow(req, res, refuse)
          return true
        }
      }
      return push(chunk, encoding)
    }
    next()
  }
}

/** How long the rest of a refused body is read and dropped after the answer, before the connection closes. */
const LINGER_MS = 2_000

/**
 * Closes the connection of a refused request once its answer is out, unless its body ends first.
 * Not at once: closing with unread bytes arriving resets the connection, and a client still
 * sending would lose the answer with it.
 */
export function closeAfterAnswer(req: Request, res: Response) {
  const linger = () => {
    if (req.complete) return
    const timer = setTimeout(() => req.socket.destroy(), LINGER_MS)
    timer.unref()
    req.socket.once('close', () => clearTimeout(timer))
    req.once('end', () => clearTimeout(timer))
  }
  if (res.writableFinished) linger()
  else res.once('finish', linger)
}

/** The rest of a refused body is read and dropped: it never reaches the app. */
function stopReading(req: Request) {
  const push = req.push.bind(req)
  req.push = (chunk: unknown, encoding?: BufferEncoding) => (chunk === null ? push(chunk, encoding) : true)
}

class BodyOverLimitError extends Error {
  override name = 'BodyOverLimitError'
}

function onOverflow(req: Request, res: Response, refuse: RefusalResponder) {
  // The app may already have answered (a resume over 5 MB is refused by the form itself).
  if (!res.headersSent) refuse(req, res, { status: 413 })
  else closeAfterAnswer(req, res)
  // A reader of the body is told it failed, never that it ended: a body cut at the limit must
  // not be taken for a whole one. Once the answer is out, so the app's own answer goes nowhere.
  const failReader = () => {
    if (req.listenerCount('error') > 0) req.emit('error', new BodyOverLimitError())
  }
  if (res.closed) setImmediate(failReader)
  else res.once('close', failReader)
}

/**
 * A visitor whose hourly submission allowance is spent is answered 429 before the body of a
 * public form post is read (the app still counts the submission it takes). Submissions made by
 * the page's script go on to the app, which answers them in the form's own terms.
 */
export function checkSubmissionAllowanceFirst(
  peek: ServerEntryExtras['peekSubmissionAllowanceFor'],
  refuse: RefusalResponder,
) {
  return (req: Request, res: Response, next: NextFunction) => {
    if (req.method !== 'POST' || !SUBMISSION_ROUTES.has(routeOf(req.path)) || isScriptSubmission(req.path)) {
      return next()
    }
    peek(req.ip ?? null).then(
      (verdict) => {
        if (verdict.allowed) return next()
        stopReading(req)
        refuse(req, res, { status: 429, retryAfterSeconds: verdict.retryAfterSeconds })
      },
      (error: unknown) => next(error),
    )
  }
}
