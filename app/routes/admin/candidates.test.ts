import { afterEach, beforeEach, expect, it } from 'vitest'
import { adminRequest, routeArgs, settle, signedInJar, type CookieJar } from '../../../tests/admin-session'
import { createTestDatabase, describeEachDatabase, type TestDatabase } from '../../../tests/db-utils'
import { textPdf } from '../../../tests/sample-files'
import { resumeFrom, seedApplicant, seedBrief } from '../../../tests/seed'
import { assignHireBrief } from '~/server/db/hire-briefs.server'
import { listAuditLog } from '~/server/db/audit-log.server'
import { getCandidate } from '~/server/db/candidates.server'
import { getHireBrief } from '~/server/db/hire-briefs.server'
import { getApplicationCandidateId } from '~/server/db/job-applications.server'
import { listShortlist } from '~/server/db/shortlist-entries.server'
import { addToShortlist } from '~/features/shortlists/index.server'
import { loader as resumeLoader } from '../api/resume'
import { loader as applicationLoader } from './application'
import { action as addAction, loader as addLoader } from './brief-candidates'
import { action as candidateAction, loader as candidateLoader } from './candidate'
import { loader as candidatesLoader } from './candidates'
import { action as shortlistAction } from './shortlist'
import { action as shareAction } from './shortlist-share'
import { action as entryAction } from './shortlist-entry'

const statusOf = (result: unknown) =>
  result instanceof Response
    ? result.status
    : ((result as { init?: { status?: number } } | null)?.init?.status ?? 200)

