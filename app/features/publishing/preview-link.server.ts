import { createHash, randomBytes } from 'node:crypto'
import { recordAudit } from '~/features/audit/index.server'
import { findPostByPreviewHash, getPost, setPostPreview } from '~/server/db/posts.server'
import { postTarget } from './change-post-state.server'
import { PREVIEW_LINK_DAYS, type PostView } from './contract'
import { viewsOf } from './published-posts.server'

export const PREVIEW_PATH = '/preview'

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex')

/**
 * A link that shows the post as it stands (draft or not) to whoever holds it, for PREVIEW_LINK_DAYS:
 * 256 random bits, only their hash kept. A new link replaces the last one.
 */
export async function createPreviewLink(id: number, actor: string, now = new Date()): Promise<string | null> {
  const post = await getPost(id)
  if (!post) return null
  const token = randomBytes(32).toString('base64url')
  const expiresAt = new Date(now.getTime() + PREVIEW_LINK_DAYS * 86_400_000).toISOString()
  await setPostPreview(id, hashOf(token), expiresAt)
  // Anyone holding the link reads the draft for a week: who made it is worth keeping.
  await recordAudit({ actor, action: 'post.preview-link', target: postTarget(post) })
  return `${PREVIEW_PATH}/${token}`
}

/** The post a preview link shows, or null when the link is unknown or past its time. */
export async function findPreviewPost(token: string, now = new Date()): Promise<PostView | null> {
  if (!/^[\w-]{43}$/.test(token)) return null
  const post = await findPostByPreviewHash(hashOf(token))
  if (!post?.previewExpiresAt || Date.parse(post.previewExpiresAt) <= now.getTime()) return null
  const [view] = await viewsOf([post])
  return view ?? null
}

/** The post staff open in the editor, draft or not. */
export async function getPostForEditing(id: number): Promise<PostView | null> {
  const post = await getPost(id)
  if (!post) return null
  const [view] = await viewsOf([post])
  return view ?? null
}
