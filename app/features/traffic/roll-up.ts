/** A day's count of one page (or of all pages, `ALL_PAGES`) under one source and campaign. */
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

/** What the database counted for one batch of a day's visitors (path null: all pages). */
export interface BatchCount {
  path: string | null
  source: string
  campaign: string
  views: number
  visitors: number
}

/**
 * Adds one batch's counts to a day's. Batches hold disjoint sets of visitors, so their views and
 * their visitors both add up.
 */
export function addBatch(day: string, into: Map<string, RolledRow>, batch: readonly BatchCount[]): void {
  for (const count of batch) {
    const path = count.path ?? ALL_PAGES
    const id = `${path}\n${count.source}\n${count.campaign}`
    const row = into.get(id)
    if (row) {
      row.views += count.views
      row.visitors += count.visitors
    } else
      into.set(id, {
        day,
        path,
        source: count.source,
        campaign: count.campaign,
        views: count.views,
        visitors: count.visitors,
      })
  }
}
