import {
  CANDIDATE_SKILLS_MAX,
  EDUCATION_MAX,
  EDUCATION_MAX_LINES,
  LANGUAGES_MAX,
  normalizeSkills,
  SUMMARY_MAX,
} from '~/contracts/candidates'

/*
 * "Draft from resume" on a candidate's page: a first draft of the profile for clients, read from
 * the resume's text by its section headings (Summary, Skills, Languages, Education), the same way
 * every time. It is only a draft: staff read it, correct it and save it. Contact data never goes
 * into it: e-mail addresses, links, phone numbers and ID-like numbers are taken out of every line,
 * and lines that label contact or personal details are skipped.
 */

/** The sections a draft reads; `other` is any section it knows to skip (experience, projects…). */
type Section = 'summary' | 'skills' | 'languages' | 'education' | 'other'

/** Headings as resumes write them (any case, with or without a colon), by the section they open. */
const HEADINGS: Record<Section, readonly string[]> = {
  summary: [
    'summary',
    'professional summary',
    'profile summary',
    'career summary',
    'executive summary',
    'summary of experience',
    'profile',
    'professional profile',
    'career profile',
    'about',
    'about me',
    'objective',
    'career objective',
    'professional objective',
    'overview',
  ],
  skills: [
    'skills',
    'technical skills',
    'key skills',
    'core skills',
    'it skills',
    'skill set',
    'skillset',
    'core competencies',
    'competencies',
    'technologies',
    'tech stack',
    'technical expertise',
    'areas of expertise',
    'expertise',
    'tools and technologies',
    'programming languages',
  ],
  languages: ['languages', 'languages known', 'spoken languages', 'language skills', 'language proficiency'],
  education: [
    'education',
    'educational qualification',
    'educational qualifications',
    'academic qualification',
    'academic qualifications',
    'academic background',
    'academics',
    'qualifications',
    'education and training',
  ],
  other: [
    'experience',
    'work experience',
    'professional experience',
    'employment',
    'employment history',
    'work history',
    'career history',
    'projects',
    'key projects',
    'academic projects',
    'certifications',
    'certificates',
    'courses',
    'training',
    'achievements',
    'accomplishments',
    'awards',
    'publications',
    'interests',
    'hobbies',
    'activities',
    'extracurricular activities',
    'strengths',
    'references',
    'personal details',
    'personal information',
    'personal profile',
    'contact',
    'contact details',
    'contact information',
    'declaration',
    'internships',
    'internship',
    'responsibilities',
    'volunteering',
  ],
}

const HEADING_SECTION = new Map<string, Section>(
  (Object.entries(HEADINGS) as [Section, readonly string[]][]).flatMap(([section, names]) =>
    names.map((name) => [name, section] as const),
  ),
)

/** Text without these characters at either end (a loop, not a regular expression, so any input stays linear). */
function trimEdges(text: string, characters: string): string {
  let start = 0
  let end = text.length
  while (start < end && characters.includes(text.charAt(start))) start++
  while (end > start && characters.includes(text.charAt(end - 1))) end--
  return text.slice(start, end)
}

const SPACES = ' \t\u00a0'
/** Bullets and dashes that start a resume's list items (escaped: the site's font subset reads app/'s characters). */
const BULLETS = '\u2022\u00b7*\u25aa\u25e6\u27a2\u25ba\u2713\u2714-\u2013\u2014'

/** A line as a heading is matched: lower case, "&" as "and", bullets, colons and spaces tidied. */
const headingKey = (text: string) =>
  trimEdges(trimEdges(text.toLowerCase().replace(/&/g, ' and '), SPACES + BULLETS), `${SPACES}:.-–—`).replace(
    /\s+/g,
    ' ',
  )

