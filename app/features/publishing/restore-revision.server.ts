import { recordAudit } from '~/features/audit/index.server'
import { getPost, getRevision } from '~/server/db/posts.server'
import { postTarget } from './change-post-state.server'
import type { SaveResult } from './save-post.server'
import { updatePost } from './save-post.server'

/**
 * Brings back what an earlier revision said: saved as a new revision, so the restore itself can be
 * compared and undone. The post's state (draft, scheduled, published) stays as it is.
 */
export async function restoreRevision(
  postId: number,
  number: number,
  staffUsername: string,
  now = new Date(),
): Promise<SaveResult> {
  const revision = await getRevision(postId, number)
  if (!revision) return { ok: false, code: 'no_such_revision' }
  const { slug, title, excerpt, summary, bodyMd, heroImageId, heroArt, topics, authorSlug } = revision
  const saved = await updatePost(
    postId,
    { slug, title, excerpt, summary, bodyMd, heroImageId, heroArt, topics, authorSlug },
    staffUsername,
    now,
  )
  const post = saved.ok ? await getPost(postId) : undefined
  if (post) {
    await recordAudit({
      actor: staffUsername,
      action: 'post.restored',
      target: `${postTarget(post)}, revision ${number}`,
    })
  }
  return saved
}
