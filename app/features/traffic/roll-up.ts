/** One view as a roll-up reads it. */
export interface ViewForRollUp {
  visitorKey: string
  path: string
  source: string
  utmCampaign: string | null
}

export interface RolledRow {
  day: string
  path: string
  source: string
  campaign: string
  views: number
  visitors: number
}

/** The path of a day's row for all pages. */
export const ALL_PAGES = '*'

/**
 * A day's views (in the order they came) as daily counts. Each visitor is counted under the
 * source and campaign of their first view that day, so a visit that came from LinkedIn and then
 * went from page to page counts as LinkedIn's on every page, not as "internal". One row per page,
 * source and campaign, and one per source and campaign for all pages (`*`), whose visitors are
 * the day's distinct visitors of that source.
 */
export function rollUpViews(day: string, views: readonly ViewForRollUp[]): RolledRow[] {
  const firstOf = new Map<string, { source: string; campaign: string }>()
  const groups = new Map<string, { row: RolledRow; keys: Set<string> }>()
  const add = (path: string, source: string, campaign: string, key: string) => {
    const id = `${path}\n${source}\n${campaign}`
    let group = groups.get(id)
    if (!group) {
      group = { row: { day, path, source, campaign, views: 0, visitors: 0 }, keys: new Set() }
      groups.set(id, group)
    }
    group.row.views++
    group.keys.add(key)
  }
  for (const view of views) {
    let first = firstOf.get(view.visitorKey)
    if (!first) {
      first = { source: view.source, campaign: view.utmCampaign ?? '' }
      firstOf.set(view.visitorKey, first)
    }
    add(view.path, first.source, first.campaign, view.visitorKey)
    add(ALL_PAGES, first.source, first.campaign, view.visitorKey)
  }
  return [...groups.values()].map(({ row, keys }) => ({ ...row, visitors: keys.size }))
}
