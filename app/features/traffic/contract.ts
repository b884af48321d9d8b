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

/** The fields a JSON API caller may send with a submission to name its source explicitly. */
export const SOURCE_FIELDS = {
  landing: 'source_landing',
  referrer: 'source_referrer',
  campaign: 'source_campaign',
  medium: 'source_medium',
  name: 'source_name',
} as const

export type ExplicitSource = Partial<Record<keyof typeof SOURCE_FIELDS, string>>

const tag = z
  .string()
  .trim()
  .transform((value) => value.slice(0, 100).toLowerCase())
  .pipe(z.string().regex(/^[\p{L}\p{N}._\-+ /:]+$/u))

/** Each explicit source field: a landing page is a path (200 characters at most), the rest tags (100). */
export const ExplicitSourceSchema = z.object({
  landing: z
    .string()
    .trim()
    .transform((value) => value.slice(0, 200))
    .pipe(z.string().regex(/^\/[^\s]*$/))
    .optional()
    .catch(undefined),
  referrer: tag.optional().catch(undefined),
  campaign: tag.optional().catch(undefined),
  medium: tag.optional().catch(undefined),
  name: tag.optional().catch(undefined),
})

/**
 * The source fields of a submission's body (`source_landing`, `source_campaign` …), each optional,
 * validated and capped: a value that is not valid is left out. Undefined when none is sent.
 */
export function explicitSourceOf(fields: { get: (name: string) => unknown }): ExplicitSource | undefined {
  const raw: Record<string, string | undefined> = {}
  for (const [key, field] of Object.entries(SOURCE_FIELDS)) {
    const value = fields.get(field)
    if (typeof value === 'string' && value.trim()) raw[key] = value
  }
  if (Object.keys(raw).length === 0) return undefined
  const parsed = ExplicitSourceSchema.parse(raw)
  const source = Object.fromEntries(Object.entries(parsed).filter(([, v]) => v)) as ExplicitSource
  return Object.keys(source).length ? source : undefined
}

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
  /** "2026-11" or an owner's display name ("(unassigned)" for none). */
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
  range: {
    kind: RangeKind
    from: string
    to: string
    previousFrom: string
    previousTo: string
    month?: string
  }
  totals: { views: number; visitors: number; previousViews: number; previousVisitors: number }
  days: DayPoint[]
  pages: { path: string; views: number; visitors: number }[]
  sources: SourceRow[]
  funnel: { step: string; count: number }[]
  speed: SpeedTable[]
}
