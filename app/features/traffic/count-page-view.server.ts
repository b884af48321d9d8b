import { isbot } from 'isbot'
import { createHmac, randomBytes } from 'node:crypto'
import { getConfig } from '~/server/config.server'
import { deleteSaltsBefore, saltOfDay } from '~/server/db/daily-salts.server'
import { insertPageViews, type NewPageView } from '~/server/db/page-views.server'
import { logger } from '~/server/logger.server'
import { clientBucket } from '~/server/security/client-ip.server'
import {
  campaignTags,
  classifyReferrer,
  deviceClass,
  isCountedPath,
  normalizePath,
  optedOut,
  referrerHost,
} from './classify'
import { dayOf } from './days'
import { forgetTodayCount, rollUpPendingDays } from './roll-up-traffic.server'

/*
 * Page views, counted on the server without a cookie or a script. A view waits in memory and is
 * written with others every FLUSH_MS, or as soon as FLUSH_AT are waiting; at most BUFFER_LIMIT
 * wait (more are dropped and the drop logged as a count), so a slow or failing database never
 * slows a page nor grows the process. A crash loses at most the last FLUSH_MS (2 s) of views.
 */

export const FLUSH_MS = 2_000
export const FLUSH_AT = 200
export const BUFFER_LIMIT = 5_000

/** A view waiting to be written; `identity` only until its day's salt is known (then never stored). */
export interface BufferedView extends NewPageView {
  identity?: string
}

export interface RequestFacts {
  /** The path, without the query. */
  path: string
  /** The request target as sent (path and query). */
  url: string
  headers: Record<string, string | string[] | undefined>
  /** The client's address as Express resolved it (TRUST_PROXY honoured). */
  ip: string | null | undefined
}

interface CounterState {
  buffer: BufferedView[]
  salt: { day: string; salt: string } | null
  loadingSalt: Promise<void> | null
  timer: ReturnType<typeof setInterval> | null
  flushing: Promise<void> | null
  dropped: number
  lastDay: string | null
  siteHost: string | null
}

/** The counter as it starts: nothing buffered, no salt read, no timer. */
function freshState(): CounterState {
  return {
    buffer: [],
    salt: null,
    loadingSalt: null,
    timer: null,
    flushing: null,
    dropped: 0,
    lastDay: null,
    siteHost: null,
  }
}

const state: CounterState = freshState()

/** The keyed hash that stands for a visitor on one day: never the address or the agent themselves. */
export function visitorKey(salt: string, identity: string): string {
  return createHmac('sha256', salt).update(identity).digest('base64url').slice(0, 22)
}

/** The address (an IPv6 one by its /64) and the user agent, as the key is made from them. */
export function identityOf(ip: string | null | undefined, userAgent: string): string {
  return `${ip ? clientBucket(ip) : 'unknown'}\n${userAgent}`
}

function siteHost(): string {
  state.siteHost ??= new URL(getConfig().SITE_URL).hostname
  return state.siteHost
}

/** The salt of `day`, loaded (or made) once per day and process; shared by every instance through the database. */
export function loadSalt(day: string): Promise<void> {
  if (state.salt?.day === day) return Promise.resolve()
  state.loadingSalt ??= saltOfDay(day, randomBytes(32).toString('base64url'))
    .then((salt) => {
      state.salt = { day, salt }
    })
    .finally(() => {
      state.loadingSalt = null
    })
  return state.loadingSalt
}

/** The visitor key of a request's address and agent on `day`, loading the salt if needed. */
export async function keyOfVisitor(day: string, ip: string | null | undefined, userAgent: string) {
  await loadSalt(day)
  return state.salt?.day === day ? visitorKey(state.salt.salt, identityOf(ip, userAgent)) : null
}

/** The views waiting in memory (for the source of a submission made in the last seconds). */
export function bufferedViews(): readonly BufferedView[] {
  return state.buffer
}

function ensureTimer() {
  if (state.timer) return
  state.timer = setInterval(() => void flushPageViews(), FLUSH_MS)
  state.timer.unref()
}

/**
 * Whether a request is a view to count, and the work of counting it once its answer is known:
 * null for anything not counted (not a GET of a public page, a bot, DNT or GPC), so the server
 * adds nothing to those. The returned function counts only a 2xx HTML answer.
 */
