import {
  EMPLOYMENT_TYPE_LABELS,
  EMPLOYMENT_TYPES,
  WORKPLACE_LABELS,
  WORKPLACES,
  type EmploymentType,
  type OpeningFilter,
  type Workplace,
} from './contract'
import { formatLongDate } from '~/lib/format-number'
import { describeExperience, describePay } from './opening-facts'
import type { Opening } from './contract'

/** An open opening as a job seeker reads it: its facts as text, nothing staff-only. */
export interface OpeningView {
  slug: string
  title: string
  department: string
  location: string
  workplace: Workplace
  workplaceLabel: string
  employmentTypeLabel: string
  experience: string | null
  pay: string | null
  summary: string
  responsibilities: string[]
  skills: string[]
  /** "28 February 2027", or null when the opening has no closing day. */
  closesOn: string | null
}

export function viewOfOpening(opening: Opening): OpeningView {
  return {
    slug: opening.slug,
    title: opening.title,
    department: opening.department,
    location: opening.location,
    workplace: opening.workplace,
    workplaceLabel: WORKPLACE_LABELS[opening.workplace],
    employmentTypeLabel: EMPLOYMENT_TYPE_LABELS[opening.employmentType],
    experience: describeExperience(opening.experienceFrom, opening.experienceTo),
    pay: describePay(opening),
    summary: opening.summary,
    responsibilities: opening.responsibilities,
    skills: opening.skills,
    closesOn: opening.closesOn ? formatLongDate(opening.closesOn) : null,
  }
}

export interface FilterOption<Value extends string = string> {
  value: Value
  label: string
}

/** The values the open openings have, for the filter's lists: nothing that would match none. */
export interface OpeningFacets {
  departments: FilterOption[]
  locations: FilterOption[]
  workplaces: FilterOption<Workplace>[]
  types: FilterOption<EmploymentType>[]
}

const sortedText = (values: Iterable<string>) =>
  [...new Set(values)].sort((a, b) => a.localeCompare(b, 'en')).map((value) => ({ value, label: value }))

/**
 * The filter lists of the open openings. A value the URL asks for that no open opening has any
 * more (a link to a department whose roles closed) stays in its list, so the form shows the
 * choice that matched nothing.
 */
export function facetsOf(openings: readonly Opening[], filter: OpeningFilter = {}): OpeningFacets {
  const workplaces = new Set(openings.map((o) => o.workplace))
  const types = new Set(openings.map((o) => o.employmentType))
  return {
    departments: sortedText([
      ...openings.map((o) => o.department),
      ...(filter.department ? [filter.department] : []),
    ]),
    locations: sortedText([
      ...openings.map((o) => o.location),
      ...(filter.location ? [filter.location] : []),
    ]),
    workplaces: WORKPLACES.filter((w) => workplaces.has(w) || w === filter.workplace).map((value) => ({
      value,
      label: WORKPLACE_LABELS[value],
    })),
    types: EMPLOYMENT_TYPES.filter((t) => types.has(t) || t === filter.type).map((value) => ({
      value,
      label: EMPLOYMENT_TYPE_LABELS[value],
    })),
  }
}

export function filterOpenings(openings: readonly Opening[], filter: OpeningFilter): Opening[] {
  return openings.filter(
    (o) =>
      (!filter.department || o.department === filter.department) &&
      (!filter.location || o.location === filter.location) &&
      (!filter.workplace || o.workplace === filter.workplace) &&
      (!filter.type || o.employmentType === filter.type),
  )
}

export function isFiltered(filter: OpeningFilter): boolean {
  return Boolean(filter.department || filter.location || filter.workplace || filter.type)
}
