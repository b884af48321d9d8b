import { listShortlist } from '~/server/db/shortlist-entries.server'
import { listShortlistLinks, type ShortlistLinkRow } from '~/server/db/shortlist-links.server'
import { linkState, type ShortlistEntry, type ShortlistLinkSummary, type ShortlistLinkView } from './contract'

export interface BriefShortlist {
  entries: ShortlistEntry[]
  /** The newest link with the earlier ones, or null before the first share. */
  link: ShortlistLinkSummary | null
}

/** A link as the brief's page lists it; `newer` is the brief's next link, if any. */
function linkView(link: ShortlistLinkRow, newer: ShortlistLinkRow | undefined, now: Date): ShortlistLinkView {
  return {
    state: linkState(link, now, newer?.createdAt ?? null),
    createdAt: link.createdAt,
    createdBy: link.createdBy,
    expiresAt: link.expiresAt,
    endedAt: link.revokedAt,
    views: link.views,
    firstViewedAt: link.firstViewedAt,
    lastViewedAt: link.lastViewedAt,
  }
}

/** A brief's shortlist and its links to the client (each with its own views), as the brief's page shows them. */
export async function getBriefShortlist(briefId: number, now = new Date()): Promise<BriefShortlist> {
  const [entries, links] = await Promise.all([listShortlist(briefId), listShortlistLinks(briefId)])
  // Newest first: each link's newer one is the one before it in the list.
  const views = links.map((link, index) => linkView(link, links[index - 1], now))
  const [newest, ...earlier] = views
  return { entries, link: newest ? { ...newest, earlier } : null }
}
