import { afterEach, beforeEach, expect, it } from 'vitest'
import { APPLICANT_STAGE_LABELS } from '~/contracts/applicant-stages'
import { createTestDatabase, describeEachDatabase, type TestDatabase } from '../../../tests/db-utils'
import { seedApplication } from '../../../tests/seed'
import { samplePdf } from '../../../tests/sample-files'
import { formRequest, multipart, routeArgs } from '../../../tests/submission-support'
import { countEmailsByState, findEmailsByAddress } from '~/server/db/email-outbox.server'
import { getJobApplication } from '~/server/db/job-applications.server'
import { changeApplicationStatuses, moveApplicationStage } from '~/features/applications/index.server'
import { issueFormToken } from '~/server/security/form-token.server'
import { action, loader } from './careers-status'
import { action as resumeAction } from './careers-status-resume'
import { action as applyApi } from '~/routes/api/job-application'
import { seedOpenings } from '~/features/openings/index.server'
import { storedCounts } from '../../../tests/submission-support'
import { seedApplicant, seedBrief } from '../../../tests/seed'
import { getApplicationCandidateId } from '~/server/db/job-applications.server'
import { getShortlistEntry } from '~/server/db/shortlist-entries.server'
import { addToShortlist, askCandidate, updateShortlistEntry } from '~/features/shortlists/index.server'

const ORIGIN = { Origin: 'http://localhost:3000' }

function settled(result: unknown) {
  if (result instanceof Response) return result
  const value = result as { type?: string; data?: unknown; init?: { status?: number } }
  if (value.type === 'DataWithResponseInit') return { status: value.init?.status ?? 200, data: value.data }
  return undefined
}

async function answer(run: () => Promise<unknown>) {
  try {
    const result = await run()
    return settled(result) ?? { status: 200, data: result }
  } catch (thrown) {
    const known = settled(thrown)
    if (known) return known
    throw thrown
  }
}

const asResponse = (value: unknown) => {
  if (!(value instanceof Response)) throw new Error(`expected a redirect, got ${JSON.stringify(value)}`)
  return value
}

const page = (query = '', cookie?: string) =>
  new Request(`http://localhost:3000/careers/status${query}`, { headers: cookie ? { Cookie: cookie } : {} })

const post = async (fields: Record<string, string>, cookie?: string) =>
  action(
    routeArgs(
      formRequest('/careers/status', new URLSearchParams(fields), {
        headers: { ...ORIGIN, ...(cookie ? { Cookie: cookie } : {}) },
      }),
    ),
  )

async function linkToken(email: string): Promise<string> {
  const [newest] = (await findEmailsByAddress(email)).filter((e) => e.to === email)
  return /\?token=([\w-]+)/.exec(newest?.text ?? '')?.[1] ?? ''
}

