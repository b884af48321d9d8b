import { APPLICATION_STATUSES } from '~/lib/constants'
import { z } from '~/lib/zod'
import { pageNumber, pageParam, searchFrom } from './list-query'

/*
 * A candidate is one person: every application sent from one e-mail address (any case) belongs
 * to one candidate record. Search finds candidates by what they wrote and what staff wrote about
 * them; the filters narrow by what the applications say.
 */

export const CANDIDATE_SEARCH_MAX = 200
export const HEADLINE_MAX = 120
export const CANDIDATE_SKILLS_MAX = 500
export const YEARS_MAX = 60
/** The client's profile fits one A4 page (issue 39): its longer fields are bounded in characters and lines. */
export const SUMMARY_MAX = 1200
export const SUMMARY_MAX_LINES = 8
export const EDUCATION_MAX = 400
export const EDUCATION_MAX_LINES = 4
export const LANGUAGES_MAX = 150

const DAY = /^\d{4}-\d{2}-\d{2}$/

const optionalDay = z
  .string()
  .regex(DAY)
  .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)))
  .optional()
  .catch(undefined)

/**
 * The candidate search's state in the URL (the Candidates area and a brief's "Add candidates"):
 * words to search, and filters. Anything malformed falls back to "any" instead of failing.
 */
const CandidateQuerySchema = z.object({
  page: pageNumber,
  q: z
    .string()
    .trim()
    .transform((v) => v.slice(0, CANDIDATE_SEARCH_MAX).trim())
    .catch('')
    .default(''),
  /** One skill, matched as a whole item of the candidate's skills (any case). */
  skill: z
    .string()
    .trim()
    .transform((v) => v.slice(0, 40).trim())
    .catch('')
    .default(''),
  /** At least this many years of experience. */
  years: z.coerce.number().int().min(0).max(YEARS_MAX).optional().catch(undefined),
  /** Candidates with an application at this stage. */
  stage: z.enum(APPLICATION_STATUSES).optional().catch(undefined),
  /** Candidates who applied on or after this day (in the company's zone, IST). */
  since: optionalDay,
})

export type CandidateQuery = z.infer<typeof CandidateQuerySchema>

export function parseCandidateQuery(url: URL | string): CandidateQuery {
  const params = new URL(url).searchParams
  const get = (key: string) => params.get(key) || undefined
  return CandidateQuerySchema.parse({
    page: get('page'),
    q: get('q'),
    skill: get('skill'),
    years: get('years'),
    stage: get('stage'),
    since: get('since'),
  })
}

/** Whether the query narrows the list at all (an empty one lists every candidate, newest applicant first). */
export const isFiltered = (query: CandidateQuery) =>
  Boolean(query.q || query.skill || query.years !== undefined || query.stage || query.since)

/** The query as a URL search, leaving out defaults. */
export function candidateSearch(query: Partial<CandidateQuery>, page = query.page) {
  return searchFrom([
    ['q', query.q],
    ['skill', query.skill],
    ['years', query.years === undefined ? undefined : String(query.years)],
    ['stage', query.stage],
    ['since', query.since],
    ['page', pageParam(page)],
  ])
}

/**
 * Where reading a resume's text stands: waiting for the background job, read, or not readable
 * (a scanned image, a damaged or hostile file, a file past the time or size limit).
 */
export const RESUME_TEXT_STATUSES = ['pending', 'done', 'unreadable'] as const
export type ResumeTextStatus = (typeof RESUME_TEXT_STATUSES)[number]

export const RESUME_TEXT_STATUS_LABELS: Record<ResumeTextStatus, string> = {
  pending: 'Text being read',
  done: 'Text searchable',
  unreadable: 'Text not available',
}

/** A piece of a search result's context: the words that matched are `match`. */
export interface SnippetPart {
  text: string
  match: boolean
}

