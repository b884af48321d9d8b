import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import sharp from 'sharp'
import { afterEach, beforeEach, expect, it, vi } from 'vitest'
import { createTestDatabase, describeEachDatabase, type TestDatabase } from '../../../tests/db-utils'
import { MAX_IMAGE_BYTES } from '~/contracts/posts'
import type { PostInput } from './contract'
import { publishPost, schedulePost, unpublishPost } from './change-post-state.server'
import * as hook from './on-insight-published.server'
import { createPreviewLink, findPreviewPost, getPostForEditing } from './preview-link.server'
import { buildPostPage } from './post-page.server'
import { publishDuePosts } from './publish-due-posts.server'
import { findPublished, invalidatePublishedPosts, listPublished } from './published-posts.server'
import { restoreRevision } from './restore-revision.server'
import { contentOf, createPost, updatePost } from './save-post.server'
import { storeImage } from './store-image.server'
import { listRevisionsOf } from './list-posts.server'
import { listAuditLog } from '~/server/db/audit-log.server'
import { findEmailsByAddress } from '~/server/db/email-outbox.server'
import { upsertActiveSubscriber } from '~/server/db/subscribers.server'
import { inTransaction } from '~/server/db/transaction.server'

const INPUT: PostInput = {
  title: 'Retail runs on clean data',
  slug: 'retail-data',
  excerpt: 'Why retailers should fix their data first.',
  summary: 'A standfirst about retail data.',
  body: '## First {#first}\n\nThe first words.',
  topics: ['data'],
  author: 'arjun-mehta',
  heroArt: 'analytics',
}

const titles = async () => (await listPublished('insight')).map((post) => post.title)

