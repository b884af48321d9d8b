import { afterEach, beforeEach, expect, it } from 'vitest'
import { adminRequest, routeArgs, settle, signedInJar, type CookieJar } from '../../../tests/admin-session'
import { createTestDatabase, describeEachDatabase, type TestDatabase } from '../../../tests/db-utils'
import { textPdf } from '../../../tests/sample-files'
import { resumeFrom, seedApplicant, seedBrief } from '../../../tests/seed'
import { listAuditLog } from '~/server/db/audit-log.server'
import { getCandidate } from '~/server/db/candidates.server'
import { getApplicationCandidateId } from '~/server/db/job-applications.server'
import { addToShortlist, listShortlist } from '~/server/db/shortlist-entries.server'
import { loader as resumeLoader } from '../api/resume'
import { loader as applicationLoader } from './application'
import { action as addAction, loader as addLoader } from './brief-candidates'
import { action as candidateAction, loader as candidateLoader } from './candidate'
import { loader as candidatesLoader } from './candidates'
import { action as shortlistAction } from './shortlist'
import { action as entryAction } from './shortlist-entry'

const statusOf = (result: unknown) =>
  result instanceof Response
    ? result.status
    : ((result as { init?: { status?: number } } | null)?.init?.status ?? 200)

const post = (path: string, jar: CookieJar, fields: Record<string, string>) =>
  adminRequest(path, jar, { method: 'POST', body: new URLSearchParams(fields) })

