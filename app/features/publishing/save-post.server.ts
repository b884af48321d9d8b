import type { PostKind } from '~/contracts/posts'
import { inTransaction } from '~/server/db/transaction.server'
import {
  forgetFormerSlug,
  getPost,
  insertPost,
  insertRevision,
  isSlugTaken,
  rememberFormerSlug,
  updatePostContent,
  type PostContent,
} from '~/server/db/posts.server'
import type { PostInput, PublishingRefusal } from './contract'
import { mayAuthor } from './post-authors.server'
import { invalidatePublishedPosts } from './published-posts.server'

export type SaveResult = { ok: true; id: number; revision: number } | { ok: false; code: PublishingRefusal }

export function contentOf(input: PostInput): PostContent {
  return {
    slug: input.slug,
    title: input.title,
    excerpt: input.excerpt,
    summary: input.summary,
    bodyMd: input.body,
    heroImageId: input.heroImageId ?? null,
    heroArt: input.heroImageId ? null : (input.heroArt ?? null),
    topics: JSON.stringify(input.topics),
    authorSlug: input.author,
  }
}

/** A new draft and its first revision. */
export async function createPost(
  kind: PostKind,
  input: PostInput,
  staffUsername: string,
  now = new Date(),
): Promise<SaveResult> {
  if (await isSlugTaken(kind, input.slug, null)) return { ok: false, code: 'slug_taken' }
  if (!(await mayAuthor(input.author))) return { ok: false, code: 'unknown_author' }
  const content = contentOf(input)
  return inTransaction(async (trx) => {
    const id = await insertPost(kind, content, trx, now)
    const revision = await insertRevision(id, content, staffUsername, trx, now)
    return { ok: true, id, revision }
  })
}

/**
 * Saves what staff wrote as the post's content and as a new revision. A new slug keeps the old
 * one answering (308 to the new address); taking back a slug the post had before is allowed.
 */
export async function updatePost(
  id: number,
  content: PostContent,
  staffUsername: string,
  now = new Date(),
): Promise<SaveResult> {
  const post = await getPost(id)
  if (!post) return { ok: false, code: 'not_found' }
  if (content.slug !== post.slug && (await isSlugTaken(post.kind, content.slug, id))) {
    return { ok: false, code: 'slug_taken' }
  }
  if (!(await mayAuthor(content.authorSlug, post.authorSlug))) return { ok: false, code: 'unknown_author' }
  const revision = await inTransaction(async (trx) => {
    if (content.slug !== post.slug) {
      await forgetFormerSlug(post.kind, content.slug, trx)
      await rememberFormerSlug(id, post.kind, post.slug, trx)
    }
    await updatePostContent(id, content, trx, now)
    return insertRevision(id, content, staffUsername, trx, now)
  })
  invalidatePublishedPosts()
  return { ok: true, id, revision }
}