/** A line that is only a heading, or a heading and its content after a colon ("Skills: Go, SQL"). */
function readHeading(line: string): { section: Section; rest: string } | null {
  const whole = HEADING_SECTION.get(headingKey(line))
  if (whole) return { section: whole, rest: '' }
  const colon = line.indexOf(':')
  if (colon > 0 && colon <= 40) {
    const section = HEADING_SECTION.get(headingKey(line.slice(0, colon)))
    if (section) return { section, rest: line.slice(colon + 1).trim() }
  }
  return null
}

/** Lines that label contact or identity details: never drafted, whatever section they are in. */
const PERSONAL_LABEL =
  /^\s*(?:e-?mail|phone|mobile|cell|tel|telephone|contact|address|dob|date of birth|birth ?date|age|gender|marital status|nationality|father'?s name|passport|aadhaa?r|pan|id|ssn|linkedin|github|website|portfolio)(?:\s+(?:no\.?|number))?\s*[:#–-]/i

/** A word that is an e-mail address or a link. */
const isAddressOrLink = (word: string) =>
  word.includes('@') ||
  /^(?:https?:\/\/|www\.)/i.test(word) ||
  /\.(?:com|in|io|dev|org|net|me)(?:\/|$)/i.test(word)

/** A word of a phone number: digits and the marks numbers are written with. */
const isNumberPart = (word: string) => /^[\d+().\-/]+$/.test(word) && /\d/.test(word)

/** An ID-like code: an Indian PAN (ABCDE1234F), a passport number (A1234567). */
const isIdCode = (word: string) => /^(?:[A-Z]{5}\d{4}[A-Z]|[A-Z]\d{7})$/.test(trimEdges(word, '.,;:()'))

const digitCount = (words: readonly string[]) => words.join('').replace(/\D/g, '').length

/**
 * A line without contact data: e-mail addresses, links and ID-like codes taken out word by word,
 * and runs of number words holding ten digits or more (a phone number, an Aadhaar number);
 * shorter runs such as "2016 - 2020" stay. A line that labels a personal detail goes whole.
 */
function scrub(line: string): string {
  if (PERSONAL_LABEL.test(line)) return ''
  const words = line.split(/\s+/).filter((word) => word && !isAddressOrLink(word) && !isIdCode(word))
  const kept: string[] = []
  let run: string[] = []
  const endRun = () => {
    if (digitCount(run) < 10) kept.push(...run)
    run = []
  }
  for (const word of words) {
    if (isNumberPart(word)) {
      run.push(word)
      continue
    }
    endRun()
    kept.push(word)
  }
  endRun()
  return trimEdges(kept.join(' '), `${SPACES}|,;:${BULLETS}`)
}

/** The resume's lines by section, in order; `top` holds the lines above the first heading. */
function sectionsOf(text: string): { top: string[]; sections: Map<Section, string[]> } {
  const top: string[] = []
  const sections = new Map<Section, string[]>()
  let current: string[] = top
  let currentSection: Section | null = null
  for (const raw of text.replace(/\r\n?/g, '\n').split('\n')) {
    const line = raw.trim()
    if (!line) continue
    const heading = readHeading(line)
    // Within a skills section, "Languages: Go, Java" lists programming languages, not spoken ones.
    const subLabel = heading?.rest && currentSection === 'skills' && heading.section === 'languages'
    if (!heading || subLabel) {
      current.push(line)
      continue
    }
    // A heading met again (a second "Skills" block) adds to what it opened before.
    currentSection = heading.section
    current = sections.get(currentSection) ?? []
    sections.set(currentSection, current)
    if (heading.rest) current.push(heading.rest)
  }
  return { top, sections }
}

/** Items of a list written across lines, commas, semicolons, pipes or bullets; a "Label: a, b" line gives a and b. */
function listItemsOf(lines: readonly string[], maxWords: number): string[] {
  return lines.flatMap((line) => {
    const clean = scrub(trimEdges(line, SPACES + BULLETS))
    const colon = clean.indexOf(':')
    const items = colon > 0 && colon <= 40 ? clean.slice(colon + 1) : clean
    return items
      .split(/[,;|\u2022\u00b7\u25aa]|\s-\s|\s\u2013\s/)
      .map((item) => trimEdges(item, SPACES + BULLETS).replace(/\.$/, ''))
      .filter((item) => item.length > 0 && item.length <= 40 && item.split(/\s+/).length <= maxWords)
  })
}

/** A list as stored (normalizeSkills), cut at whole items to at most `max` characters. */
function boundedList(items: readonly string[], max: number): string {
  let list = ''
  for (const item of normalizeSkills(items.join(', ')).split(', ').filter(Boolean)) {
    const next = list ? `${list}, ${item}` : item
    if (next.length > max) break
    list = next
  }
  return list
}

/** Text cut to at most `max` characters, at the end of a sentence where there is one in the second half. */
function clampText(text: string, max: number): string {
  if (text.length <= max) return text
  const cut = text.slice(0, max)
  const end = Math.max(cut.lastIndexOf('. '), cut.lastIndexOf('.\n'))
  if (end >= max / 2) return cut.slice(0, end + 1)
  const space = cut.lastIndexOf(' ')
  return `${cut.slice(0, space > 0 ? space : max).trimEnd()}…`
}

const wordCount = (line: string) => line.split(/\s+/).filter(Boolean).length

/** The summary section's lines joined back into sentences (a resume's lines are where the PDF wrapped them). */
function summaryFrom({ top, sections }: ReturnType<typeof sectionsOf>): string {
  const lines = (sections.get('summary') ?? [])
    .map((line) => scrub(trimEdges(line, SPACES + BULLETS)))
    .filter(Boolean)
  // Without a summary heading: the sentences at the top of the resume, under the name and contact lines.
  const source = lines.length
    ? lines
    : top
        .slice(0, 30)
        .map(scrub)
        .filter((line) => wordCount(line) >= 8)
  return clampText(source.join(' ').replace(/\s+/g, ' ').trim(), SUMMARY_MAX)
}

/** What the application said of education ("B.Tech Computer Science, Anna University"). */
export interface ApplicationEducation {
  recentEducation: string | null
  collegeName: string | null
}

/** The application's own answer when it gave one; else the first lines of the resume's education section. */
function educationFrom(sections: Map<Section, string[]>, application: ApplicationEducation | null): string {
  const stated = [application?.recentEducation, application?.collegeName]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(', ')
  const lines = stated
    ? [scrub(stated)]
    : (sections.get('education') ?? [])
        .map((line) => scrub(trimEdges(line, SPACES + BULLETS)))
        .filter(Boolean)
  const kept: string[] = []
  for (const line of lines.slice(0, EDUCATION_MAX_LINES)) {
    const clamped = clampText(line, 150)
    if ([...kept, clamped].join('\n').length > EDUCATION_MAX) break
    kept.push(clamped)
  }
  return kept.join('\n')
}

export interface ProfileDraft {
  profileSummary: string
  /** The skills already on the record, then those the resume lists. */
  skills: string
  languages: string
  education: string
}

/**
 * A draft of the profile's fields from a resume's text and the application's education. Empty
 * fields where the resume has nothing for them; skills keep what the record has and add the
 * resume's. Each field is within the limits of the profile's form.
 */
export function draftProfileFromResume(
  text: string,
  { skills = '', education = null }: { skills?: string | null; education?: ApplicationEducation | null } = {},
): ProfileDraft {
  const resume = sectionsOf(text)
  const { sections } = resume
  return {
    profileSummary: summaryFrom(resume),
    skills: boundedList(
      [...(skills ?? '').split(','), ...listItemsOf(sections.get('skills') ?? [], 4)],
      CANDIDATE_SKILLS_MAX,
    ),
    languages: boundedList(listItemsOf(sections.get('languages') ?? [], 3), LANGUAGES_MAX),
    education: educationFrom(sections, education),
  }
}
