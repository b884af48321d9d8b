import { listItems, textLines } from '~/contracts/candidates'
import { availabilityText, rateText } from '~/contracts/shortlists'
import type { ClientBrief } from './client-brief'
import type { ClientShortlistEntry } from './contract'

/**
 * A shared candidate's one-page profile, as the client's page shows it and its PDF prints it:
 * first name and last initial, headline, years of experience, skills, staff's summary of their
 * experience, education, languages, rate and availability. Nothing else: never an address, phone,
 * ID number, pay, resume or anything staff keep for themselves. Each field is named here, so a
 * column added to the entry or the candidate reaches the client only when it is added here too.
 */
export interface ClientProfile {
  entryId: number
  displayName: string
  headline: string | null
  yearsOfExperience: number | null
  skills: string[]
  /** Staff's summary, a paragraph a line. */
  summary: string[]
  /** A qualification a line. */
  education: string[]
  languages: string[]
  /** "USD 45 per hour". */
  rate: string
  /** "From 3 June 2026", "4 weeks’ notice". */
  availability: string
}

/** The candidate's own profile fields, as stored on their record. */
export interface StoredProfileFields {
  profileSummary: string | null
  education: string | null
  languages: string | null
}

/** The profile of a shortlist entry the client's page shows, from that entry and the candidate's profile fields. */
export function toClientProfile(entry: ClientShortlistEntry, stored: StoredProfileFields): ClientProfile {
  return {
    entryId: entry.id,
    displayName: entry.displayName,
    headline: entry.headline,
    yearsOfExperience: entry.yearsOfExperience,
    skills: listItems(entry.skills),
    summary: textLines(stored.profileSummary),
    education: textLines(stored.education),
    languages: listItems(stored.languages),
    rate: rateText(entry.rateAmount, entry.rateCurrency, entry.ratePeriod),
    availability: availabilityText(entry.availableOn, entry.noticeWeeks),
  }
}

/** Where a profile behind a client's link stands: shown, the link gone or unknown, the candidate no longer on the shortlist. */
export type ProfilePageState = 'live' | 'gone' | 'unknown' | 'not-on-list'

/** The status the profile and its PDF answer with, as the shortlist answers its link (404 unknown, 410 gone). */
export const PROFILE_PAGE_STATUS: Record<ProfilePageState, number> = {
  live: 200,
  gone: 410,
  unknown: 404,
  'not-on-list': 404,
}

/** "12 years" or "1 year"; "4.5 years". */
export const yearsText = (years: number) => `${years} ${years === 1 ? 'year' : 'years'}`

/** What the profile page and its PDF say about the brief it was shared for. */
export type ProfileBrief = Pick<ClientBrief, 'company' | 'reference'>

/** The profile's file name when downloaded: "Asha R. profile.pdf" made safe for any file system. */
export function profileFileName(displayName: string): string {
  const name = displayName
    .replace(/[^\p{L}\p{N} ]+/gu, ' ')
    .trim()
    .replace(/\s+/g, '-')
  return `${name || 'candidate'}-profile.pdf`
}
