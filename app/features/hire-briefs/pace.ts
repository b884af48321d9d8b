import type { HireBriefStatus } from '~/contracts/hire-brief'

/*
 * A brief's pace: how long each step took, from its arrival to a placement, and how long it has
 * waited in the step it is in. Computed from its milestones (read on the server by the one
 * definition the traffic report shares: app/server/db/response-times.server.ts), so the brief's
 * page and its list say the same.
 */

export const PACE_STEPS = ['received', 'first-reply', 'shortlist', 'interview', 'placement'] as const
export type PaceStep = (typeof PACE_STEPS)[number]

export const PACE_STEP_LABELS: Record<PaceStep, string> = {
  received: 'Received',
  'first-reply': 'First reply',
  shortlist: 'Shortlist shared',
  interview: 'First interview',
  placement: 'Placement',
}

/** When a brief reached each step (ISO), null for a step it has not reached. */
export interface BriefMilestones {
  createdAt: string
  firstActionAt: string | null
  shortlistAt: string | null
  interviewAt: string | null
  placedAt: string | null
}

/**
 * - done: reached, `tookMs` after the step reached before it;
 * - skipped: not reached, but a later step was (a candidate placed without an interview);
 * - current: the next step after the furthest reached, waited for `waitingMs`;
 * - later: not reached yet, after the current one;
 * - not-reached: the brief is closed (won or lost) without it.
 */
export type PaceState = 'done' | 'skipped' | 'current' | 'later' | 'not-reached'

export interface PaceRow {
  step: PaceStep
  label: string
  state: PaceState
  /** When it was reached (done steps). */
  at: string | null
  tookMs: number | null
  waitingMs: number | null
}

export interface BriefPace {
  steps: PaceRow[]
  /** The step it waits in; null once placed, won or lost. */
  current: PaceStep | null
  /** Since when it waits there (the furthest step reached), and for how long. */
  waitingSince: string | null
  waitingMs: number | null
}

const CLOSED: readonly HireBriefStatus[] = ['won', 'lost']

function reachedAt(m: BriefMilestones): Record<PaceStep, string | null> {
  return {
    received: m.createdAt,
    'first-reply': m.firstActionAt,
    shortlist: m.shortlistAt,
    interview: m.interviewAt,
    placement: m.placedAt,
  }
}

/** The brief's steps as of `now`; a won or lost brief waits in none. */
export function briefPace(m: BriefMilestones, status: HireBriefStatus, now = Date.now()): BriefPace {
  const at = reachedAt(m)
  const furthest = PACE_STEPS.reduce((last, step, index) => (at[step] ? index : last), 0)
  const closed = CLOSED.includes(status) || furthest === PACE_STEPS.length - 1
  const currentIndex = closed ? -1 : furthest + 1
  const waitingSince = closed ? null : at[PACE_STEPS[furthest]!]
  let previous: string | null = null
  const steps = PACE_STEPS.map((step, index): PaceRow => {
    const when = at[step]
    const row = { step, label: PACE_STEP_LABELS[step], at: when, tookMs: null, waitingMs: null }
    if (when) {
      const tookMs = previous === null ? null : Math.max(0, Date.parse(when) - Date.parse(previous))
      previous = when
      return { ...row, state: 'done', tookMs }
    }
    if (index < furthest) return { ...row, state: 'skipped' }
    if (index === currentIndex && waitingSince) {
      return { ...row, state: 'current', waitingMs: Math.max(0, now - Date.parse(waitingSince)) }
    }
    return { ...row, state: closed ? 'not-reached' : 'later' }
  })
  const current = closed ? null : (PACE_STEPS[currentIndex] ?? null)
  return {
    steps,
    current,
    waitingSince,
    waitingMs: waitingSince ? Math.max(0, now - Date.parse(waitingSince)) : null,
  }
}

const MINUTE_MS = 60_000
const HOUR_MS = 60 * MINUTE_MS
const DAY_MS = 24 * HOUR_MS

/**
 * A span in words a client manager reads at a glance: "under a minute", "45 min", "2 h 10 min",
 * "1 day 4 h", "3 days" (whole units, rounded down: a step is never said to be longer than it was).
 */
export function formatSpan(ms: number): string {
  if (ms < MINUTE_MS) return 'under a minute'
  if (ms < HOUR_MS) return `${Math.floor(ms / MINUTE_MS)} min`
  if (ms < DAY_MS) {
    const hours = Math.floor(ms / HOUR_MS)
    const minutes = Math.floor((ms % HOUR_MS) / MINUTE_MS)
    return minutes ? `${hours} h ${minutes} min` : `${hours} h`
  }
  if (ms < 2 * DAY_MS) {
    const hours = Math.floor((ms - DAY_MS) / HOUR_MS)
    return hours ? `1 day ${hours} h` : '1 day'
  }
  return `${Math.floor(ms / DAY_MS)} days`
}