/** What staff may correct on a candidate's record; the applications stay as they were sent. */
export const CandidateProfileSchema = z.object({
  headline: z
    .string()
    .trim()
    .max(HEADLINE_MAX, `A headline can be at most ${HEADLINE_MAX} characters.`)
    .transform((v) => v || null),
  skills: z
    .string()
    .trim()
    .max(CANDIDATE_SKILLS_MAX, `Skills can be at most ${CANDIDATE_SKILLS_MAX} characters.`)
    .transform((v) => normalizeSkills(v) || null),
  yearsOfExperience: z
    .string()
    .trim()
    .refine(
      (v) => v === '' || (/^\d{1,2}(\.\d)?$/.test(v) && Number(v) <= YEARS_MAX),
      'Enter the years as a number, such as 3 or 4.5.',
    )
    .transform((v) => (v === '' ? null : Number(v))),
  /*
   * The profile's fields for clients. A post without one (an older page) leaves it as it is; an
   * empty one clears it.
   */
  profileSummary: z
    .string()
    .transform(tidyLines)
    .pipe(
      z
        .string()
        .max(SUMMARY_MAX, `The summary can be at most ${SUMMARY_MAX} characters.`)
        .refine(
          (v) => lineCount(v) <= SUMMARY_MAX_LINES,
          `Keep the summary to ${SUMMARY_MAX_LINES} lines at most, so the profile fits one page.`,
        ),
    )
    .transform((v) => v || null)
    .optional(),
  education: z
    .string()
    .transform(tidyLines)
    .pipe(
      z
        .string()
        .max(EDUCATION_MAX, `Education can be at most ${EDUCATION_MAX} characters.`)
        .refine(
          (v) => lineCount(v) <= EDUCATION_MAX_LINES,
          `Give at most ${EDUCATION_MAX_LINES} qualifications, one a line.`,
        ),
    )
    .transform((v) => v || null)
    .optional(),
  languages: z
    .string()
    .trim()
    .max(LANGUAGES_MAX, `Languages can be at most ${LANGUAGES_MAX} characters.`)
    .transform((v) => normalizeSkills(v) || null)
    .optional(),
})

export type CandidateProfile = z.output<typeof CandidateProfileSchema>

/**
 * Text of several lines as stored: line ends made \n, each line trimmed with its runs of spaces
 * made one, blank lines dropped (the page and the PDF set the lines apart themselves).
 */
export function tidyLines(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter(Boolean)
    .join('\n')
}

const lineCount = (text: string) => (text ? text.split('\n').length : 0)

/** A stored list ("English, Hindi") as its items. */
export const listItems = (text: string | null | undefined): string[] =>
  normalizeSkills(text).split(', ').filter(Boolean)

/** Stored lines as a list, empty lines left out. */
export const textLines = (text: string | null | undefined): string[] =>
  (text ?? '').split('\n').filter((line) => line.trim() !== '')

/**
 * Skills as one tidy list: split on commas, semicolons and line breaks, trimmed, without repeats
 * (any case), joined with ", ". The skill filter matches whole items of this list.
 */
export function normalizeSkills(text: string | null | undefined): string {
  const seen = new Set<string>()
  const skills: string[] = []
  for (const part of (text ?? '').split(/[,;\n]/)) {
    const skill = part.trim().replace(/\s+/g, ' ')
    const key = skill.toLowerCase()
    if (skill && !seen.has(key)) {
      seen.add(key)
      skills.push(skill)
    }
  }
  return skills.join(', ')
}

/** Years of experience as an application states them ("4.5"), as a number; null when absent or not a number. */
export function yearsFrom(text: string | null | undefined): number | null {
  if (!text) return null
  const years = Number(text.trim())
  return Number.isFinite(years) && years >= 0 && years <= YEARS_MAX ? years : null
}

/** What a merge asks: the other record, by its number or one of its e-mail addresses. */
export const CandidateMergeSchema = z.object({
  intent: z.literal('merge'),
  other: z.string().trim().min(1, 'Give the other record’s number or e-mail address.').max(254),
})

export const CANDIDATE_MESSAGES = {
  mergeNotFound: 'No other candidate record has that number or e-mail address.',
  mergeSelf: 'That is this record: give the other one.',
  mergeSameBrief: (reference: string) =>
    `Both records are on the shortlist of brief ${reference}: remove one of them from it first.`,
  merged: (id: number) =>
    `Record #${id} was merged into this one: its applications, notes and shortlists are here.`,
} as const
