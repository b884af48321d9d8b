import { describe, expect, it } from 'vitest'
import {
  CANDIDATE_SKILLS_MAX,
  CandidateProfileSchema,
  EDUCATION_MAX_LINES,
  LANGUAGES_MAX,
  SUMMARY_MAX,
} from '~/contracts/candidates'
import { draftProfileFromResume } from './resume-draft'

/** A resume as the text job stores it: the PDF's lines, one a line, blank lines gone. */
const RESUME = [
  'Asha Rao',
  'asha.rao@example.com | +91 98765 43210 | linkedin.com/in/asha-rao',
  'Address: 12 MG Road, Bengaluru',
  'PROFESSIONAL SUMMARY',
  'Backend engineer with six years of payments work for banks in India and the UK. Led the',
  'move of a ledger to event sourcing, cutting settlement time from hours to minutes.',
  'Call me on 9876543210 or write to asha@work.example.',
  'Technical Skills',
  '• Languages: Go, Java, SQL',
  '• Cloud: AWS (ECS, Lambda); Terraform | Docker',
  '• .NET, Node.js',
  'Work Experience',
  'Quasar Bank, 2019 - 2024',
  'Built the payments API used by four million customers and mentored five engineers.',
  'Education',
  'B.E. Computer Science, RV College of Engineering, 2014 - 2018',
  'CGPA 8.6',
  'Languages',
  'English (fluent), Hindi, Kannada',
  'Personal Details',
  'Date of birth: 01/02/1992',
  'PAN: ABCDE1234F',
].join('\n')

describe('drafting the profile from a resume', () => {
  it('takes the summary section, joined back into sentences, with the contact details taken out', () => {
    const draft = draftProfileFromResume(RESUME)
    expect(draft.profileSummary).toBe(
      'Backend engineer with six years of payments work for banks in India and the UK. Led the ' +
        'move of a ledger to event sourcing, cutting settlement time from hours to minutes. ' +
        'Call me on or write to',
    )
  })

  it('lists the skills section’s items (a label’s items after its colon) after the skills already on the record', () => {
    const draft = draftProfileFromResume(RESUME, { skills: 'Kafka, go' })
    expect(draft.skills).toBe('Kafka, go, Java, SQL, AWS (ECS, Lambda), Terraform, Docker, .NET, Node.js')
  })

  it('takes the languages section as a list, and education from the resume when the application gives none', () => {
    const draft = draftProfileFromResume(RESUME)
    expect(draft.languages).toBe('English (fluent), Hindi, Kannada')
    expect(draft.education).toBe('B.E. Computer Science, RV College of Engineering, 2014 - 2018\nCGPA 8.6')
  })

  it('prefers the education the application states', () => {
    const draft = draftProfileFromResume(RESUME, {
      education: { recentEducation: 'B.E. Computer Science', collegeName: 'RV College of Engineering' },
    })
    expect(draft.education).toBe('B.E. Computer Science, RV College of Engineering')
  })

  it('never drafts an e-mail address, phone number, link, address, birth date or ID number', () => {
    const draft = draftProfileFromResume(RESUME)
    const all = Object.values(draft).join('\n')
    for (const secret of ['@', '98765', '9876543210', 'linkedin', 'MG Road', '1992', 'ABCDE1234F']) {
      expect(all).not.toContain(secret)
    }
  })

  it('without a summary heading, takes the sentences at the top under the name and contacts', () => {
    const text = [
      'Kiran Mehta',
      'Pune · kiran@example.com',
      'Data engineer who builds streaming pipelines for retail analytics at scale.',
      'Experience',
      'Two years at a retailer, building a warehouse on Snowflake with a small team.',
    ].join('\n')
    const draft = draftProfileFromResume(text)
    expect(draft.profileSummary).toBe(
      'Data engineer who builds streaming pipelines for retail analytics at scale.',
    )
    expect(draft).toMatchObject({ skills: '', languages: '', education: '' })
  })

  it('keeps every field within the form’s limits, so the draft saves as it is', () => {
    const long = [
      'Summary',
      ...Array.from(
        { length: 40 },
        (_, i) => `Sentence number ${i} about the work done for a client in finance.`,
      ),
      'Skills',
      ...Array.from({ length: 200 }, (_, i) => `Skill${i}`),
      'Languages',
      ...Array.from({ length: 60 }, (_, i) => `Language${i}`),
      'Education',
      ...Array.from({ length: 10 }, (_, i) => `Degree ${i} from a university with a long name`),
    ].join('\n')
    const draft = draftProfileFromResume(long)
    expect(draft.profileSummary.length).toBeLessThanOrEqual(SUMMARY_MAX)
    expect(draft.profileSummary).toMatch(/\.$/)
    expect(draft.skills.length).toBeLessThanOrEqual(CANDIDATE_SKILLS_MAX)
    expect(draft.languages.length).toBeLessThanOrEqual(LANGUAGES_MAX)
    expect(draft.education.split('\n')).toHaveLength(EDUCATION_MAX_LINES)
    const parsed = CandidateProfileSchema.safeParse({ headline: '', yearsOfExperience: '', ...draft })
    expect(parsed.success).toBe(true)
  })

  it('reads a long hostile line in linear time', () => {
    const hostile = `Skills: ${'-'.repeat(50_000)}x ${'a@'.repeat(20_000)} ${'1 '.repeat(20_000)}`
    const started = performance.now()
    draftProfileFromResume(hostile)
    expect(performance.now() - started).toBeLessThan(1000)
  })
})