describeEachDatabase('publishing', (kind) => {
  let database: TestDatabase
  let media: string
  beforeEach(async () => {
    media = mkdtempSync(join(tmpdir(), 'brightpath-media-'))
    database = await createTestDatabase(kind, { MEDIA_DIR: media })
    invalidatePublishedPosts()
  })
  afterEach(async () => {
    await database.cleanup()
    rmSync(media, { recursive: true, force: true })
    vi.restoreAllMocks()
  })

  it('moves the four articles in, published, newest first, with their dates', async () => {
    const insights = await listPublished('insight')
    expect(insights.map((post) => [post.slug, post.publishedAt])).toEqual([
      ['ai-strategy', '2026-10-15T00:00:00.000Z'],
      ['financial-services', '2026-08-04T00:00:00.000Z'],
      ['agentic-ai', '2026-05-20T00:00:00.000Z'],
      ['supply-chains', '2026-03-12T00:00:00.000Z'],
    ])
    expect(insights[0]).toMatchObject({
      heroArt: 'ai-strategy',
      authorSlug: 'arjun-mehta',
      topics: ['ai', 'strategy'],
    })
  })

  it('keeps a draft private until it is published, and shows it to a preview link for 7 days', async () => {
    const created = await createPost('insight', INPUT, 'e2e-admin')
    if (!created.ok) throw new Error(created.code)
    expect(await findPublished('insight', 'retail-data')).toEqual({ state: 'missing' })

    const now = new Date('2026-11-01T10:00:00Z')
    const link = await createPreviewLink(created.id, 'e2e-admin', now)
    const token = link!.split('/').at(-1)!
    expect((await findPreviewPost(token, new Date('2026-11-08T09:59:00Z')))?.title).toBe(INPUT.title)
    expect(await findPreviewPost(token, new Date('2026-11-08T10:00:00Z'))).toBeNull()
    expect(await findPreviewPost('x'.repeat(43), now)).toBeNull()

    const announced = vi.spyOn(hook, 'onInsightPublished')
    await publishPost(created.id, 'e2e-admin')
    expect(await titles()).toContain(INPUT.title)
    expect(announced).toHaveBeenCalledTimes(1)
    await unpublishPost(created.id, 'e2e-admin')
    expect(await titles()).not.toContain(INPUT.title)
    // Who made the preview link, published it and took it off, newest first.
    const audit = (await listAuditLog()).items.filter((entry) => entry.action.startsWith('post.'))
    expect(audit.map((entry) => [entry.actor, entry.action, entry.target])).toEqual([
      ['e2e-admin', 'post.unpublished', `insight #${created.id} (retail-data)`],
      ['e2e-admin', 'post.published', `insight #${created.id} (retail-data)`],
      ['e2e-admin', 'post.preview-link', `insight #${created.id} (retail-data)`],
    ])
  })

  it('tells the subscribers who want insights once, when it is first published', async () => {
    const at = new Date().toISOString()
    const wants = (openings: number, insights: number) => ({
      openings,
      insights,
      department: null,
      location: null,
      workplace: null,
      employmentType: null,
      frequency: 'instant' as const,
      timeZone: 'Asia/Kolkata',
    })
    await inTransaction(async (trx) => {
      await upsertActiveSubscriber(trx, 'reader@example.com', wants(0, 1), at)
      await upsertActiveSubscriber(trx, 'jobs-only@example.com', wants(1, 0), at)
    })
    const created = await createPost('insight', INPUT, 'e2e-admin')
    if (!created.ok) throw new Error(created.code)
    await publishPost(created.id, 'e2e-admin')
    await unpublishPost(created.id, 'e2e-admin')
    await publishPost(created.id, 'e2e-admin')
    const toReader = (await findEmailsByAddress('reader@example.com')).filter(
      (e) => e.to === 'reader@example.com',
    )
    expect(toReader).toHaveLength(1)
    expect(toReader[0]?.text).toContain(INPUT.title)
    expect(toReader[0]?.text).toContain('/sectors/retail-data')
    expect(await findEmailsByAddress('jobs-only@example.com')).toEqual([])
  })

  it('restores an earlier revision as a new one, bringing back its words', async () => {
    const created = await createPost('insight', INPUT, 'e2e-admin')
    if (!created.ok) throw new Error(created.code)
    await updatePost(created.id, { ...contentOf(INPUT), bodyMd: 'Second words.' }, 'e2e-admin')
    expect((await getPostForEditing(created.id))?.bodyMd).toBe('Second words.')

    const restored = await restoreRevision(created.id, 1, 'e2e-admin')
    expect(restored).toMatchObject({ ok: true, revision: 3 })
    expect((await getPostForEditing(created.id))?.bodyMd).toBe(INPUT.body)
    expect((await listRevisionsOf(created.id)).map((r) => r.number)).toEqual([3, 2, 1])
    expect(await restoreRevision(created.id, 9, 'e2e-admin')).toEqual({ ok: false, code: 'no_such_revision' })
    const restores = (await listAuditLog({ action: 'post.restored' })).items
    expect(restores.map((entry) => entry.target)).toEqual([
      `insight #${created.id} (retail-data), revision 1`,
    ])
  })

  it('answers a changed slug at its old address with the new one, and refuses a slug another post has', async () => {
    const created = await createPost('insight', INPUT, 'e2e-admin')
    if (!created.ok) throw new Error(created.code)
    await publishPost(created.id, 'e2e-admin')
    await updatePost(created.id, { ...contentOf(INPUT), slug: 'retail-data-first' }, 'e2e-admin')

    expect(await findPublished('insight', 'retail-data')).toEqual({
      state: 'moved',
      path: '/sectors/retail-data-first',
    })
    expect(await findPublished('insight', 'retail-data-first')).toMatchObject({ state: 'found' })
    expect(await updatePost(created.id, { ...contentOf(INPUT), slug: 'agentic-ai' }, 'e2e-admin')).toEqual({
      ok: false,
      code: 'slug_taken',
    })
    // Its old slug stays its own: another post cannot take it, but it may take it back.
    expect(await createPost('insight', { ...INPUT, title: 'Other' }, 'e2e-admin')).toEqual({
      ok: false,
      code: 'slug_taken',
    })
    expect(await updatePost(created.id, contentOf(INPUT), 'e2e-admin')).toMatchObject({ ok: true })
    expect(await findPublished('insight', 'retail-data')).toMatchObject({ state: 'found' })
  })

  it('publishes a scheduled post at its time on the company clock, not before, once', async () => {
    const created = await createPost('insight', INPUT, 'e2e-admin')
    if (!created.ok) throw new Error(created.code)
    const now = new Date('2026-11-27T03:00:00.000Z')
    // 09:00 in Bengaluru (IST, UTC+5:30) is 03:30 UTC.
    expect(await schedulePost(created.id, '2026-11-27T09:00', 'e2e-admin', now)).toEqual({ ok: true })
    expect(await schedulePost(created.id, '2026-11-27T08:00', 'e2e-admin', now)).toEqual({
      ok: false,
      code: 'not_scheduled_in_future',
    })
    const announced = vi.spyOn(hook, 'onInsightPublished')

    expect(await publishDuePosts(new Date('2026-11-27T03:29:59.000Z'))).toEqual([])
    expect(await titles()).not.toContain(INPUT.title)
    expect(await publishDuePosts(new Date('2026-11-27T03:30:00.000Z'))).toEqual([created.id])
    expect(await publishDuePosts(new Date('2026-11-27T03:31:00.000Z'))).toEqual([])
    invalidatePublishedPosts()
    const [newest] = await listPublished('insight')
    expect(newest).toMatchObject({ title: INPUT.title, publishedAt: '2026-11-27T03:30:00.000Z' })
    expect(announced).toHaveBeenCalledTimes(1)
  })

  it('stores an uploaded image once, without its EXIF, in AVIF and WebP widths; refuses what is not one', async () => {
    const photo = await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#3366aa' } })
      .jpeg()
      .withExif({ IFD0: { Make: 'SecretCam', Copyright: 'Someone' } })
      .withMetadata({ orientation: 6 })
      .toBuffer()
    expect((await sharp(photo).metadata()).exif).toBeDefined()

    const stored = await storeImage(photo, 'A blue panel', 'e2e-admin')
    if (!stored.ok) throw new Error(stored.code)
    // Orientation 6 turns it upright: 800 wide, 1200 high.
    expect(stored.image).toMatchObject({ alt: 'A blue panel', width: 800, height: 1200 })
    expect(stored.image.variants.map((v) => `${v.format}-${v.width}`)).toEqual(['avif-480', 'webp-480'])
    for (const file of readdirSync(media)) {
      const meta = await sharp(readFileSync(join(media, file))).metadata()
      expect(meta.exif, file).toBeUndefined()
      expect(meta.orientation, file).toBeUndefined()
      expect(readFileSync(join(media, file)).includes('SecretCam'), file).toBe(false)
    }
    expect(await storeImage(photo, 'Again', null)).toMatchObject({ ok: true, existed: true })

    // Shown in a published body, it is drawn with its widths and size, as the hero is.
    const webp = stored.image.variants.find((v) => v.format === 'webp')!
    const created = await createPost(
      'insight',
      { ...INPUT, body: `The panel:\n\n![A blue panel](/uploads/${webp.file})` },
      'e2e-admin',
    )
    if (!created.ok) throw new Error(created.code)
    await publishPost(created.id, 'e2e-admin')
    const found = await findPublished('insight', INPUT.slug)
    if (found.state !== 'found') throw new Error(found.state)
    expect(buildPostPage(found.post).bodyHtml).toContain(
      `<img src="/uploads/${webp.file}" srcset="/uploads/${webp.file} 480w" sizes="(min-width: 48rem) 48rem, 100vw" width="800" height="1200" alt="A blue panel" loading="lazy"`,
    )

    expect(await storeImage(Buffer.from('%PDF-1.7 not an image'), 'x', null)).toEqual({
      ok: false,
      code: 'not_an_image',
    })
    const gif = Buffer.from('R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw==', 'base64')
    expect(await storeImage(gif, 'x', null)).toEqual({ ok: false, code: 'not_an_image' })
    const huge = Buffer.concat([photo, Buffer.alloc(MAX_IMAGE_BYTES)])
    expect(await storeImage(huge, 'x', null)).toEqual({ ok: false, code: 'too_large' })
  })
})
