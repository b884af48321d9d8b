import { countApplicationsByStatus, listApplicationTimesSince } from '~/server/db/job-applications.server'
import {
  countContactsByStatus,
  listContactSubmissions,
  listContactTimesSince,
} from '~/server/db/contact-submissions.server'
import { countEmailsByState } from '~/server/db/email-outbox.server'
import { countHireBriefsByStatus, listHireBriefTimesSince } from '~/server/db/hire-briefs.server'
import { site } from '~/content/site'
import { addDays, dayIn, startOfDayIn } from '~/lib/format-date-time'
import { listApplicationRows } from '~/features/applications/index.server'
import { getBriefQueue } from '~/features/hire-briefs/index.server'
import type { WeekCount, WeekSeries } from './contract'

export const CHART_WEEKS = 12
export const DASHBOARD_ROWS = 5

/** The Monday that starts the week of `iso` in the company's zone, as YYYY-MM-DD. */
export function weekStart(iso: string | Date): string {
  const day = dayIn(iso, site.timeZone)
  const weekday = (new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7
  return addDays(day, -weekday)
}

/** When each submission of each kind arrived. */
export type ArrivalTimes = Record<WeekSeries, string[]>

/** The last `weeks` weeks, oldest first, with how many of each kind arrived in each. */
export function countPerWeek(arrivals: ArrivalTimes, weeks: number, now = new Date()) {
  const current = weekStart(now)
  const buckets: WeekCount[] = Array.from({ length: weeks }, (_, i) => ({
    week: addDays(current, -(weeks - 1 - i) * 7),
    contacts: 0,
    applications: 0,
    briefs: 0,
  }))
  const byWeek = new Map(buckets.map((b) => [b.week, b]))
  for (const kind of ['contacts', 'applications', 'briefs'] as const) {
    for (const at of arrivals[kind]) {
      const bucket = byWeek.get(weekStart(at))
      if (bucket) bucket[kind]++
    }
  }
  return buckets
}

/** Where the chart starts: the Monday `weeks - 1` weeks before this one, at midnight in the company's zone. */
export function chartStart(weeks: number, now = new Date()): string {
  return startOfDayIn(addDays(weekStart(now), -(weeks - 1) * 7), site.timeZone)
}

/** Which parts of the dashboard a member's role may read. */
export interface DashboardScope {
  contacts: boolean
  applications: boolean
  briefs: boolean
  outbox: boolean
}

/**
 * What the dashboard shows, of the kinds `scope` allows: counts, submissions per week, the briefs
 * to answer, and the newest of each kind. What a role may not read is not even counted.
 */
export async function getDashboard(scope: DashboardScope, now = new Date()) {
  const since = chartStart(CHART_WEEKS, now)
  const newest = { page: 1 }
  const none = async () => null
  const [
    contactCounts,
    applicationCounts,
    briefCounts,
    outbox,
    contactTimes,
    applicationTimes,
    briefTimes,
    contacts,
    applications,
    briefQueue,
  ] = await Promise.all([
    scope.contacts ? countContactsByStatus() : none(),
    scope.applications ? countApplicationsByStatus() : none(),
    scope.briefs ? countHireBriefsByStatus() : none(),
    scope.outbox ? countEmailsByState() : none(),
    scope.contacts ? listContactTimesSince(since) : [],
    scope.applications ? listApplicationTimesSince(since) : [],
    scope.briefs ? listHireBriefTimesSince(since) : [],
    scope.contacts ? listContactSubmissions(newest, { pageSize: DASHBOARD_ROWS }) : none(),
    scope.applications ? listApplicationRows(newest, DASHBOARD_ROWS) : none(),
    scope.briefs ? getBriefQueue(now) : none(),
  ])
  const sum = (counts: Record<string, number>) => Object.values(counts).reduce((a, b) => a + b, 0)
  const counted = <T extends Record<string, number>>(counts: T | null) =>
    counts ? { fresh: counts.new ?? 0, all: sum(counts) } : null
  return {
    counts: {
      contacts: counted(contactCounts),
      applications: counted(applicationCounts),
      briefs: counted(briefCounts),
      outbox: outbox ? { failed: outbox.failed, waiting: outbox.queued + outbox.sending } : null,
    },
    chartKinds: (['contacts', 'applications', 'briefs'] as const).filter((kind) => scope[kind]),
    weeks: countPerWeek(
      { contacts: contactTimes, applications: applicationTimes, briefs: briefTimes },
      CHART_WEEKS,
      now,
    ),
    contacts: contacts?.items ?? null,
    applications: applications?.items ?? null,
    briefQueue,
  }
}
