import { BRIEF_ROLES } from '~/contracts/hire-brief'
import { clientTimeZone, type ClientTimeZone } from './client-time-zone'

/** The brief as its client's page shows it, above the candidates. */
export interface ClientBrief {
  reference: string
  company: string
  contactName: string
  /** "2 × Developer". */
  need: string
  /** The zone the page's example times are in (the client's country's). */
  timeZone: ClientTimeZone
}

/** What of a brief its client's page shows (the page and the share preview alike). */
export function toClientBrief(brief: {
  reference: string
  company: string
  name: string
  headcount: number
  role: string
  country: string
  timezone: string | null
}): ClientBrief {
  const role = briefRoleText(brief.role)
  return {
    reference: brief.reference,
    company: brief.company,
    contactName: brief.name,
    need: `${brief.headcount} × ${role}`,
    timeZone: clientTimeZone(brief),
  }
}

/** A brief's role in words ("Developer"), as the client's page and the candidate's request name it. */
export function briefRoleText(role: string): string {
  return Object.hasOwn(BRIEF_ROLES.labels, role)
    ? BRIEF_ROLES.labels[role as keyof typeof BRIEF_ROLES.labels]
    : role
}