export function startPageView(request: RequestFacts): ((status: number, contentType: string) => void) | null {
  if (!isCountedPath(request.path) || optedOut(request.headers)) return null
  const userAgent = typeof request.headers['user-agent'] === 'string' ? request.headers['user-agent'] : ''
  if (!userAgent || isbot(userAgent)) return null
  return (status, contentType) => {
    if (status < 200 || status > 299 || !contentType.startsWith('text/html')) return
    countPageView(request, userAgent)
  }
}

/** Counts one view now (the request is known to be a counted one). */
export function countPageView(request: RequestFacts, userAgent: string, now = new Date()): void {
  if (state.buffer.length >= BUFFER_LIMIT) {
    state.dropped++
    return
  }
  const day = dayOf(now)
  const query = request.url.indexOf('?')
  const tags = campaignTags(query === -1 ? '' : request.url.slice(query))
  const referrer = request.headers.referer
  const host = referrerHost(typeof referrer === 'string' ? referrer : null)
  const identity = identityOf(request.ip, userAgent)
  const salt = state.salt?.day === day ? state.salt.salt : null
  const view: BufferedView = {
    day,
    at: now.toISOString(),
    path: normalizePath(request.path),
    referrerHost: host,
    source: tags.utmSource ?? classifyReferrer(host, siteHost()),
    utmSource: tags.utmSource,
    utmMedium: tags.utmMedium,
    utmCampaign: tags.utmCampaign,
    device: deviceClass(userAgent),
    visitorKey: salt ? visitorKey(salt, identity) : '',
  }
  if (!salt) {
    view.identity = identity
    void loadSalt(day).catch(() => undefined)
  }
  state.buffer.push(view)
  ensureTimer()
  if (state.buffer.length >= FLUSH_AT) void flushPageViews()
}

async function writeBatch(batch: BufferedView[]): Promise<void> {
  const rows: NewPageView[] = []
  for (const { identity, ...view } of batch) {
    if (identity !== undefined) {
      await loadSalt(view.day)
      // A view from a day whose salt is gone (written after midnight) is dropped, not keyed anew.
      if (state.salt?.day !== view.day) continue
      view.visitorKey = visitorKey(state.salt.salt, identity)
    }
    rows.push(view)
  }
  await insertPageViews(rows)
}

/**
 * A new day (in the company's zone): the salts of past days are deleted and the days before it
 * rolled up for good, in the background of a flush (a batch of visitors at a time, so pages do not
 * wait behind it). Today is not rolled up: the report counts it from its raw views.
 */
async function turnDay(now: Date): Promise<void> {
  const today = dayOf(now)
  if (state.lastDay === today) return
  if (state.salt && state.salt.day < today) state.salt = null
  await deleteSaltsBefore(today)
  await rollUpPendingDays(today)
  state.lastDay = today
}

/**
 * Writes the waiting views. Errors are logged (without a path, address or agent) and swallowed;
 * the batch goes back to wait while there is room, so a busy database delays views, not pages.
 */
export function flushPageViews(now = new Date()): Promise<void> {
  state.flushing ??= (async () => {
    try {
      const batch = state.buffer
      state.buffer = []
      if (state.dropped) {
        logger.warn({ dropped: state.dropped }, 'page views dropped: the buffer was full')
        state.dropped = 0
      }
      try {
        await writeBatch(batch)
      } catch (error) {
        const room = BUFFER_LIMIT - state.buffer.length
        state.buffer = [...batch.slice(0, Math.max(0, room)), ...state.buffer]
        logger.warn({ err: errorCode(error), waiting: state.buffer.length }, 'page views not written yet')
        return
      }
      try {
        await turnDay(now)
      } catch (error) {
        logger.warn({ err: errorCode(error) }, 'traffic roll-up failed')
      }
    } finally {
      state.flushing = null
    }
  })()
  return state.flushing
}

/** A database error's code or class, never its message (which could quote a value). */
function errorCode(error: unknown): string {
  const code = (error as { code?: unknown } | null)?.code
  return typeof code === 'string' ? code : error instanceof Error ? error.name : 'unknown'
}

/** Writes what waits and stops the timer (at shutdown, and between tests). */
export async function stopPageViewCounter(): Promise<void> {
  if (state.timer) clearInterval(state.timer)
  state.timer = null
  await flushPageViews()
  if (state.buffer.length) await flushPageViews()
}

/** Forgets everything in memory (tests: a new database, a new day). */
export function resetPageViewCounter(): void {
  if (state.timer) clearInterval(state.timer)
  Object.assign(state, freshState())
  forgetTodayCount()
}
