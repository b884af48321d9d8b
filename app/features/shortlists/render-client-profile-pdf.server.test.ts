import { extractText, getDocumentProxy } from 'unpdf'
import { describe, expect, it } from 'vitest'
import {
  CANDIDATE_SKILLS_MAX,
  EDUCATION_MAX_LINES,
  HEADLINE_MAX,
  LANGUAGES_MAX,
  SUMMARY_MAX,
  SUMMARY_MAX_LINES,
} from '~/contracts/candidates'
import type { ClientProfile } from './client-profile'
import { renderClientProfilePdf } from './render-client-profile-pdf.server'

const BRIEF = { company: 'Acme Logistics GmbH', reference: 'HB-7KQ2MX' }

const PROFILE: ClientProfile = {
  entryId: 1,
  displayName: 'Łukasz D.',
  headline: 'Senior backend engineer: payments and ledgers',
  yearsOfExperience: 7.5,
  skills: ['Go', 'PostgreSQL', 'Kafka'],
  summary: ['Seven years of payments work for banks in Poland and the UK.', 'Worked with Zoë Müller’s team.'],
  education: ['M.Sc. Computer Science, Politechnika Wrocławska, 2016', 'B.E., Nguyễn Trãi University, 2014'],
  languages: ['English', 'Polish', 'Vietnamese (Tiếng Việt)'],
  rate: 'EUR 65 per hour',
  availability: 'From 3 June 2026',
}

async function read(pdf: Buffer) {
  const document = await getDocumentProxy(new Uint8Array(pdf))
  const { totalPages, text } = await extractText(document, { mergePages: true })
  return { pages: totalPages, text: text.replace(/\s+/g, ' ') }
}

describe('the profile’s PDF', () => {
  it('is one A4 page in the site’s face, accents and all, with the profile’s content', async () => {
    const pdf = await renderClientProfilePdf(PROFILE, BRIEF)
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-')
    const { pages, text } = await read(pdf)
    expect(pages).toBe(1)
    for (const part of [
      'Łukasz D.',
      'Senior backend engineer: payments and ledgers',
      'EUR 65 per hour',
      'From 3 June 2026',
      '7.5 years',
      'PostgreSQL',
      'Zoë Müller’s team',
      'Politechnika Wrocławska',
      'Nguyễn Trãi',
      'Tiếng Việt',
      'Acme Logistics GmbH',
    ]) {
      expect(text).toContain(part)
    }
    // Inter embedded (a TrueType program), no standard PDF font that lacks these accents.
    const raw = pdf.toString('latin1')
    expect(raw).toContain('/FontFile2')
    expect(raw).toMatch(/\/BaseFont \/[A-Z]{6}\+Inter/)
    expect(raw).not.toContain('Helvetica')
    // The page is A4 (595.28 x 841.89 points).
    expect(raw).toMatch(/\/MediaBox \[0 0 595\.28 841\.89\]/)
  })

  it('fits one page with every field at the form’s limits', async () => {
    const words = (n: number) =>
      Array.from({ length: n }, (_, i) => `word${i}`)
        .join(' ')
        .slice(0, n)
    const skills: string[] = []
    while ([...skills, 'Kubernetes 12'].join(', ').length <= CANDIDATE_SKILLS_MAX)
      skills.push(`Kubernetes ${skills.length}`)
    const perLine = Math.floor(SUMMARY_MAX / SUMMARY_MAX_LINES)
    const full: ClientProfile = {
      ...PROFILE,
      displayName: 'Bartholomew-Alexander W.',
      headline: 'H'.repeat(1) + words(HEADLINE_MAX - 1),
      skills,
      summary: Array.from({ length: SUMMARY_MAX_LINES }, () => words(perLine)),
      education: Array.from({ length: EDUCATION_MAX_LINES }, () => words(100)),
      languages: words(LANGUAGES_MAX).split(' '),
      rate: 'INR 10,000,000 per month',
      availability: 'From 30 September 2026',
    }
    const { pages, text } = await read(await renderClientProfilePdf(full, BRIEF))
    expect(pages).toBe(1)
    expect(text).toContain('Presented by')
  })
})
