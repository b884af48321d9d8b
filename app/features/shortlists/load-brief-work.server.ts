import { roleCan, type StaffRole } from '~/contracts/permissions'
import { SHORTLIST_NOTICE_CODES, SHORTLIST_NOTICES, type ShortlistNoticeCode } from '~/contracts/shortlists'
import { staffName } from '~/features/team'
import { listStaffNames } from '~/features/team/index.server'
import { findLikelyDuplicates, listHireBriefStages } from '~/server/db/hire-briefs.server'
import { getBriefShortlist } from './get-brief-shortlist.server'

const isNoticeCode = (value: string | null): value is ShortlistNoticeCode =>
  (SHORTLIST_NOTICE_CODES as readonly (string | null)[]).includes(value)

/**
 * What a brief's page shows beside the brief itself: its shortlist and client link, when and by
 * whom (by name) each stage was reached, the earlier brief it likely repeats, what the member may do with
 * the shortlist, and the outcome of the last shortlist button (`?shortlist=<code>`).
 */
export async function loadBriefWork(
  brief: { id: number; email: string; company: string; createdAt: string },
  role: StaffRole,
  search: URLSearchParams,
) {
  const [shortlist, reached, duplicates, names] = await Promise.all([
    getBriefShortlist(brief.id),
    listHireBriefStages(brief.id),
    findLikelyDuplicates([brief]),
    listStaffNames(),
  ])
  // Who moved it to each stage, by name (the events keep usernames).
  const stages = Object.fromEntries(
    Object.entries(reached).map(([stage, { at, by }]) => [stage, { at, by: by && staffName(names, by) }]),
  ) as typeof reached
  const code = search.get('shortlist')
  return {
    shortlist,
    stages,
    duplicateOf: duplicates.get(brief.id) ?? null,
    can: {
      manage: roleCan(role, 'shortlists.manage'),
      addCandidates: roleCan(role, 'shortlists.manage') && roleCan(role, 'candidates.read'),
      share: roleCan(role, 'shortlists.share'),
      // Every entry's candidate is on this shortlist: whoever sees shortlisted candidates opens them.
      openCandidates: roleCan(role, 'shortlisted-candidates.read'),
    },
    shortlistNotice: isNoticeCode(code) ? SHORTLIST_NOTICES[code] : undefined,
    /** A candidate was just placed: the page offers to mark the brief won. */
    placed: code === 'placed',
  }
}