describeEachDatabase('candidates and shortlists in the admin, by role', (kind) => {
  let database: TestDatabase
  let owner: CookieJar
  let recruiter: CookieJar
  let sales: CookieJar
  let briefId: number
  let ashaApplication: number
  let asha: number
  beforeEach(async () => {
    database = await createTestDatabase(kind)
    owner = await signedInJar('owner')
    recruiter = await signedInJar('recruiter')
    sales = await signedInJar('sales')
    briefId = await seedBrief('buyer@acme.example')
    ashaApplication = await seedApplicant('asha@example.com', {
      over: { fullName: 'Asha Rao' },
      resume: resumeFrom(textPdf(['Asha Rao'])),
    })
    asha = (await getApplicationCandidateId(ashaApplication)) as number
  })
  afterEach(async () => {
    await database.cleanup()
  })

  it('opens the Candidates area to owners and recruiters, and answers 403 to sales', async () => {
    for (const jar of [owner, recruiter]) {
      const page = await candidatesLoader(routeArgs(adminRequest('/admin/candidates?q=asha', jar), {}))
      expect(page.list.items.map((c) => c.fullName)).toEqual(['Asha Rao'])
    }
    expect(
      statusOf(await settle(() => candidatesLoader(routeArgs(adminRequest('/admin/candidates', sales), {})))),
    ).toBe(403)
    expect(
      statusOf(
        await settle(() =>
          candidateLoader(routeArgs(adminRequest(`/admin/candidates/${asha}`, sales), { id: String(asha) })),
        ),
      ),
    ).toBe(403)
  })

  it('merges a duplicate by its address, audited, and sends the merged record’s page to the survivor', async () => {
    const other = (await getApplicationCandidateId(
      await seedApplicant('asha.home@example.com', { over: { fullName: 'Asha Rao' } }),
    )) as number
    const refused = await settle(() =>
      candidateAction(
        routeArgs(
          post(`/admin/candidates/${asha}`, recruiter, { intent: 'merge', other: 'nobody@example.com' }),
          { id: String(asha) },
        ),
      ),
    )
    expect(statusOf(refused)).toBe(400)
    const merged = (await settle(() =>
      candidateAction(
        routeArgs(
          post(`/admin/candidates/${asha}`, recruiter, { intent: 'merge', other: ' ASHA.HOME@example.com ' }),
          { id: String(asha) },
        ),
      ),
    )) as Response
    expect(merged.headers.get('location')).toBe(`/admin/candidates/${asha}?merged=${other}`)
    expect((await getCandidate(other))?.mergedInto).toBe(asha)
    const redirect = (await settle(() =>
      candidateLoader(
        routeArgs(adminRequest(`/admin/candidates/${other}`, recruiter), { id: String(other) }),
      ),
    )) as Response
    expect(redirect.headers.get('location')).toBe(`/admin/candidates/${asha}`)
    const page = await candidateLoader(
      routeArgs(adminRequest(`/admin/candidates/${asha}`, recruiter), { id: String(asha) }),
    )
    expect(page.applications).toHaveLength(2)
    expect(page.addresses).toEqual(['asha@example.com', 'asha.home@example.com'])
    const audit = (await listAuditLog({ action: 'candidate.merged' })).items
    expect(audit.map((e) => [e.actor, e.target])).toEqual([
      ['test-recruiter', `candidate #${other} into #${asha}`],
    ])
  })

  it('lets sales open an application and its resume only once the candidate is on a shortlist', async () => {
    const open = () =>
      settle(() =>
        applicationLoader(
          routeArgs(adminRequest(`/admin/applications/${ashaApplication}`, sales), {
            id: String(ashaApplication),
          }),
        ),
      )
    const page = await candidateLoader(
      routeArgs(adminRequest(`/admin/candidates/${asha}`, owner), { id: String(asha) }),
    )
    const fileName = page.applications[0]?.resume?.fileName ?? ''
    const download = () =>
      settle(() =>
        resumeLoader(routeArgs(adminRequest(`/api/job-application/resume/${fileName}`, sales), { fileName })),
      )
    expect(statusOf(await open())).toBe(403)
    expect(statusOf(await download())).toBe(403)
    await addToShortlist(briefId, asha, 'test-sales')
    expect(statusOf(await open())).toBe(200)
    expect(statusOf(await download())).toBe(200)
    // Sales see no link to the Candidates area, which they cannot open.
    expect(((await open()) as { candidateLink: number | null }).candidateLink).toBeNull()
  })

  it('needs both the shortlist and the candidates permission to add, and only sales and owners share', async () => {
    expect(
      statusOf(
        await settle(() =>
          addLoader(
            routeArgs(adminRequest(`/admin/hire-briefs/${briefId}/candidates`, sales), {
              id: String(briefId),
            }),
          ),
        ),
      ),
    ).toBe(403)
    const added = (await settle(() =>
      addAction(
        routeArgs(
          post(`/admin/hire-briefs/${briefId}/candidates`, recruiter, {
            intent: 'add',
            candidate: String(asha),
          }),
          { id: String(briefId) },
        ),
      ),
    )) as Response
    const [entry] = await listShortlist(briefId)
    expect(added.headers.get('location')).toBe(`/admin/hire-briefs/${briefId}/shortlist/${entry?.id}?added=1`)
    const again = await settle(() =>
      addAction(
        routeArgs(
          post(`/admin/hire-briefs/${briefId}/candidates`, recruiter, {
            intent: 'add',
            candidate: String(asha),
          }),
          { id: String(briefId) },
        ),
      ),
    )
    expect(statusOf(again)).toBe(409)

    const entryPath = `/admin/hire-briefs/${briefId}/shortlist/${entry?.id}`
    const params = { id: String(briefId), entryId: String(entry?.id) }
    const invalid = (await settle(() =>
      entryAction(
        routeArgs(
          post(entryPath, recruiter, {
            intent: 'save',
            rateAmount: 'lots',
            rateCurrency: 'USD',
            ratePeriod: 'hour',
            availability: 'notice',
            noticeWeeks: '2',
            pitch: '',
          }),
          params,
        ),
      ),
    )) as {
      data: { errors: Record<string, string>; values: Record<string, string> }
      init: { status: number }
    }
    expect(invalid.init.status).toBe(400)
    expect(invalid.data.errors).toMatchObject({
      rateAmount: 'Enter the rate as a number, such as 45 or 4500.',
      pitch: 'Write a pitch for the client.',
    })
    expect(invalid.data.values.noticeWeeks).toBe('2')
    const saved = (await settle(() =>
      entryAction(
        routeArgs(
          post(entryPath, recruiter, {
            intent: 'save',
            rateAmount: '45',
            rateCurrency: 'USD',
            ratePeriod: 'hour',
            availability: 'notice',
            noticeWeeks: '2',
            pitch: 'Ledger rewrite lead.',
          }),
          params,
        ),
      ),
    )) as Response
    expect(saved.headers.get('location')).toBe(`/admin/hire-briefs/${briefId}?shortlist=saved#shortlist`)

    const share = (jar: CookieJar) =>
      settle(() =>
        shortlistAction(
          routeArgs(post(`/admin/hire-briefs/${briefId}/shortlist`, jar, { intent: 'share' }), {
            id: String(briefId),
          }),
        ),
      )
    expect(statusOf(await share(recruiter))).toBe(403)
    const shared = (await share(sales)) as Response
    expect(shared.headers.get('location')).toBe(`/admin/hire-briefs/${briefId}?shortlist=shared#shortlist`)
  })
})
