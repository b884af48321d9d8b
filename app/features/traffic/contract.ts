import { z } from '~/lib/zod'

/** Where a visit came from, as a submission keeps it and its record shows it. */
export interface VisitSource {
  /** The first page of the visit that day: "/it-team". */
  landing: string | null
  /** The referring site's host: "linkedin.com". */
  referrer: string | null
  campaign: string | null
  medium: string | null
  /** What it is counted under: "linkedin", "google", "direct", a utm_source. */
  name: string | null
}

const tag = z
  .string()
  .trim()
  .max(100)
  .transform((value) => value.toLowerCase() || null)

/**
 * The source a JSON API caller may pass with a submission (`source: { landing, referrer, campaign,
 * medium, name }`), each optional and capped at 100 characters; a landing page is a path.
 */
export const ExplicitSourceSchema = z
  .object({
    landing: z
      .string()
      .trim()
      .max(200)
      .regex(/^\/[^\s]*$/, 'a path starting with /')
      .optional(),
    referrer: tag.optional(),
    campaign: tag.optional(),
    medium: tag.optional(),
    name: tag.optional(),
  })
  .strict()

export type ExplicitSource = z.output<typeof ExplicitSourceSchema>

/** Names that read better than the stored ones. */
const SOURCE_LABELS: Record<string, string> = {
  google: 'Google',
  bing: 'Bing',
  duckduckgo: 'DuckDuckGo',
  yahoo: 'Yahoo',
  yandex: 'Yandex',
  baidu: 'Baidu',
  ecosia: 'Ecosia',
  brave: 'Brave Search',
  linkedin: 'LinkedIn',
  facebook: 'Facebook',
  instagram: 'Instagram',
  x: 'X (Twitter)',
  reddit: 'Reddit',
  youtube: 'YouTube',
  naukri: 'Naukri',
  indeed: 'Indeed',
  glassdoor: 'Glassdoor',
  direct: 'Direct (no referrer)',
  internal: 'Our own pages',
  '': 'Unknown',
}

export function sourceLabel(name: string | null): string {
  return SOURCE_LABELS[name ?? ''] ?? name ?? 'Unknown'
}

export const RANGE_KINDS = ['7d', '30d', 'month', 'custom'] as const
export type RangeKind = (typeof RANGE_KINDS)[number]

const dayString = z.string().regex(/^\d{4}-\d{2}-\d{2}$/)

/** The report's GET form: a range kind, a month (YYYY-MM) or two days. */
export const TrafficQuerySchema = z.object({
  range: z.enum(RANGE_KINDS).catch('30d'),
  month: z
    .string()
    .regex(/^\d{4}-\d{2}$/)
    .optional()
    .catch(undefined),
  from: dayString.optional().catch(undefined),
  to: dayString.optional().catch(undefined),
})
export type TrafficQuery = z.output<typeof TrafficQuerySchema>

export interface DayPoint {
  day: string
  views: number
  visitors: number
  /** The same position in the previous period. */
  previousDay: string
  previousViews: number
  previousVisitors: number
}

export interface SourceRow {
  source: string
  campaign: string
  visitors: number
  views: number
  contacts: number
  applications: number
  briefs: number
  /** Submissions of every kind per visitor, 0–1; null without visitors. */
  conversion: number | null
}

export interface SpeedRow {
  /** "2026-11" or an owner's username ("(unassigned)" for none). */
  group: string
  count: number
  medianHours: number | null
  p90Hours: number | null
  withinBusinessDay: number | null
  within48Hours: number | null
}

export interface SpeedTable {
  measure: string
  byMonth: SpeedRow[]
  byOwner: SpeedRow[]
}

export interface TrafficReport {
  range: { kind: RangeKind; from: string; to: string; previousFrom: string; previousTo: string; month?: string }
  totals: { views: number; visitors: number; previousViews: number; previousVisitors: number }
  days: DayPoint[]
  pages: { path: string; views: number; visitors: number }[]
  sources: SourceRow[]
  funnel: { step: string; count: number }[]
  speed: SpeedTable[]
}