/** An action's Conform reply, as `data(submission.reply(), { status })` returns it. */
type Replied = {
  data: { error?: Record<string, string[] | null>; initialValue?: Record<string, unknown> | null }
  init: { status: number }
}

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
    // Briefs arrive owned by the team's rule; these tests start from one nobody owns.
    await assignHireBrief(briefId, null)
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

  it('refuses sales every application and resume, and shows a shortlisted candidate only as the client sees them', async () => {
    const open = () =>
      settle(() =>
        applicationLoader(
          routeArgs(adminRequest(`/admin/applications/${ashaApplication}`, sales), {
            id: String(ashaApplication),
          }),
        ),
      )
    const ownersView = await candidateLoader(
      routeArgs(adminRequest(`/admin/candidates/${asha}`, owner), { id: String(asha) }),
    )
    const fileName = ownersView.applications?.[0]?.resume?.fileName ?? ''
    expect(fileName).not.toBe('')
    const download = () =>
      settle(() =>
        resumeLoader(routeArgs(adminRequest(`/api/job-application/resume/${fileName}`, sales), { fileName })),
      )
    const candidatePage = () =>
      settle(() =>
        candidateLoader(routeArgs(adminRequest(`/admin/candidates/${asha}`, sales), { id: String(asha) })),
      )
    expect(statusOf(await open())).toBe(403)
    expect(statusOf(await download())).toBe(403)
    expect(statusOf(await candidatePage())).toBe(403)

    await addToShortlist(briefId, asha, 'test-sales')
    // On a shortlist, the application and its resume stay the recruiters' (phone, pay, resume).
    expect(statusOf(await open())).toBe(403)
    expect(statusOf(await download())).toBe(403)
    const page = (await candidatePage()) as Awaited<ReturnType<typeof candidateLoader>>
    expect(page.candidate).toMatchObject({ id: asha, fullName: 'Asha Rao', applied: null })
    expect(page.entries.map((e) => e.briefId)).toEqual([briefId])
    expect(page).toMatchObject({ addresses: null, applications: null, timeline: null, canList: false })
    expect(page).toMatchObject({ canUpdate: false, canMerge: false })
    // Nothing the application holds leaves the server, however the page were drawn.
    const sent = JSON.stringify(page)
    for (const secret of [
      'asha@example.com',
      '+91 80000 00000',
      'MG Road',
      'ID-4455-6677',
      '8 LPA',
      '12 LPA',
    ]) {
      expect(sent).not.toContain(secret)
    }
    expect(sent).not.toContain(fileName)
    // Owners and recruiters see the whole record, with the addresses, applications and timeline.
    for (const jar of [owner, recruiter]) {
      const full = await candidateLoader(
        routeArgs(adminRequest(`/admin/candidates/${asha}`, jar), { id: String(asha) }),
      )
      expect(full.addresses).toEqual(['asha@example.com'])
      expect(full.applications).toHaveLength(1)
      expect(full.timeline).not.toBeNull()
      expect(full.candidate.applied).not.toBeNull()
    }
  })

  it('needs both the shortlist and the candidates permission to add, and every role that builds shortlists shares them', async () => {
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
    const again = (await settle(() =>
      addAction(
        routeArgs(
          post(`/admin/hire-briefs/${briefId}/candidates`, recruiter, {
            intent: 'add',
            candidate: String(asha),
          }),
          { id: String(briefId) },
        ),
      ),
    )) as Replied
    expect(again.init.status).toBe(409)
    expect(again.data.error?.['']).toEqual(['That candidate is already on this shortlist.'])
    // A candidate that is not a record's number is refused at its field, and nothing is added.
    const garbled = (await settle(() =>
      addAction(
        routeArgs(
          post(`/admin/hire-briefs/${briefId}/candidates`, recruiter, { intent: 'add', candidate: '1e99' }),
          { id: String(briefId) },
        ),
      ),
    )) as Replied
    expect(garbled.init.status).toBe(400)
    expect(garbled.data.error?.candidate).toEqual(['Choose a candidate from the list.'])
    expect(await listShortlist(briefId)).toHaveLength(1)

    const entryPath = `/admin/hire-briefs/${briefId}/shortlist/${entry?.id}`
    const params = { id: String(briefId), entryId: String(entry?.id) }
    const postEntry = (fields: Record<string, string>) =>
      settle(() => entryAction(routeArgs(post(entryPath, recruiter, fields), params)))
    const invalid = (await postEntry({
      intent: 'save',
      rateAmount: 'lots',
      rateCurrency: 'USD',
      ratePeriod: 'hour',
      availability: 'notice',
      noticeWeeks: '2',
      pitch: '',
    })) as Replied
    expect(invalid.init.status).toBe(400)
    expect(invalid.data.error).toEqual({
      rateAmount: ['Enter the rate as a number, such as 45 or 5,200.'],
      pitch: ['Write a pitch for the client.'],
    })
    expect(invalid.data.initialValue).toMatchObject({ intent: 'save', noticeWeeks: '2', rateAmount: 'lots' })
    // A placement before the candidate was shared is refused by its rule; one without a day, at the day.
    const early = (await postEntry({
      intent: 'place',
      placedOn: '2030-04-01',
      placedRateAmount: '45',
      placedRateCurrency: 'USD',
      placedRatePeriod: 'hour',
    })) as Replied
    expect(early.init.status).toBe(409)
    expect(early.data.error?.['']).toEqual(['Only a shared or interviewing candidate can be placed.'])
    const undated = (await postEntry({
      intent: 'place',
      placedOn: '',
      placedRateAmount: '45',
      placedRateCurrency: 'USD',
      placedRatePeriod: 'hour',
    })) as Replied
    expect(undated.init.status).toBe(400)
    expect(undated.data.error).toEqual({ placedOn: ['Enter the day they start.'] })
    expect((await listShortlist(briefId))[0]?.stage).toBe('proposed')
    const saved = (await postEntry({
      intent: 'save',
      rateAmount: '45',
      rateCurrency: 'USD',
      ratePeriod: 'hour',
      availability: 'notice',
      noticeWeeks: '2',
      pitch: 'Ledger rewrite lead.',
    })) as Response
    expect(saved.headers.get('location')).toBe(`/admin/hire-briefs/${briefId}?shortlist=saved#shortlist`)

    // The candidate's consent (issue 39): asking needs the client's sector; asked, the candidate is
    // e-mailed and the entry waits. A member who may share puts them forward only with a reason.
    const unsectored = (await postEntry({ intent: 'ask', sector: ' ' })) as Replied
    expect(unsectored.init.status).toBe(400)
    expect(unsectored.data.error?.sector?.[0]).toMatch(/what kind of client/)
    const asked = (await postEntry({ intent: 'ask', sector: 'Fintech' })) as Response
    expect(asked.headers.get('location')).toBe(`/admin/hire-briefs/${briefId}?shortlist=asked#shortlist`)
    expect((await listShortlist(briefId))[0]).toMatchObject({ consent: 'awaiting', consentSector: 'Fintech' })
    const unreasonedOverride = (await postEntry({ intent: 'override', overrideReason: '' })) as Replied
    expect(unreasonedOverride.init.status).toBe(400)
    expect(unreasonedOverride.data.error?.overrideReason).toEqual([
      'Write why the candidate is put forward without their answer.',
    ])
    const overridden = (await postEntry({
      intent: 'override',
      overrideReason: 'Agreed on the phone.',
    })) as Response
    expect(overridden.headers.get('location')).toBe(
      `/admin/hire-briefs/${briefId}?shortlist=overridden#shortlist`,
    )
    expect((await listShortlist(briefId))[0]?.consent).toBe('overridden')
    const twice = (await postEntry({ intent: 'override', overrideReason: 'Again.' })) as Replied
    expect(twice.init.status).toBe(409)

    // The shortlist's buttons on the brief's page: a garbled entry at its field, a move past the
    // end and an entry not on this shortlist refused with the reason.
    const panel = (fields: Record<string, string>, jar = recruiter) =>
      settle(() =>
        shortlistAction(
          routeArgs(post(`/admin/hire-briefs/${briefId}/shortlist`, jar, fields), { id: String(briefId) }),
        ),
      )
    const garbledEntry = (await panel({ intent: 'up', entry: 'first' })) as Replied
    expect(garbledEntry.init.status).toBe(400)
    expect(garbledEntry.data.error).toEqual({ entry: ['Choose a candidate on the shortlist.'] })
    const pastTheTop = (await panel({ intent: 'up', entry: String(entry?.id) })) as Replied
    expect(pastTheTop.init.status).toBe(409)
    expect(pastTheTop.data.error?.['']).toEqual(['That candidate cannot move further that way.'])
    const elsewhere = (await panel({ intent: 'down', entry: String((entry?.id ?? 0) + 1000) })) as Replied
    expect(elsewhere.init.status).toBe(404)
    expect(elsewhere.data.error?.['']).toEqual(['This candidate is no longer on the shortlist.'])

    // Sharing is a page of its own (the preview, then "Send"), and a recruiter may share (issue 38):
    // a note too long is refused at its field with nothing sent; sent, the recruiter becomes the
    // owner of the brief nobody owned, audited like an assignment.
    const share = (jar: CookieJar, fields: Record<string, string>) =>
      settle(() =>
        shareAction(
          routeArgs(post(`/admin/hire-briefs/${briefId}/shortlist/share`, jar, fields), {
            id: String(briefId),
          }),
        ),
      )
    const tooLong = (await share(recruiter, { intent: 'send', note: 'x'.repeat(601) })) as Replied
    expect(tooLong.init.status).toBe(400)
    expect(tooLong.data.error).toEqual({ note: ['Keep the note to 600 characters.'] })
    expect((await listShortlist(briefId))[0]?.stage).toBe('proposed')
    const shared = (await share(recruiter, { intent: 'send', note: 'As promised.' })) as Response
    expect(shared.headers.get('location')).toBe(
      `/admin/hire-briefs/${briefId}?shortlist=shared-owner#shortlist`,
    )
    expect((await getHireBrief(briefId))?.assignedTo).toBe('test-recruiter')
    // The sharer, then (older) the brief's arrival owned by the team's rule.
    expect((await listAuditLog({ action: 'hire-brief.assign' })).items.map((e) => e.actor)).toEqual([
      'test-recruiter',
      'system',
    ])
    // Stage moves refused by their rules: a decline without the client's reason (at the reason), and
    // a move the stage does not allow (the form's).
    const unreasoned = (await postEntry({ intent: 'stage', stage: 'declined', reason: ' ' })) as Replied
    expect(unreasoned.init.status).toBe(400)
    expect(unreasoned.data.error).toEqual({ reason: ['Write the client’s reason for declining.'] })
    const skipped = (await postEntry({ intent: 'stage', stage: 'interviewing' })) as Replied
    expect(skipped.init.status).toBe(409)
    expect(skipped.data.error?.['']).toEqual([
      'The candidate cannot move from “Shared with the client” to that stage.',
    ])
    expect((await listShortlist(briefId))[0]?.stage).toBe('shared')
  })
})
