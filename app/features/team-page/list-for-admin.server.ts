import { getClientQuote, listClientQuotes, type ClientQuoteRow } from '~/server/db/client-quotes.server'
import {
  getTeamPageMember,
  listCurrentTeamPageMembers,
  type TeamPageMemberRow,
} from '~/server/db/team-page-members.server'
import type { ClientQuoteView, TeamPageMemberView } from './contract'
import { memberViewsOf, quoteViewsOf } from './team-page-views.server'

/** A member as the admin edits them: what the page shows, and whether they have a drawn portrait. */
export type TeamMemberForEditing = TeamPageMemberView & {
  photoAlt: string
  hasPortrait: boolean
  hasUploadedPhoto: boolean
}
export type ClientQuoteForEditing = ClientQuoteView & { hasClientLogo: boolean; hasUploadedLogo: boolean }

async function forEditing(row: TeamPageMemberRow): Promise<TeamMemberForEditing> {
  const [view] = await memberViewsOf([row])
  if (!view) throw new Error('no view of a member')
  return {
    ...view,
    photoAlt: row.photoAlt,
    hasPortrait: row.portrait !== null,
    hasUploadedPhoto: view.photo?.kind === 'uploaded',
  }
}

/** The members on the page, in its order, read now (the admin never reads the public cache). */
export async function listTeamMembersForAdmin(): Promise<TeamPageMemberView[]> {
  return memberViewsOf(await listCurrentTeamPageMembers())
}

export async function getTeamMemberForEditing(id: number): Promise<TeamMemberForEditing | null> {
  const row = await getTeamPageMember(id)
  return row && row.removedAt === null ? forEditing(row) : null
}

export async function listClientQuotesForAdmin(): Promise<ClientQuoteView[]> {
  return quoteViewsOf(await listClientQuotes())
}

async function quoteForEditing(row: ClientQuoteRow): Promise<ClientQuoteForEditing> {
  const [view] = await quoteViewsOf([row])
  if (!view) throw new Error('no view of a quote')
  return { ...view, hasClientLogo: row.clientLogo !== null, hasUploadedLogo: view.logo?.kind === 'uploaded' }
}

export async function getClientQuoteForEditing(id: number): Promise<ClientQuoteForEditing | null> {
  const row = await getClientQuote(id)
  return row ? quoteForEditing(row) : null
}
