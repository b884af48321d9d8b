import { listClientQuotes, listClientQuoteStamps } from '~/server/db/client-quotes.server'
import { listCurrentTeamPageMembers, listTeamPageMemberStamps } from '~/server/db/team-page-members.server'
import type { ClientQuoteView, TeamPageMemberView } from './contract'
import { memberViewsOf, quoteViewsOf } from './team-page-views.server'

/** How long an instance trusts what it read before asking the database whether anything changed. */
export const TEAM_PAGE_CHECK_INTERVAL_MS = 1000

interface Snapshot {
  /** Every member's and quote's id and last change: differs as soon as anything the pages show changed. */
  version: string
  members: TeamPageMemberView[]
  quotes: ClientQuoteView[]
}

let snapshot: Snapshot | undefined
let checkedAt = Number.NEGATIVE_INFINITY
let pending: Promise<Snapshot> | undefined

async function refresh(): Promise<Snapshot> {
  const [members, quotes] = [await listTeamPageMemberStamps(), await listClientQuoteStamps()]
  const version = [
    `m ${members.map((s) => `${s.id}.${s.updatedAt}`).join(' ')}`,
    `q ${quotes.map((s) => `${s.id}.${s.updatedAt}`).join(' ')}`,
  ].join(' | ')
  if (!snapshot || snapshot.version !== version) {
    snapshot = {
      version,
      members: await memberViewsOf(await listCurrentTeamPageMembers()),
      quotes: await quoteViewsOf(await listClientQuotes()),
    }
  }
  return snapshot
}

/**
 * The team page and the client quotes as this instance last read them, kept until one changes:
 * at most once a second (TEAM_PAGE_CHECK_INTERVAL_MS) two small queries read every row's last
 * change, as the published posts do (docs/decisions/026), so another instance's edit shows within
 * about a second and a visit costs no query.
 */
async function current(): Promise<Snapshot> {
  if (snapshot && Date.now() - checkedAt < TEAM_PAGE_CHECK_INTERVAL_MS) return snapshot
  pending ??= refresh().finally(() => {
    checkedAt = Date.now()
    pending = undefined
  })
  return pending
}

/** Makes the next read ask the database: called by every workflow that changes a member or a quote. */
export function invalidateTeamPage(): void {
  checkedAt = Number.NEGATIVE_INFINITY
}

/** Part of what the public pages' cache is keyed by (server/published-pages.ts). */
export async function teamPageVersion(): Promise<string> {
  return (await current()).version
}

/** The members on /team, in its order. */
export async function listTeamPage(): Promise<TeamPageMemberView[]> {
  return (await current()).members
}

/** The quotes on /portfolio, in its order. */
export async function listShownClientQuotes(): Promise<ClientQuoteView[]> {
  return (await current()).quotes
}
