import { site } from '~/content/site'
import { recordAudit } from '~/features/audit/index.server'
import { instantOfWallClockIn } from '~/lib/format-date-time'
import { logger } from '~/server/logger.server'
import { getPost, setPostState } from '~/server/db/posts.server'
import type { PublishingRefusal } from './contract'
import { onInsightPublished } from './on-insight-published.server'
import { invalidatePublishedPosts, viewsOf } from './published-posts.server'

export type StateResult = { ok: true } | { ok: false; code: PublishingRefusal }

/** How the audit log names a post: its kind, number and address. */
export const postTarget = (post: { kind: string; id: number; slug: string }) =>
  `${post.kind} #${post.id} (${post.slug})`

/** Tells the hook an insight went live; its failure is logged, never undoes the publication. */
export async function announcePublication(id: number): Promise<void> {
  const post = await getPost(id)
  if (post?.kind !== 'insight' || post.status !== 'published') return
  const [view] = await viewsOf([post])
  if (!view) return
  try {
    await onInsightPublished(view)
  } catch (error) {
    logger.error(
      { err: error instanceof Error ? error.message : String(error), post: id },
      'publication hook failed',
    )
  }
}

/** Publishes a post now. A post published before keeps its first publication date. */
export async function publishPost(id: number, actor: string, now = new Date()): Promise<StateResult> {
  const post = await getPost(id)
  if (!post) return { ok: false, code: 'not_found' }
  if (post.status === 'published') return { ok: true }
  await setPostState(
    id,
    { status: 'published', publishAt: null, publishedAt: post.publishedAt ?? now.toISOString() },
    undefined,
    now,
  )
  invalidatePublishedPosts()
  await recordAudit({ actor, action: 'post.published', target: postTarget(post) })
  await announcePublication(id)
  return { ok: true }
}

/** Schedules a post for a time on the company's clock (site.timeZone); it must be in the future. */
export async function schedulePost(
  id: number,
  localDateTime: string,
  actor: string,
  now = new Date(),
): Promise<StateResult> {
  const post = await getPost(id)
  if (!post) return { ok: false, code: 'not_found' }
  const publishAt = instantOfWallClockIn(localDateTime, site.timeZone)
  if (Date.parse(publishAt) <= now.getTime()) return { ok: false, code: 'not_scheduled_in_future' }
  await setPostState(id, { status: 'scheduled', publishAt, publishedAt: post.publishedAt }, undefined, now)
  invalidatePublishedPosts()
  await recordAudit({ actor, action: 'post.scheduled', target: `${postTarget(post)} for ${publishAt}` })
  return { ok: true }
}

/** Takes a post off the site (back to a draft); its address answers 404 until it is published again. */
export async function unpublishPost(id: number, actor: string, now = new Date()): Promise<StateResult> {
  const post = await getPost(id)
  if (!post) return { ok: false, code: 'not_found' }
  await setPostState(id, { status: 'draft', publishAt: null, publishedAt: post.publishedAt }, undefined, now)
  invalidatePublishedPosts()
  await recordAudit({ actor, action: 'post.unpublished', target: postTarget(post) })
  return { ok: true }
}
