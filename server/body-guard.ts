import type { NextFunction, Request, Response } from 'express'
import { SMALL_BODY_LIMIT, type BodyKind } from '../app/contracts/form-declaration'
import { formAt, type FormTarget } from '../app/contracts/forms'
import type { EarlyRefusal } from '../app/contracts/problems'
import { stripTrailing } from '../app/lib/strip'
import type { ServerEntryExtras } from './server-entry'

export interface UploadLimits {
  /**
   * Uploads read at once by the whole server: each holds up to its form's limit while it is
   * read, so this bounds what slow uploads can hold together. Past it: 503 with Retry-After.
   */
  atOnce: number
  /** Uploads read at once from one address (IPv4, or IPv6 /64). Past it: 429 with Retry-After. */
  perAddress: number
  /** An upload that brings fewer bytes a second than this, over `rateWindowMs`, is cut off with 408. */
  minBytesPerSecond: number
  rateWindowMs: number
}

export interface BodyGuardOptions {
  uploads: UploadLimits
  /** Who a request is for the per-address upload slots (clientBucket of its address). */
  addressOf: (req: Request) => string
}

const UPLOADS_BUSY_RETRY_SECONDS = 30
/** How often an upload's rate is looked at: six times a window. */
const RATE_CHECKS_PER_WINDOW = 6

export type RefusalResponder = (req: Request, res: Response, refusal: EarlyRefusal) => void

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

/** The form a request path posts to, as the forms declare themselves (app/contracts/forms.ts). */
export const formOf = (path: string): FormTarget | undefined => formAt(routeOf(path))

/** A body sent where no form posts (a POST to a content page, the router answers 405) gets the smallest limit. */
export function bodyLimitFor(path: string): number {
  return formOf(path)?.form.bodyLimit ?? SMALL_BODY_LIMIT
}

/** Whether a request is one the page's script made (React Router's `.data` submissions). */
const isScriptSubmission = (path: string) => path.toLowerCase().endsWith('.data')

