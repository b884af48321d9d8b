import { afterEach, beforeEach, expect, it } from 'vitest'
import { routeArgs, settle } from '../../tests/admin-session'
import { createTestDatabase, describeEachDatabase, type TestDatabase } from '../../tests/db-utils'
import { seedApplicant, seedBrief } from '../../tests/seed'
import { shareWithClient } from '../../tests/shortlist-seed'
import { getConfig } from '~/server/config.server'
import { getApplicationCandidateId } from '~/server/db/job-applications.server'
import { hashIp } from '~/server/security/client-ip.server'
import { consumeSubmissionAllowance } from '~/server/security/rate-limit.server'
import { SHORTLIST_MESSAGES } from '~/contracts/shortlists'
import { moveShortlistStage, revokeShortlist } from '~/features/shortlists/index.server'
import { action, loader } from './shortlist'

type Answered = { data: unknown; init: { status?: number; headers?: Record<string, string> } }

const page = (token: string, search = '') =>
  loader(
    routeArgs(new Request(`http://localhost:3000/shortlist/${token}${search}`), { token }),
  ) as unknown as Promise<Answered>

describeEachDatabase('the client’s shortlist page', (kind) => {
  let database: TestDatabase
  let briefId: number
  let entryId: number
  let token: string
  beforeEach(async () => {
    database = await createTestDatabase(kind)
    briefId = await seedBrief('buyer@acme.example')
    const candidate = (await getApplicationCandidateId(await seedApplicant('asha@example.com'))) as number
    ;({ entryId, token } = await shareWithClient(briefId, candidate, 'buyer@acme.example'))
  })
  afterEach(async () => {
    await database.cleanup()
  })

  it('is never cached, never indexed, and gives no other site its address', async () => {
    const live = await page(token)
    expect(live.init.status ?? 200).toBe(200)
    expect(live.init.headers).toMatchObject({
      'Cache-Control': 'no-store',
      'X-Robots-Tag': 'noindex, nofollow',
      'Referrer-Policy': 'same-origin',
    })
  })

  it('answers 410 for a revoked link, saying it was withdrawn, and 404 for one never issued', async () => {
    await revokeShortlist(briefId, 'HB', 'meera')
    const revoked = await page(token)
    expect(revoked.init.status).toBe(410)
    expect(revoked.data).toMatchObject({ page: { state: 'gone', reason: 'withdrawn' } })
    expect((await page('A'.repeat(43))).init.status).toBe(404)
  })

  it('takes a changed answer until staff act on it, then answers 409 and changes nothing', async () => {
    const post = (fields: Record<string, string>) =>
      settle(() =>
        action(
          routeArgs(
            new Request(`http://localhost:3000/shortlist/${token}`, {
              method: 'POST',
              body: new URLSearchParams(fields),
            }),
            { token },
          ),
        ),
      )
    const answered = await post({ answer: 'interview', entry: String(entryId), note: 'Monday 10:00' })
    expect((answered as Response).status).toBe(303)
    const shown = (await page(token)).data as { page: { entries: { answeredAt: string }[] } }
    const replaces = shown.page.entries[0]?.answeredAt ?? ''
    const changed = (await post({
      answer: 'interview',
      entry: String(entryId),
      note: 'Tuesday 10:00 instead',
      replaces,
    })) as Response
    expect(changed.status).toBe(303)
    expect(changed.headers.get('location')).toBe(
      `/shortlist/${token}?answered=${entryId}&changed=1#candidate-${entryId}`,
    )
    const now = (await page(token, `?answered=${entryId}&changed=1`)).data as {
      answered: unknown
      page: { entries: { answeredAt: string; clientNote: string }[] }
    }
    expect(now.answered).toEqual({ answer: 'interview', changed: true })
    expect(now.page.entries[0]?.clientNote).toBe('Tuesday 10:00 instead')

    expect(await moveShortlistStage(briefId, entryId, 'interviewing', undefined, 'priya')).toEqual({
      ok: true,
    })
    const refused = (await post({
      answer: 'declined',
      entry: String(entryId),
      note: 'No longer needed',
      replaces: now.page.entries[0]?.answeredAt ?? '',
    })) as Answered
    expect(refused.init.status).toBe(409)
    expect(refused.data).toMatchObject({
      error: { entryId, answer: null, message: SHORTLIST_MESSAGES.actedOn },
    })
    const after = (await page(token)).data as { page: { entries: { stage: string }[] } }
    expect(after.page.entries.map((e) => e.stage)).toEqual(['interviewing'])
  })

  it('takes an answer posted by a plain form and shows the page again with what happens next', async () => {
    const post = (fields: Record<string, string>) =>
      settle(() =>
        action(
          routeArgs(
            new Request(`http://localhost:3000/shortlist/${token}`, {
              method: 'POST',
              body: new URLSearchParams(fields),
            }),
            { token },
          ),
        ),
      )
    const refused = (await post({ answer: 'interview', entry: String(entryId), note: '' })) as Answered
    expect(refused.init.status).toBe(400)
    expect(refused.data).toMatchObject({
      error: {
        entryId,
        answer: 'interview',
        message: 'Suggest a few times that suit you for the interview.',
      },
    })
    const done = (await post({
      answer: 'interview',
      entry: String(entryId),
      note: 'Monday 10:00',
    })) as Response
    expect(done.status).toBe(303)
    expect(done.headers.get('location')).toBe(`/shortlist/${token}?answered=${entryId}#candidate-${entryId}`)
    const after = await page(token, `?answered=${entryId}`)
    expect(after.data).toMatchObject({ answered: { answer: 'interview', changed: false } })
  })

  it('counts each answer against the client address’s submission allowance, and keeps the note of one refused', async () => {
    const ipHash = await hashIp('127.0.0.1')
    for (let i = 0; i < getConfig().RATE_LIMIT_SUBMISSIONS_PER_HOUR; i++) {
      await consumeSubmissionAllowance(ipHash ?? 'unknown')
    }
    const refused = (await settle(() =>
      action(
        routeArgs(
          new Request(`http://localhost:3000/shortlist/${token}`, {
            method: 'POST',
            body: new URLSearchParams({ answer: 'interview', entry: String(entryId), note: 'Monday 10:00' }),
          }),
          { token },
        ),
      ),
    )) as Answered
    expect(refused.init.status).toBe(429)
    expect(Number(refused.init.headers?.['Retry-After'])).toBeGreaterThan(0)
    expect(refused.data).toMatchObject({
      error: {
        entryId,
        answer: 'interview',
        note: 'Monday 10:00',
        message: expect.stringMatching(/^Too many forms/),
      },
    })
    // Nothing was recorded: the candidate still waits for an answer.
    const after = (await page(token)).data as { page: { entries: { stage: string }[] } }
    expect(after.page.entries.map((e) => e.stage)).toEqual(['shared'])
  })
})