describeEachDatabase('/careers/status without JavaScript', (kind) => {
  let database: TestDatabase
  beforeEach(async () => {
    database = await createTestDatabase(kind, { RATE_LIMIT_SUBMISSIONS_PER_HOUR: '3' })
  })
  afterEach(async () => {
    await database.cleanup()
  })

  const ask = async (email: string) =>
    post({ intent: 'request', email, form_token: await issueFormToken('status-link', Date.now() - 3_100) })

  it('answers the same for an unknown address, and e-mails only a known one', async () => {
    await seedApplication('ravi@example.com')
    const emails = async () => Object.values(await countEmailsByState()).reduce((a, b) => a + b, 0)
    const before = await emails()
    const unknown = asResponse(await answer(() => ask('nobody@example.com')))
    expect(await emails()).toBe(before)
    const known = asResponse(await answer(() => ask('ravi@example.com')))
    expect(await emails()).toBe(before + 1)
    for (const response of [unknown, known]) {
      expect(response.status).toBe(303)
      expect(response.headers.get('Location')).toBe('/careers/status?sent=1')
      expect(response.headers.get('Set-Cookie')).toBeNull()
    }
    expect((await loader(routeArgs(page('?sent=1')))).view).toBe('sent')
  })

  it('is rate-limited like the forms, and refuses a post without the page’s fill-time token', async () => {
    for (let i = 0; i < 3; i++) await answer(() => ask(`someone${i}@example.com`))
    expect(await answer(() => ask('ravi@example.com'))).toMatchObject({
      status: 429,
      data: { error: expect.stringMatching(/Too many forms/) },
    })
    expect(await answer(() => post({ intent: 'request', email: 'ravi@example.com' }))).toMatchObject({
      status: 400,
    })
    expect(await answer(() => ask('not an address'))).toMatchObject({ status: 429 })
  })

  it('opens the applications with the link, in the applicant’s words, once', async () => {
    const id = await seedApplication('ravi@example.com', { openingTitle: 'Frontend Developer' }, 'one.pdf')
    await seedApplication('ravi@example.com', { openingTitle: null, position: null }, 'two.pdf')
    // Shortlisted, and shown on the status page (a move alone is not: see the next test).
    await moveApplicationStage([id], 'shortlisted', 'priya', { showOnStatusPage: true })
    await ask('ravi@example.com')
    const token = await linkToken('ravi@example.com')

    expect(await loader(routeArgs(page(`?token=${token}`)))).toMatchObject({ view: 'open', token })
    expect((await loader(routeArgs(page('?token=forged')))).view).toBe('expired')
    const opened = asResponse(await answer(() => post({ intent: 'open', token })))
    expect(opened.headers.get('Location')).toBe('/careers/status')
    const cookie = (opened.headers.get('Set-Cookie') ?? '').split(';')[0] ?? ''
    expect(opened.headers.get('Set-Cookie')).toContain('HttpOnly')

    const shown = await loader(routeArgs(page('', cookie)))
    expect(shown).toMatchObject({ view: 'applications', email: 'ravi@example.com' })
    if (shown.view !== 'applications') throw new Error('not signed in')
    expect(shown.applications.map((a) => [a.title, a.stage, a.open])).toEqual([
      ['General application', 'received', true],
      ['Frontend Developer', 'in-review', true],
    ])
    // What reaches the page never names an internal status.
    expect(JSON.stringify(shown)).not.toMatch(/shortlisted|reviewing/)
    expect(APPLICANT_STAGE_LABELS['in-review']).toBe('In review')
    // The link worked once: used again, it says so, with a new link to its address one press away.
    const again = asResponse(await answer(() => post({ intent: 'open', token })))
    expect(again.headers.get('Location')).toBe(`/careers/status?token=${token}`)
    expect(await loader(routeArgs(page(`?token=${token}`)))).toMatchObject({
      view: 'expired',
      email: 'ravi@example.com',
    })
    // A token of no link shows the same page, with nothing to prefill.
    expect(await loader(routeArgs(page('?token=forged')))).toMatchObject({ view: 'expired', email: null })
    // Without the cookie, nothing is shown.
    expect((await loader(routeArgs(page()))).view).toBe('request')
  })

  it('shows a stage moved without its e-mail only once staff show it, in the e-mail’s words', async () => {
    const id = await seedApplication('ravi@example.com', { openingTitle: 'Frontend Developer' })
    await changeApplicationStatuses([id], 'interview', 'priya')
    await ask('ravi@example.com')
    const opened = asResponse(
      await answer(async () => post({ intent: 'open', token: await linkToken('ravi@example.com') })),
    )
    const cookie = (opened.headers.get('Set-Cookie') ?? '').split(';')[0] ?? ''
    const stage = async () => {
      const shown = await loader(routeArgs(page('', cookie)))
      if (shown.view !== 'applications') throw new Error('not signed in')
      return shown.applications.map((a) => [APPLICANT_STAGE_LABELS[a.stage], a.explanation])
    }
    expect(await stage()).toEqual([['Received', expect.stringMatching(/^We have your application/)]])
    await moveApplicationStage([id], 'interview', 'priya', { showOnStatusPage: true })
    expect(await stage()).toEqual([
      ['Invited to interview', expect.stringMatching(/invited you to an interview/)],
    ])
  })

  it('takes a request sent the moment the page arrives (the browser filled the address in)', async () => {
    await seedApplication('ravi@example.com')
    const autofilled = asResponse(
      await answer(async () =>
        post({
          intent: 'request',
          email: 'ravi@example.com',
          form_token: await issueFormToken('status-link'),
        }),
      ),
    )
    expect(autofilled.headers.get('Location')).toBe('/careers/status?sent=1')
    expect(await linkToken('ravi@example.com')).toHaveLength(43)
    // Still only from the page: a forged token is refused as before.
    expect(
      await answer(() => post({ intent: 'request', email: 'ravi@example.com', form_token: 'abc.def' })),
    ).toMatchObject({ status: 400 })
  })

  it('withdraws, takes a new resume, and signs out', async () => {
    const id = await seedApplication('ravi@example.com')
    const someoneElse = await seedApplication('meena@example.com')
    await ask('ravi@example.com')
    const opened = asResponse(await answer(() => post({ intent: 'open', token: '' })))
    expect(opened.headers.get('Location')).toBe('/careers/status?expired=1')
    const good = asResponse(
      await answer(async () => post({ intent: 'open', token: await linkToken('ravi@example.com') })),
    )
    const cookie = (good.headers.get('Set-Cookie') ?? '').split(';')[0] ?? ''

    // From another address than the link's request: each upload counts against its allowance (3).
    const upload = (applicationId: number, bytes = samplePdf(2_000), name = 'new.pdf') =>
      answer(() =>
        resumeAction(
          routeArgs(
            formRequest(
              '/careers/status/resume',
              multipart({ applicationId: String(applicationId) }, { bytes, name }),
              {
                headers: { ...ORIGIN, Cookie: cookie },
              },
            ),
            '198.51.100.20',
          ),
        ),
      )
    expect(asResponse(await upload(id)).headers.get('Location')).toMatch(
      /^\/careers\/status\?done=resume&ref=AP-\w{6}$/,
    )
    expect((await getJobApplication(id))?.resume?.originalName).toBe('new.pdf')
    expect(
      asResponse(await upload(id, new Uint8Array(Buffer.from('just text')), 'cv.txt')).headers.get(
        'Location',
      ),
    ).toBe('/careers/status?problem=resume-type')
    expect(asResponse(await upload(someoneElse)).headers.get('Location')).toBe(
      '/careers/status?problem=not-open',
    )

    const withdrawn = asResponse(
      await answer(() => post({ intent: 'withdraw', applicationId: String(id) }, cookie)),
    )
    expect(withdrawn.headers.get('Location')).toMatch(/^\/careers\/status\?done=withdrawn&ref=AP-\w{6}$/)
    expect((await getJobApplication(id))?.status).toBe('withdrawn')
    const after = await loader(
      routeArgs(page(new URL(withdrawn.headers.get('Location')!, 'http://x').search, cookie)),
    )
    expect(after).toMatchObject({
      done: expect.stringMatching(/is withdrawn/),
      applications: [{ stage: 'withdrawn', open: false }],
    })

    const out = asResponse(await answer(() => post({ intent: 'sign-out' }, cookie)))
    expect(out.headers.get('Set-Cookie')).toMatch(/Max-Age=0/)
    expect((await loader(routeArgs(page('', cookie)))).view).toBe('request')
    // A withdrawal without a live session changes nothing.
    expect(
      asResponse(
        await answer(() => post({ intent: 'withdraw', applicationId: String(someoneElse) }, cookie)),
      ).headers.get('Location'),
    ).toBe('/careers/status?expired=1')
  })

  /** An application through the API, from an address: its status. */
  const apply = async (email: string, ip: string) => {
    const form = multipart(
      { fullName: 'Ravi Kumar', email, position: 'backend-developer', skills: 'Go' },
      { bytes: samplePdf(), name: 'cv.pdf' },
    )
    const response = await applyApi(routeArgs(formRequest('/api/job-application', form), ip))
    return response.status
  }

  /** Signs in with a fresh link (asked from `ip`) and returns a resume uploader for that session. */
  async function signedInUploader(email: string, ip: string) {
    await action(
      routeArgs(
        formRequest(
          '/careers/status',
          new URLSearchParams({
            intent: 'request',
            email,
            form_token: await issueFormToken('status-link', Date.now() - 3_100),
          }),
          { headers: ORIGIN },
        ),
        ip,
      ),
    )
    const opened = asResponse(
      await answer(async () => post({ intent: 'open', token: await linkToken(email) })),
    )
    const cookie = (opened.headers.get('Set-Cookie') ?? '').split(';')[0] ?? ''
    return (applicationId: number, from: string) =>
      answer(() =>
        resumeAction(
          routeArgs(
            formRequest(
              '/careers/status/resume',
              multipart(
                { applicationId: String(applicationId) },
                { bytes: samplePdf(3_000), name: 'late.pdf' },
              ),
              { headers: { ...ORIGIN, Cookie: cookie } },
            ),
            from,
          ),
        ),
      )
  }

  it('counts a replaced resume against the allowance applying spends: refused 429, nothing stored', async () => {
    await seedOpenings()
    const id = await seedApplication('ravi@example.com', {}, 'first.pdf')
    const replace = await signedInUploader('ravi@example.com', '198.51.100.30')
    // Three applications spend the allowance of 198.51.100.31; then its replacement is refused.
    for (let i = 0; i < 3; i++) expect(await apply(`ravi${i}@example.com`, '198.51.100.31')).toBe(201)
    const before = await storedCounts()
    const resumeBefore = (await getJobApplication(id))?.resume
    const refused = await replace(id, '198.51.100.31')
    expect(refused.status).toBe(429)
    expect(refused).toMatchObject({ data: { message: expect.stringMatching(/Too many forms/) } })
    expect((await getJobApplication(id))?.resume).toEqual(resumeBefore)
    expect(await storedCounts()).toEqual(before)

    // The other way round: three replacements from 198.51.100.32, then its application is refused.
    for (let i = 0; i < 3; i++) {
      expect(asResponse(await replace(id, '198.51.100.32')).headers.get('Location')).toMatch(/done=resume/)
    }
    const applicationsBefore = (await storedCounts()).applications
    expect(await apply('late@example.com', '198.51.100.32')).toBe(429)
    expect((await storedCounts()).applications).toBe(applicationsBefore)
  })

  it('takes the answer to a request to put them forward: 303 once, 409 twice, 400 for a bad value, none without a session', async () => {
    const briefId = await seedBrief('buyer@acme.example')
    const candidate = (await getApplicationCandidateId(await seedApplicant('asha@example.com'))) as number
    const added = await addToShortlist(briefId, candidate, 'meera')
    if (!added.ok) throw new Error('not added')
    const entry = String(added.entryId)
    await updateShortlistEntry(
      briefId,
      added.entryId,
      {
        rateAmount: 45,
        rateCurrency: 'USD',
        ratePeriod: 'hour',
        availableOn: null,
        noticeWeeks: 2,
        pitch: 'Strong.',
      },
      'meera',
    )
    await askCandidate(briefId, added.entryId, { sector: 'Fintech', nameCompany: false }, 'meera', {
      mayNameCompany: false,
    })
    const token = await linkToken('asha@example.com')
    const opened = asResponse(await answer(() => post({ intent: 'open', token })))
    const cookie = (opened.headers.get('Set-Cookie') ?? '').split(';')[0] ?? ''
    const shown = await loader(routeArgs(page('', cookie)))
    if (shown.view !== 'applications') throw new Error('not signed in')
    expect(shown.putForward.requests).toEqual([
      expect.objectContaining({
        entryId: added.entryId,
        client: expect.stringContaining('Fintech'),
        consent: 'awaiting',
      }),
    ])

    expect(
      asResponse(await answer(() => post({ intent: 'put-forward-accept', entry }))).headers.get('Location'),
    ).toBe('/careers/status?expired=1')
    const bad = await answer(() =>
      post(
        { intent: 'put-forward-correct', entry, rateAmount: '-3', availability: 'notice', noticeWeeks: '2' },
        cookie,
      ),
    )
    expect(bad).toMatchObject({
      status: 400,
      data: { putForward: { fieldErrors: { rateAmount: [expect.any(String)] } } },
    })
    const yes = asResponse(await answer(() => post({ intent: 'put-forward-accept', entry }, cookie)))
    expect(yes.status).toBe(303)
    expect(yes.headers.get('Location')).toBe('/careers/status?put-forward=accepted#put-forward')
    expect(await loader(routeArgs(page('?put-forward=accepted', cookie)))).toMatchObject({
      putForward: { done: 'accepted' },
    })
    const twice = await answer(() => post({ intent: 'put-forward-decline', entry }, cookie))
    expect(twice).toMatchObject({ status: 409 })
    const unknown = await answer(() => post({ intent: 'put-forward-accept', entry: '999999' }, cookie))
    expect(unknown).toMatchObject({ status: 404 })
    expect((await getShortlistEntry(briefId, added.entryId))?.consent).toBe('given')
  })
})