function bodyKindOf(req: Request): BodyKind | 'other' {
  const type = (req.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase() ?? ''
  if (type === 'application/x-www-form-urlencoded') return 'urlencoded'
  if (type === 'multipart/form-data') return 'multipart'
  if (type === 'application/json') return 'json'
  return 'other'
}

/**
 * The bodies a request's path takes, or null for any: a form's page and API take what they
 * declare; a page no form posts to takes only URL-encoded posts (the router answers them 405);
 * an API path without a form says what it takes itself.
 */
function acceptedKinds(req: Request, target: FormTarget | undefined): readonly BodyKind[] | null {
  if (req.method === 'GET' || req.method === 'HEAD') return null
  if (target) return target.accepts
  return routeOf(req.path).startsWith('/api/') ? null : ['urlencoded']
}

/** A body is coming: a declared length above zero, or a chunked one of unknown length. */
function declaredLength(req: Request): number | 'unknown' | 0 {
  const header = req.headers['content-length']
  if (header !== undefined) return Number(header)
  return req.headers['transfer-encoding'] ? 'unknown' : 0
}

/**
 * Holds every request body to its form's declared limit before the app sees it. A body of a kind
 * the path does not take is a 415, a declared length over the limit a 413, both at once, without
 * reading. Otherwise the bytes are counted as Node's HTTP parser hands them over: past the limit,
 * nothing more reaches the app (which never sees the body end, so it cannot take a cut-off body
 * for a whole one), the 413 goes out and the connection closes. An upload is judged as it streams,
 * not by its declared length, so the form can still say that the file (a 5 MB part) was too large
 * and keep what was typed; it takes one of a few slots per address and of a bounded number in all,
 * and is cut off with 408 when it arrives slower than the minimum rate.
 */
export function limitRequestBodies({ uploads, addressOf }: BodyGuardOptions, refuse: RefusalResponder) {
  let uploadsInFlight = 0
  // Only addresses with an upload under way: at most `uploads.atOnce` entries.
  const uploadsByAddress = new Map<string, number>()
  const windowBytes = (uploads.minBytesPerSecond * uploads.rateWindowMs) / 1000

  function takeUploadSlot(req: Request, res: Response): boolean {
    const address = addressOf(req)
    const fromAddress = uploadsByAddress.get(address) ?? 0
    if (fromAddress >= uploads.perAddress) {
      stopReading(req)
      refuse(req, res, { code: 'uploads_in_progress', retryAfterSeconds: UPLOADS_BUSY_RETRY_SECONDS })
      return false
    }
    if (uploadsInFlight >= uploads.atOnce) {
      stopReading(req)
      refuse(req, res, { code: 'busy', retryAfterSeconds: UPLOADS_BUSY_RETRY_SECONDS })
      return false
    }
    uploadsInFlight++
    uploadsByAddress.set(address, fromAddress + 1)
    res.once('close', () => {
      uploadsInFlight--
      const left = (uploadsByAddress.get(address) ?? 1) - 1
      if (left > 0) uploadsByAddress.set(address, left)
      else uploadsByAddress.delete(address)
    })
    return true
  }

  return (req: Request, res: Response, next: NextFunction) => {
    const declared = declaredLength(req)
    if (declared === 0) return next()
    const target = formOf(req.path)
    const accepts = acceptedKinds(req, target)
    if (accepts && !(accepts as readonly string[]).includes(bodyKindOf(req))) {
      stopReading(req)
      refuse(req, res, { code: 'unsupported_type', accepts })
      return
    }
    const limit = target?.form.bodyLimit ?? SMALL_BODY_LIMIT
    const isUpload = target?.form.upload === true
    if (typeof declared === 'number' && declared > limit && !isUpload) {
      stopReading(req)
      refuse(req, res, { code: 'too_large' })
      return
    }
    if (isUpload && !takeUploadSlot(req, res)) return

    let seen = 0
    let cut = false
    const cutOff = (refusal: EarlyRefusal) => {
      cut = true
      stopWatching()
      failReading(req, res, refuse, refusal)
    }

    // The rate is looked at a few times a window: the bytes of the last window must reach the minimum.
    const seenAtChecks = [0]
    const watch = isUpload
      ? setInterval(() => {
          seenAtChecks.push(seen)
          if (seenAtChecks.length <= RATE_CHECKS_PER_WINDOW) return
          const windowStart = seenAtChecks.shift() ?? 0
          if (seen - windowStart < windowBytes) cutOff({ code: 'too_slow' })
        }, uploads.rateWindowMs / RATE_CHECKS_PER_WINDOW)
      : undefined
    watch?.unref()
    const stopWatching = () => clearInterval(watch)
    res.once('close', stopWatching)

    // The parser pushes each piece of body into the request stream; counting there sees every
    // byte before any reader does, without changing how (or whether) the app reads the stream.
    const push = req.push.bind(req)
    req.push = (chunk: unknown, encoding?: BufferEncoding) => {
      if (cut) return true
      if (chunk === null) stopWatching()
      else if (chunk !== undefined) {
        seen += (chunk as Buffer).length
        if (seen > limit) {
          cutOff({ code: 'too_large' })
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
    // The socket outlives the request when kept alive: its listener goes with the request.
    const stop = () => {
      clearTimeout(timer)
      req.socket.off('close', stop)
      req.off('end', stop)
    }
    req.socket.once('close', stop)
    req.once('end', stop)
  }
  if (res.writableFinished) linger()
  else res.once('finish', linger)
}

/** The rest of a refused body is read and dropped: it never reaches the app. */
function stopReading(req: Request) {
  const push = req.push.bind(req)
  req.push = (chunk: unknown, encoding?: BufferEncoding) => (chunk === null ? push(chunk, encoding) : true)
}

class BodyCutOffError extends Error {
  override name = 'BodyCutOffError'
}

/** A body cut off while the app may be reading it: over its limit, or too slow. */
function failReading(req: Request, res: Response, refuse: RefusalResponder, refusal: EarlyRefusal) {
  // The app may already have answered (a resume over 5 MB is refused by the form itself).
  if (!res.headersSent) refuse(req, res, refusal)
  else closeAfterAnswer(req, res)
  // A reader of the body is told it failed, never that it ended: a body cut off must not be
  // taken for a whole one. Once the answer is out, so the app's own answer goes nowhere.
  const failReader = () => {
    if (req.listenerCount('error') > 0) req.emit('error', new BodyCutOffError())
  }
  if (res.closed) setImmediate(failReader)
  else res.once('close', failReader)
}

/**
 * A visitor whose hourly submission allowance is spent is answered 429 before the body of a
 * post to a form that counts against it (its declaration says so) is read; the app still counts
 * the submission it takes. Submissions made by the page's script go on to the app, which answers
 * them in the form's own terms.
 */
export function checkSubmissionAllowanceFirst(
  peek: ServerEntryExtras['peekSubmissionAllowanceFor'],
  refuse: RefusalResponder,
) {
  return (req: Request, res: Response, next: NextFunction) => {
    if (req.method !== 'POST' || isScriptSubmission(req.path) || !formOf(req.path)?.form.allowance) {
      return next()
    }
    peek(req.ip ?? null).then(
      (verdict) => {
        if (verdict.allowed) return next()
        stopReading(req)
        refuse(req, res, { code: 'rate_limited', retryAfterSeconds: verdict.retryAfterSeconds })
      },
      (error: unknown) => next(error),
    )
  }
}
