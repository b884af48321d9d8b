import { listShortlist } from '~/server/db/shortlist-entries.server'
import { countShortlistViews, getLatestShortlistLink } from '~/server/db/shortlist-links.server'
import { linkState, type ShortlistEntry, type ShortlistLinkSummary } from './contract'

export interface BriefShortlist {
  entries: ShortlistEntry[]
  /** The newest link, or null before the first share. */
  link: ShortlistLinkSummary | null
}

/** A brief's shortlist and its link to the client, as the brief's page shows them. */
export async function getBriefShortlist(briefId: number, now = new Date()): Promise<BriefShortlist> {
  const [entries, link, views] = await Promise.all([
    listShortlist(briefId),
    getLatestShortlistLink(briefId),
    countShortlistViews(briefId),
  ])
  return {
    entries,
    link: link
      ? {
          state: linkState(link, now),
          createdAt: link.createdAt,
          createdBy: link.createdBy,
          expiresAt: link.expiresAt,
          views,
          firstViewedAt: link.firstViewedAt,
          lastViewedAt: link.lastViewedAt,
        }
      : null,
  }
}
