import { listOpeningStamps, listOpenOpenings } from '~/server/db/openings.server'
import type { Opening, OpeningStamp } from './contract'
import { logger } from '~/server/logger.server'
import { openingsToday } from './close-expired-openings.server'

/** How long an instance trusts what it read before asking the database whether anything changed. */
export const OPENINGS_CHECK_INTERVAL_MS = 1000

/** What a public URL /careers/<slug> stands for. */
export type OpeningLookup =
  { state: 'open'; opening: Opening } | { state: 'closed'; title: string } | { state: 'missing' }

interface Snapshot {
  /** Every opening's id, status and last change: it differs as soon as any opening changed. */
  version: string
  bySlug: Map<string, OpeningStamp>
  open: Opening[]
}

export interface OpeningsCache {
  /** The openings job seekers can apply to today, first opened first. */
  listOpen(now?: Date): Promise<Opening[]>
  findBySlug(slug: string, now?: Date): Promise<OpeningLookup>
}

export interface OpeningsCacheOptions {
  checkEveryMs?: number
  /** Milliseconds now; tests move it on. */
  clock?: () => number
}

const isLive = (opening: Pick<Opening, 'closesOn'>, today: string) =>
  opening.closesOn === null || opening.closesOn >= today

/**
 * The open openings of one server instance, read from the database once and kept until an
 * opening changes. At most once every `checkEveryMs` it reads every opening's id, status and last
 * change (one small query) and reloads the open ones when that differs. Every write of the data
 * module sets `updated_at` in the statement that makes the change, so the version can never miss
 * one, and an instance sees another instance's change within about a second. An opening past its
 * closing day is answered as closed at once, even before the daily job closes it in the database.
 */
export function createOpeningsCache({
  checkEveryMs = OPENINGS_CHECK_INTERVAL_MS,
  clock = () => Date.now(),
}: OpeningsCacheOptions = {}): OpeningsCache {
  let snapshot: Snapshot | undefined
  let checkedAt = Number.NEGATIVE_INFINITY
  let pending: Promise<Snapshot> | undefined

  async function refresh(): Promise<Snapshot> {
    const startedAt = clock()
    try {
      const stamps = await listOpeningStamps()
      const version = stamps.map((s) => `${s.id}.${s.status}.${s.updatedAt}`).join(' ')
      if (!snapshot || snapshot.version !== version) {
        snapshot = {
          version,
          bySlug: new Map(stamps.map((stamp) => [stamp.slug, stamp])),
          open: await listOpenOpenings(),
        }
      }
      checkedAt = startedAt
      return snapshot
    } catch (error) {
      // The database is briefly away: the pages keep what they last knew rather than fail.
      if (!snapshot) throw error
      logger.warn({ err: error instanceof Error ? error.message : String(error) }, 'openings not refreshed')
      return snapshot
    }
  }

  async function current(): Promise<Snapshot> {
    if (snapshot && clock() - checkedAt < checkEveryMs) return snapshot
    pending ??= refresh().finally(() => {
      pending = undefined
    })
    return pending
  }

  return {
    async listOpen(now = new Date()) {
      const today = openingsToday(now)
      return (await current()).open.filter((opening) => isLive(opening, today))
    },
    async findBySlug(slug, now = new Date()) {
      const { bySlug, open } = await current()
      const stamp = bySlug.get(slug)
      if (!stamp || stamp.status === 'draft') return { state: 'missing' }
      const opening = open.find((o) => o.slug === slug)
      if (stamp.status === 'open' && opening && isLive(opening, openingsToday(now))) {
        return { state: 'open', opening }
      }
      return { state: 'closed', title: stamp.title }
    },
  }
}

let shared: OpeningsCache | undefined

/** This instance's cache, made on first use. */
export function getOpeningsCache(): OpeningsCache {
  shared ??= createOpeningsCache()
  return shared
}
