import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest'
import { parseCandidateQuery, type CandidateQuery } from '~/contracts/candidates'
import { createTestDatabase, describeEachDatabase, type TestDatabase } from '../../../tests/db-utils'
import { sampleDocx, textPdf } from '../../../tests/sample-files'
import { resumeFrom, seedApplicant } from '../../../tests/seed'
import { createResumeTextReader } from '../resumes/read-resume-text.server'
import { processResumeTextsOnce } from '../resumes/resume-text-job.server'
import { addNote } from '~/features/timeline/index.server'
import { ftsQuery, searchCandidates } from './candidate-search.server'
import { mergeCandidates } from '~/features/candidates/index.server'
import { getCandidate, updateCandidateProfile } from './candidates.server'
import { getApplicationCandidateId } from './job-applications.server'
import { changeApplicationStatuses } from '~/features/applications/index.server'

const query = (params = ''): CandidateQuery => parseCandidateQuery(`http://x/admin/candidates?${params}`)
const names = async (params: string) => (await searchCandidates(query(params))).items.map((c) => c.fullName)
const reader = createResumeTextReader({ timeoutMs: 20_000 })
afterAll(() => reader.close())

describeEachDatabase('candidates and their search', (kind) => {
  let database: TestDatabase
  beforeEach(async () => {
    database = await createTestDatabase(kind)
  })
  afterEach(async () => {
    await database.cleanup()
  })

  it('makes one candidate of two applications from one address in different case', async () => {
    const first = await seedApplicant('Asha.Rao@Example.com', {
      over: { fullName: 'Asha Rao', skills: 'Go' },
    })
    const second = await seedApplicant(' asha.rao@example.COM ', {
      over: { fullName: 'Asha R. Rao', skills: 'Go, Kubernetes', yearsOfExperience: '6.5' },
    })
    const id = await getApplicationCandidateId(first)
    expect(await getApplicationCandidateId(second)).toBe(id)
    const page = await searchCandidates(query())
    expect(page.total).toBe(1)
    expect(page.items[0]).toMatchObject({
      id,
      fullName: 'Asha R. Rao',
      skills: 'Go, Kubernetes',
      yearsOfExperience: 6.5,
      applications: 2,
      headline: 'Frontend Developer',
    })
    expect((await getCandidate(id ?? 0))?.emailNormalized).toBe('asha.rao@example.com')
  })

  it('finds a word that is only inside a PDF resume once its text is read, and shows it in context', async () => {
    await seedApplicant('asha@example.com', {
      over: { fullName: 'Asha Rao' },
      resume: resumeFrom(textPdf(['Asha Rao', 'Built a zanzibarite ledger for a payments bank'])),
    })
    await seedApplicant('kiran@example.com', { over: { fullName: 'Kiran Mehta' } })
    expect(await names('q=zanzibarite')).toEqual([])
    expect(await processResumeTextsOnce(reader)).toMatchObject({ read: 1, unreadable: 0 })
    const found = await searchCandidates(query('q=zanzibarite'))
    expect(found.items.map((c) => c.fullName)).toEqual(['Asha Rao'])
    const snippet = found.items[0]?.snippet ?? []
    expect(snippet.filter((part) => part.match).map((part) => part.text.toLowerCase())).toEqual([
      'zanzibarite',
    ])
    expect(snippet.map((part) => part.text).join('')).toContain('ledger for a payments bank')
  })

  it('reads a DOCX too, and marks a file without text unreadable', async () => {
    await seedApplicant('dev@example.com', {
      over: { fullName: 'Dev Patel' },
      resume: resumeFrom(
        sampleDocx('Migrated the quokkaware billing stack'),
        'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      ),
    })
    await seedApplicant('blank@example.com', {
      over: { fullName: 'Blank Page' },
      resume: resumeFrom(new TextEncoder().encode('%PDF-1.4\n%%EOF\n')),
    })
    expect(await processResumeTextsOnce(reader)).toMatchObject({ read: 1, unreadable: 1 })
    expect(await names('q=quokkaware')).toEqual(['Dev Patel'])
  })

  it('searches names, addresses, skills, cover letters and notes, best match first', async () => {
    const ravi = await seedApplicant('ravi@example.com', {
      over: {
        fullName: 'Ravi Kumar',
        skills: 'Elixir, Phoenix',
        coverLetter: 'I love functional programming.',
      },
    })
    await seedApplicant('meera@example.com', {
      over: { fullName: 'Meera Elixir', skills: 'Java', coverLetter: 'Backend work.' },
    })
    await seedApplicant('sam@example.com', {
      over: { fullName: 'Sam Lee', coverLetter: 'I read about Elixir once.' },
    })
    // A name outweighs skills, which outweigh a cover letter.
    expect(await names('q=elixir')).toEqual(['Meera Elixir', 'Ravi Kumar', 'Sam Lee'])
    expect(await names('q=meera%40example.com')).toEqual(['Meera Elixir'])
    expect(await names('q=functional+programming')).toEqual(['Ravi Kumar'])
    expect(await names('q=programming+backend')).toEqual([])
    // A note on an application's timeline reaches the index with the note.
    expect(await names('q=tracing')).toEqual([])
    await addNote({ kind: 'application', id: ravi }, 'ops-admin', 'Strong on distributed tracing.')
    expect(await names('q=tracing')).toEqual(['Ravi Kumar'])
    // So does one on the candidate's own timeline.
    const candidate = await getApplicationCandidateId(ravi)
    await addNote({ kind: 'candidate', id: candidate ?? 0 }, 'ops-admin', 'Prefers remote, Pune.')
    expect(await names('q=pune')).toEqual(['Ravi Kumar'])
  })

  it('filters by a whole skill, years, stage and the day they applied', async () => {
    const java = await seedApplicant('java@example.com', {
      over: { fullName: 'Jay Java', skills: 'Java, Spring', yearsOfExperience: '8' },
    })
    await seedApplicant('js@example.com', {
      over: { fullName: 'Jess Script', skills: 'JavaScript; React', yearsOfExperience: '2' },
    })
    expect(await names('skill=java')).toEqual(['Jay Java'])
    expect(await names('skill=REACT')).toEqual(['Jess Script'])
    expect(await names('years=5')).toEqual(['Jay Java'])
    await changeApplicationStatuses([java], 'interview', 'ops-admin')
    expect(await names('stage=interview')).toEqual(['Jay Java'])
    expect(await names('since=2999-01-01')).toEqual([])
    expect((await names('since=2000-01-01')).sort()).toEqual(['Jay Java', 'Jess Script'])
    expect(await names('q=spring&years=9')).toEqual([])
  })

  it('gives the context as plain parts, the match marked by a flag rather than by markup', async () => {
    await seedApplicant('x@example.com', {
      over: {
        fullName: 'Xavier Stone',
        coverLetter: 'I write <script>alert(1)</script> and <b>kotlin</b> daily.',
      },
    })
    const snippet = (await searchCandidates(query('q=kotlin'))).items[0]?.snippet ?? []
    expect(snippet.filter((p) => p.match).map((p) => p.text.toLowerCase())).toEqual(['kotlin'])
    // SQLite keeps the typed tags as text, PostgreSQL's headline drops them; neither marks with them.
    const text = snippet.map((p) => p.text).join('')
    expect(text).toContain('daily')
    expect(text).not.toContain(String.fromCharCode(2))
    expect(text).not.toContain(String.fromCharCode(3))
  })

  it('treats a search of only punctuation as finding nobody, and never fails on search syntax', async () => {
    await seedApplicant('q@example.com', { over: { fullName: 'Quinn Doe' } })
    for (const text of ['"', 'AND OR NOT', '*', '(quinn', 'quinn"', 'NEAR(a b)', '-quinn', '!!!']) {
      await expect(searchCandidates(query(`q=${encodeURIComponent(text)}`))).resolves.toBeDefined()
    }
    expect(await names(`q=${encodeURIComponent('(quinn')}`)).toEqual(['Quinn Doe'])
  })

  it('merges two records of one person: one record left, found by either address, nothing lost', async () => {
    const a = await seedApplicant('asha.work@example.com', { over: { fullName: 'Asha Rao', skills: 'Go' } })
    const b = await seedApplicant('asha.home@example.com', {
      over: { fullName: 'Asha Rao', coverLetter: 'Ask me about yak shaving.' },
    })
    const survivor = (await getApplicationCandidateId(a)) ?? 0
    const other = (await getApplicationCandidateId(b)) ?? 0
    // Each record's profile for clients: the survivor keeps its own, and takes the other's where it has none.
    await updateCandidateProfile(survivor, {
      headline: null,
      skills: 'Go',
      yearsOfExperience: null,
      languages: 'English',
    })
    await updateCandidateProfile(other, {
      headline: null,
      skills: null,
      yearsOfExperience: null,
      profileSummary: 'Six years of payments.',
      languages: 'Hindi',
    })
    expect(await mergeCandidates(survivor, other)).toEqual({
      ok: true,
      survivorId: survivor,
      mergedId: other,
    })
    expect(await getCandidate(survivor)).toMatchObject({
      profileSummary: 'Six years of payments.',
      languages: 'English',
      education: null,
    })
    expect((await searchCandidates(query())).items.map((c) => [c.id, c.applications])).toEqual([
      [survivor, 2],
    ])
    expect(await names('q=asha.home%40example.com')).toEqual(['Asha Rao'])
    expect(await names('q=yak')).toEqual(['Asha Rao'])
    expect((await getCandidate(other))?.mergedInto).toBe(survivor)
    // A new application from the merged address joins the surviving record.
    const c = await seedApplicant('ASHA.HOME@example.com', { over: { fullName: 'Asha Rao' } })
    expect(await getApplicationCandidateId(c)).toBe(survivor)
    expect(await mergeCandidates(survivor, other)).toEqual({ ok: false, code: 'not-found' })
    expect(await mergeCandidates(survivor, survivor)).toEqual({ ok: false, code: 'same-record' })
  })
})

describe('the search as FTS5 reads it', () => {
  it.each([
    ['asha rao', '"asha" AND "rao"'],
    ['asha@example.com', '"asha example com"'],
    ['react OR go', '"react" OR "go"'],
    ['react go -java', '"react" AND "go" NOT "java"'],
    ['-java react', '"react"'],
    ['NEAR(a b) "x" * ^', '"NEAR a" AND "b" AND "x"'],
    ['or', null],
    ['!!!', null],
  ])('%s → %s', (text, expected) => {
    expect(ftsQuery(text)).toBe(expected)
  })
})
