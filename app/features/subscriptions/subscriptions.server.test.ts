import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { createTestDatabase, describeEachDatabase, type TestDatabase } from '../../../tests/db-utils'
import { formRequest, jsonRequest, routeArgs } from '../../../tests/submission-support'
import { erasePersonalData, findPersonalData, purgeExpiredData } from '~/features/privacy/index.server'
import { action as subscribeAction } from '~/routes/subscribe/subscribe'
import { action as unsubscribeAction } from '~/routes/subscribe/unsubscribe'
import { action as mailEventsAction } from '~/routes/api/mail-events'
import { findEmailsByAddress, LINK_TOKEN_REMOVED } from '~/server/db/email-outbox.server'
import { findSubscriberByEmail, upsertActiveSubscriber } from '~/server/db/subscribers.server'
import { countSubscriptionRequests } from '~/server/db/subscription-requests.server'
import { inTransaction } from '~/server/db/transaction.server'
import { findSuppression } from '~/server/db/subscription-suppressions.server'
import { processOutboxOnce } from '~/server/mail/outbox-worker.server'
import type { SubscribeInput, SubscriptionChoices } from './contract'
import { alertSubscribers, type PublishedItem } from './alert-subscribers.server'
import { confirmSubscription, describeConfirmation } from './confirm-subscription.server'
import { getSubscription, saveSubscription, unsubscribe } from './manage-subscription.server'
import { requestSubscription } from './request-subscription.server'
import { lastDigestTime, sendDueDigests } from './send-digests.server'
import { subscriberIdOf, suppressionHash } from './subscription-links.server'

const SECRET = 'a-shared-secret-of-at-least-thirty-two-chars'
const HOUR = 60 * 60_000

const choices = (over: Partial<SubscriptionChoices> = {}): SubscriptionChoices => ({
  openings: true,
  insights: false,
  department: null,
  location: null,
  workplace: null,
  employmentType: null,
  frequency: 'instant',
  ...over,
})

const opening = (id: number, department: string): PublishedItem => ({
  kind: 'opening',
  id,
  title: `${department} Lead`,
  path: `/careers/${department.toLowerCase()}-lead-${id}`,
  department,
  location: 'Hyderabad',
  workplace: 'hybrid',
  employmentType: 'full-time',
})

/** The e-mails queued to an address, oldest first. */
async function mailTo(email: string) {
  return (await findEmailsByAddress(email)).filter((e) => e.to === email).reverse()
}

const confirmationToken = (text: string) => /confirm\?token=([\w-]{43})/.exec(text)?.[1] ?? null

/** Subscribes and confirms; returns the subscriber's own link token. */
async function subscribed(email: string, over: Partial<SubscriptionChoices> = {}, now = new Date()) {
  await requestSubscription({ email, choices: choices(over) } satisfies SubscribeInput, now)
  const [confirmation] = (await mailTo(email)).slice(-1)
  const token = await confirmSubscription(confirmationToken(confirmation?.text ?? ''), now)
  if (!token) throw new Error('not confirmed')
  return token
}

describe('the weekly digest time', () => {
  it('is the last Monday 09:00 in the subscriber’s zone', () => {
    // Monday 1 June 2026, 08:59 in Kolkata (03:29 UTC): the Monday before; at 09:00, that Monday.
    expect(lastDigestTime(new Date('2026-06-01T03:29:00Z'), 'Asia/Kolkata').toISOString()).toBe(
      '2026-05-25T03:30:00.000Z',
    )
    expect(lastDigestTime(new Date('2026-06-01T03:30:00Z'), 'Asia/Kolkata').toISOString()).toBe(
      '2026-06-01T03:30:00.000Z',
    )
    // Sunday in London (summer time): the Monday six days before, 08:00 UTC.
    expect(lastDigestTime(new Date('2026-06-07T20:00:00Z'), 'Europe/London').toISOString()).toBe(
      '2026-06-01T08:00:00.000Z',
    )
  })
})

