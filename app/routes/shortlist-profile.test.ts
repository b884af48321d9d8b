import { extractText, getDocumentProxy } from 'unpdf'
import { afterEach, beforeEach, expect, it } from 'vitest'
import { routeArgs } from '../../tests/admin-session'
import { createTestDatabase, describeEachDatabase, type TestDatabase } from '../../tests/db-utils'
import { PDF_BYTES, resumeFrom, seedApplicant, seedBrief } from '../../tests/seed'
import { shareWithClient } from '../../tests/shortlist-seed'
import { saveCandidateProfile } from '~/features/candidates/index.server'
import { erasePersonalData } from '~/features/privacy/index.server'
import { moveShortlistStage, removeFromShortlist, revokeShortlist } from '~/features/shortlists/index.server'
import { getApplicationCandidateId } from '~/server/db/job-applications.server'
import { loader as pdfLoader } from './shortlist-profile-pdf'
import { loader } from './shortlist-profile'

type Answered = { data: unknown; init: { status?: number; headers?: Record<string, string> } }

/** What the candidate sent with their application: none of it may reach the client. */
const PRIVATE = {
  email: 'asha.rao@example.com',
  phone: '+91 98765 43210',
  address: '12 MG Road, Bengaluru',
  idNumber: 'ID-4455-6677',
  currentCtc: '14 LPA',
  expectedCtc: '18 LPA',
  coverLetter: 'Please keep this between us.',
}
const SECRETS = ['asha.rao', '@', '98765', 'MG Road', 'ID-4455', 'LPA', 'between us', 'Rao', '.pdf', 'resume']

describeEachDatabase('a shared candidate’s profile and its PDF', (kind) => {
  let database: TestDatabase
  let briefId: number
  let entryId: number
  let candidateId: number
  let token: string
  beforeEach(async () => {
    database = await createTestDatabase(kind)
    briefId = await seedBrief('buyer@acme.example', { company: 'Acme Retail' })
    const application = await seedApplicant(PRIVATE.email, {
      over: { fullName: 'Asha Rao', ...PRIVATE },
      resume: resumeFrom(PDF_BYTES, 'application/pdf', 'Asha Rao resume.pdf'),
    })
    candidateId = (await getApplicationCandidateId(application)) as number
    await saveCandidateProfile(
      candidateId,
      {
        headline: 'Payments engineer',
        skills: 'Go, Kafka',
        yearsOfExperience: 6,
        profileSummary: 'Six years of payments work for banks.\nLed a ledger rewrite.',
        education: 'B.E. Computer Science, RVCE',
        languages: 'English, Kannada',
      },
      'priya',
    )
    ;({ entryId, token } = await shareWithClient(briefId, candidateId, 'buyer@acme.example', {
      noticeWeeks: 4,
    }))
  })
  afterEach(async () => {
    await database.cleanup()
  })

  const page = (entry: string | number = entryId, at = token) =>
    loader(
      routeArgs(new Request(`http://localhost:3000/shortlist/${at}/candidates/${entry}`), {
        token: at,
        entryId: String(entry),
      }),
    ) as unknown as Promise<Answered>

  const pdf = (entry: string | number = entryId, at = token) =>
    pdfLoader(
      routeArgs(new Request(`http://localhost:3000/shortlist/${at}/candidates/${entry}/profile.pdf`), {
        token: at,
        entryId: String(entry),
      }),
    )

  it('shows the allowed fields only, never cached nor indexed', async () => {
    const live = await page()
    expect(live.init.status).toBe(200)
    expect(live.init.headers).toMatchObject({
      'Cache-Control': 'no-store',
      'X-Robots-Tag': 'noindex, nofollow',
      'Referrer-Policy': 'same-origin',
    })
    expect(live.data).toEqual({
      page: {
        state: 'live',
        brief: { company: 'Acme Retail', reference: expect.stringMatching(/^[A-Z]{2}-/) },
        profile: {
          entryId,
          displayName: 'Asha R.',
          headline: 'Payments engineer',
          yearsOfExperience: 6,
          skills: ['Go', 'Kafka'],
          summary: ['Six years of payments work for banks.', 'Led a ledger rewrite.'],
          education: ['B.E. Computer Science, RVCE'],
          languages: ['English', 'Kannada'],
          rate: 'USD 45 per hour',
          availability: '4 weeks’ notice',
        },
      },
    })
    const text = JSON.stringify(live.data)
    for (const secret of SECRETS) expect(text).not.toContain(secret)
  })

  it('downloads as a one-page PDF with the profile’s content and none of the candidate’s contact data', async () => {
    const response = await pdf()
    expect(response.status).toBe(200)
    expect(response.headers.get('Content-Type')).toBe('application/pdf')
    expect(response.headers.get('Cache-Control')).toBe('no-store')
    expect(response.headers.get('Content-Disposition')).toContain('filename="Asha-R-profile.pdf"')
    const bytes = new Uint8Array(await response.arrayBuffer())
    expect(Buffer.from(bytes.subarray(0, 5)).toString('latin1')).toBe('%PDF-')
    const { totalPages, text } = await extractText(await getDocumentProxy(bytes), { mergePages: true })
    expect(totalPages).toBe(1)
    const flat = text.replace(/\s+/g, ' ')
    for (const part of [
      'Asha R.',
      'Payments engineer',
      'Led a ledger rewrite.',
      'USD 45 per hour',
      'Kannada',
    ]) {
      expect(flat).toContain(part)
    }
    // The company's own address and phone are in the footer; the candidate's never are.
    for (const secret of SECRETS.filter((s) => s !== '@')) expect(flat).not.toContain(secret)
    expect(flat).not.toContain(PRIVATE.email)
  })

  it('answers as the shortlist does for a revoked or unknown link, page and PDF alike', async () => {
    await revokeShortlist(briefId, 'HB', 'meera')
    const revoked = await page()
    expect(revoked.init.status).toBe(410)
    expect(revoked.data).toEqual({ page: { state: 'gone', reason: 'withdrawn' } })
    const refused = await pdf()
    expect(refused.status).toBe(410)
    expect(refused.headers.get('Content-Type')).toBe('text/plain; charset=utf-8')
    expect(await refused.text()).toContain('This shortlist was withdrawn')
    expect((await page(entryId, 'A'.repeat(43))).init.status).toBe(404)
    expect((await pdf(entryId, 'A'.repeat(43))).status).toBe(404)
  })

  it('answers 404 for a candidate the client’s page does not show: withdrawn, removed, erased or never on it', async () => {
    expect((await page('nope')).data).toEqual({ page: { state: 'not-on-list' } })
    expect((await page(entryId + 1000)).init.status).toBe(404)
    expect(await moveShortlistStage(briefId, entryId, 'withdrawn', undefined, 'priya')).toMatchObject({
      ok: true,
    })
    expect((await page()).data).toEqual({ page: { state: 'not-on-list' } })
    expect((await pdf()).status).toBe(404)
    expect(await removeFromShortlist(briefId, entryId, 'priya')).toBe(true)
    expect((await page()).init.status).toBe(404)
  })

  it('is gone once the candidate is erased', async () => {
    await erasePersonalData(PRIVATE.email, 'owner')
    const erased = await page()
    expect(erased.init.status).toBe(404)
    expect(erased.data).toEqual({ page: { state: 'not-on-list' } })
    expect((await pdf()).status).toBe(404)
  })
})
