import { getProfileFieldsOfEntry } from '~/server/db/shortlist-entries.server'
import { openClientShortlist, type ClientShortlistPage } from './answer-shortlist.server'
import { toClientProfile, type ClientProfile, type ProfileBrief } from './client-profile'

export type ClientProfilePage =
  | { state: 'live'; brief: ProfileBrief; profile: ClientProfile }
  /** The link is live, but the candidate is not on the page it opens (removed, withdrawn, erased). */
  | { state: 'not-on-list' }
  | Exclude<ClientShortlistPage, { state: 'live' }>

/**
 * A shared candidate's profile behind the client's link (`entryParam`: the entry's number as the
 * path gives it): only while the link opens the client's page (an expired, withdrawn, replaced or
 * unknown link answers as that page does) and only for a candidate that page shows. Opening a
 * profile is not counted as a view of the shortlist.
 */
export async function openClientProfile(
  token: string,
  entryParam: string,
  now = new Date(),
): Promise<ClientProfilePage> {
  const page = await openClientShortlist(token, { countView: false, now })
  if (page.state !== 'live') return page
  // The entry's number as the path gives it; anything else names no candidate.
  const entryId = /^\d{1,9}$/.test(entryParam) ? Number(entryParam) : null
  const entry = page.entries.find((e) => e.id === entryId)
  const stored = entry ? await getProfileFieldsOfEntry(entry.id) : undefined
  if (!entry || !stored) return { state: 'not-on-list' }
  return {
    state: 'live',
    brief: { company: page.brief.company, reference: page.brief.reference },
    profile: toClientProfile(entry, stored),
  }
}