describeEachDatabase('subscriptions', (kind) => {
  let database: TestDatabase
  let mailDir: string
  beforeEach(async () => {
    mailDir = mkdtempSync(join(tmpdir(), 'subscriptions-mail-'))
    database = await createTestDatabase(kind, {
      MAIL_EVENTS_SECRET: SECRET,
      MAIL_TRANSPORT: 'file',
      MAIL_FILE_DIR: mailDir,
    })
  })
  afterEach(async () => {
    await database.cleanup()
    rmSync(mailDir, { recursive: true, force: true })
  })

  it('sends nothing but a confirmation until its link is used, once, within 48 hours', async () => {
    const now = new Date('2026-06-01T10:00:00Z')
    await requestSubscription(
      { email: 'asha@example.com', choices: choices({ department: 'Engineering' }) },
      now,
    )
    const mails = await mailTo('asha@example.com')
    expect(mails.map((m) => m.subject)).toEqual(['Confirm your subscription | Brightpath IT Solutions'])
    const token = confirmationToken(mails[0]?.text ?? '')
    expect(token).not.toBeNull()
    expect(await findSubscriberByEmail('asha@example.com')).toBeUndefined()
    // No alert reaches an unconfirmed address.
    expect(await alertSubscribers(opening(1, 'Engineering'), now)).toEqual({ emails: 0, digestItems: 0 })

    // Opening the page describes it; only the press confirms.
    expect(await describeConfirmation(token, now)).toBe('new openings (Engineering), each as it is published')
    expect(await confirmSubscription(token, new Date(now.getTime() + 49 * HOUR))).toBeNull()
    const manage = await confirmSubscription(token, new Date(now.getTime() + 47 * HOUR))
    expect(manage).not.toBeNull()
    expect((await findSubscriberByEmail('asha@example.com'))?.status).toBe('active')
    // Single use.
    expect(await confirmSubscription(token, now)).toBeNull()
    expect(await describeConfirmation(token, now)).toBeNull()
    expect(await subscriberIdOf(manage)).toBe((await findSubscriberByEmail('asha@example.com'))?.id)
    expect(await subscriberIdOf(`${manage?.split('.')[0]}.${'x'.repeat(43)}`)).toBeNull()
  })

  it('sends at most three confirmations an inbox a day, and answers every address alike', async () => {
    for (const email of [
      'ravi@example.com',
      'ravi+1@example.com',
      'RAVI@example.com',
      'ravi+2@example.com',
    ]) {
      const response = await subscribeAction(
        routeArgs(formRequest('/subscribe', new URLSearchParams({ email, openings: 'on' }))),
      )
      expect(response).toBeInstanceOf(Response)
      expect([(response as Response).status, (response as Response).headers.get('Location')]).toEqual([
        303,
        '/subscribe?sent=1',
      ])
    }
    const inbox = ['ravi@example.com', 'ravi+1@example.com', 'ravi+2@example.com']
    const sent = (await Promise.all(inbox.map((email) => mailTo(email)))).flat()
    expect(sent).toHaveLength(3)
    expect(await countSubscriptionRequests()).toBe(3)

    // A subscribed address is answered as a new one, and its choices stay until the new link is used.
    await subscribed('mina@example.com', { department: 'Design' })
    const again = await subscribeAction(
      routeArgs(
        formRequest('/subscribe', new URLSearchParams({ email: 'mina@example.com', insights: 'on' })),
      ),
    )
    expect((again as Response).headers.get('Location')).toBe('/subscribe?sent=1')
    expect((await findSubscriberByEmail('mina@example.com'))?.department).toBe('Design')
  })

  it('refuses a form without anything to receive, or with the honeypot filled, saving nothing', async () => {
    const none = await subscribeAction(
      routeArgs(formRequest('/subscribe', new URLSearchParams({ email: 'lee@example.com' }))),
    )
    expect((none as { init?: { status?: number } }).init?.status).toBe(400)
    const bot = await subscribeAction(
      routeArgs(
        formRequest(
          '/subscribe',
          new URLSearchParams({ email: 'lee@example.com', openings: 'on', hp_verify: 'x' }),
        ),
      ),
    )
    expect((bot as { init?: { status?: number } }).init?.status).toBe(400)
    expect(await mailTo('lee@example.com')).toEqual([])
  })

  it('alerts the subscribers an opening matches, once, with a one-click List-Unsubscribe', async () => {
    const engineering = await subscribed('eng@example.com', { department: 'engineering' })
    await subscribed('design@example.com', { department: 'Design' })
    await subscribed('remote@example.com', { workplace: 'remote' })
    await subscribed('insights@example.com', { openings: false, insights: true })

    expect(await alertSubscribers(opening(7, 'Engineering'))).toEqual({ emails: 1, digestItems: 0 })
    // Published again (closed and reopened): no one twice.
    expect(await alertSubscribers(opening(7, 'Engineering'))).toBeNull()
    expect((await mailTo('design@example.com')).filter((m) => m.subject.startsWith('New opening'))).toEqual(
      [],
    )
    expect((await mailTo('remote@example.com')).filter((m) => m.subject.startsWith('New opening'))).toEqual(
      [],
    )

    const [alert] = (await mailTo('eng@example.com')).filter((m) => m.subject.startsWith('New opening'))
    expect(alert?.text).toContain('http://localhost:3000/careers/engineering-lead-7')
    expect(alert?.text).toContain(`http://localhost:3000/subscribe/preferences?token=${engineering}`)
    expect(JSON.parse(alert?.headers ?? '{}')).toEqual({
      'List-Unsubscribe': `<http://localhost:3000/subscribe/unsubscribe?token=${engineering}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    })

    // Sent, the headers reach the transport, and the stored copy keeps no working link.
    for (let i = 0; i < 5; i++) await processOutboxOnce()
    const files = readdirSync(mailDir).filter((name) => name.startsWith('eng@example.com'))
    const delivered = files
      .map(
        (name) =>
          JSON.parse(readFileSync(join(mailDir, name), 'utf8')) as { subject: string; headers?: object },
      )
      .find((mail) => mail.subject.startsWith('New opening'))
    expect(delivered?.headers).toEqual({
      'List-Unsubscribe': `<http://localhost:3000/subscribe/unsubscribe?token=${engineering}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    })
    const [stored] = (await mailTo('eng@example.com')).filter((m) => m.subject.startsWith('New opening'))
    expect(stored?.text).not.toContain(engineering)
    expect(stored?.headers).toContain(LINK_TOKEN_REMOVED)

    // An insight reaches those who chose insights.
    expect(
      await alertSubscribers({
        kind: 'insight',
        key: 'agentic-ai',
        title: 'Agentic AI',
        path: '/sectors/agentic-ai',
        summary: 'What changes.',
      }),
    ).toEqual({ emails: 1, digestItems: 0 })
  })

  it('alerts on a fresh start, before anything read the keys (on SQLite no key is first read inside a transaction)', async () => {
    const at = new Date().toISOString()
    await inTransaction((trx) =>
      upsertActiveSubscriber(
        trx,
        'first@example.com',
        {
          openings: 1,
          insights: 0,
          department: null,
          location: null,
          workplace: null,
          employmentType: null,
          frequency: 'instant',
          timeZone: 'Asia/Kolkata',
        },
        at,
      ),
    )
    expect(await alertSubscribers(opening(5, 'Engineering'))).toEqual({ emails: 1, digestItems: 0 })
  }, 5_000)

  it('keeps a weekly subscriber’s alerts for one digest on Monday at 09:00 in their zone', async () => {
    const token = await subscribed('weekly@example.com', { frequency: 'weekly', insights: true })
    expect(
      await saveSubscription(token, {
        choices: choices({ frequency: 'weekly', insights: true }),
        timeZone: 'Europe/London',
      }),
    ).toBe('saved')
    // Sunday 7 June 2026, 12:00 in London.
    const sunday = new Date('2026-06-07T11:00:00Z')
    expect(await alertSubscribers(opening(1, 'Engineering'), sunday)).toEqual({ emails: 0, digestItems: 1 })
    expect(
      await alertSubscribers(
        { kind: 'insight', key: 'x', title: 'An insight', path: '/sectors/x', summary: 'S' },
        sunday,
      ),
    ).toEqual({ emails: 0, digestItems: 1 })
    expect(await sendDueDigests(sunday)).toBe(0)
    // Monday 08:59 London: not yet; 09:00: one e-mail with both.
    expect(await sendDueDigests(new Date('2026-06-08T07:59:00Z'))).toBe(0)
    expect(await sendDueDigests(new Date('2026-06-08T08:00:00Z'))).toBe(1)
    expect(await sendDueDigests(new Date('2026-06-08T09:00:00Z'))).toBe(0)
    const [digest] = (await mailTo('weekly@example.com')).filter((m) =>
      m.subject.startsWith('Your weekly update'),
    )
    expect(digest?.subject).toBe('Your weekly update: 2 new items | Brightpath IT Solutions')
    expect(digest?.headers).toContain('List-Unsubscribe-Post')
  })

  it('unsubscribes at once on a POST to the List-Unsubscribe URL, with no origin, and keeps only a hash 30 days on', async () => {
    const now = new Date()
    const token = await subscribed('leave@example.com')
    const response = (await unsubscribeAction(
      routeArgs(
        formRequest(
          `/subscribe/unsubscribe?token=${token}`,
          new URLSearchParams({ 'List-Unsubscribe': 'One-Click' }),
        ),
      ),
    )) as Response
    expect(response.status).toBe(200)
    expect((await getSubscription(token))?.status).toBe('unsubscribed')
    expect(await alertSubscribers(opening(3, 'Engineering'))).toEqual({ emails: 0, digestItems: 0 })
    // A forged link unsubscribes no one.
    const forged = (await unsubscribeAction(
      routeArgs(formRequest(`/subscribe/unsubscribe?token=1.${'a'.repeat(43)}`, new URLSearchParams())),
    )) as Response
    expect(forged.status).toBe(404)
    expect(await unsubscribe(token)).toBe(true)

    // Retention: the row goes 30 days after, the hash stays; an unconfirmed request goes after 48 hours.
    await requestSubscription({ email: 'pending@example.com', choices: choices() }, now)
    await purgeExpiredData(new Date(now.getTime() + 47 * HOUR))
    expect(await countSubscriptionRequests()).toBe(1)
    const counts = await purgeExpiredData(new Date(now.getTime() + 31 * 24 * HOUR))
    expect(counts.subscriptions).toBe(2)
    expect(await findSubscriberByEmail('leave@example.com')).toBeUndefined()
    expect((await findSuppression(await suppressionHash('leave@example.com')))?.reason).toBe('unsubscribed')

    // Coming back takes a new double opt-in, which lifts the hash.
    await subscribed('leave@example.com')
    expect(await findSuppression(await suppressionHash('leave@example.com'))).toBeUndefined()
  })

  it('stops subscription mail on a hard bounce or a complaint from the webhook, authenticated by its secret', async () => {
    await subscribed('bounce@example.com')
    await subscribed('spam@example.com')
    await subscribed('soft@example.com')
    const post = (body: unknown, secret = SECRET) =>
      mailEventsAction(
        routeArgs(
          jsonRequest('/api/mail-events', body, {
            headers: { 'content-type': 'application/json', 'x-mail-events-secret': secret },
          }),
        ),
      ).catch((thrown: unknown) => thrown)

    const refused = (await post({ type: 'bounce', email: 'bounce@example.com' }, 'wrong')) as {
      data?: unknown
      init?: { status?: number }
    }
    expect(refused.init?.status).toBe(401)
    // The JSON API's error shape: a code and a message.
    expect(refused.data).toEqual({ error: { code: 'unauthorized', message: expect.any(String) } })
    expect((await findSubscriberByEmail('bounce@example.com'))?.status).toBe('active')

    expect(
      await post({
        events: [
          { type: 'bounce', email: 'Bounce@Example.com' },
          { type: 'complaint', email: 'spam@example.com' },
          { type: 'bounce', email: 'soft@example.com', permanent: false },
        ],
      }),
    ).toEqual({ counted: 2 })
    expect((await findSubscriberByEmail('bounce@example.com'))?.status).toBe('stopped')
    expect((await findSubscriberByEmail('spam@example.com'))?.status).toBe('stopped')
    expect((await findSubscriberByEmail('soft@example.com'))?.status).toBe('active')
    expect(await alertSubscribers(opening(9, 'Engineering'))).toEqual({ emails: 1, digestItems: 0 })
    // A bounced address gets no confirmation either; the preferences page cannot restart it.
    const before = (await mailTo('bounce@example.com')).length
    await requestSubscription({ email: 'bounce@example.com', choices: choices() })
    expect(await mailTo('bounce@example.com')).toHaveLength(before)
  })

  it('is in the privacy export and the erasure', async () => {
    await subscribed('person@example.com', { department: 'Engineering' })
    await requestSubscription({ email: 'person@example.com', choices: choices({ insights: true }) })
    const found = await findPersonalData('person@example.com')
    expect(found.subscriptions).toHaveLength(1)
    expect(found.subscriptions[0]?.subscriber?.department).toBe('Engineering')
    expect(found.subscriptions[0]?.requests).toHaveLength(1)
    const counts = await erasePersonalData('person@example.com', 'owner')
    expect(counts.subscriptions).toBe(2)
    expect(await findSubscriberByEmail('person@example.com')).toBeUndefined()
  })
})
