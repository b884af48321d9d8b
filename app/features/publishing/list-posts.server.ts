import type { PostKind } from '~/contracts/posts'
import { listImages } from '~/server/db/images.server'
import { getRevision, listPosts, listRevisions, type PostRevisionRow } from '~/server/db/posts.server'
import type { ImageView, PostView, RevisionView } from './contract'
import { toImageView, toRevisionView } from './post-view.server'
import { viewsOf } from './published-posts.server'

/** Every post of a kind for the admin's list, last changed first. */
export async function listPostsForAdmin(kind: PostKind): Promise<PostView[]> {
  return viewsOf(await listPosts(kind))
}

export async function listRevisionsOf(postId: number): Promise<RevisionView[]> {
  return (await listRevisions(postId)).map(toRevisionView)
}

export async function listUploadedImages(): Promise<ImageView[]> {
  return (await listImages()).map(toImageView)
}

/** A revision as text to compare: its fields, then its body. */
function asText(revision: PostRevisionRow): string {
  return [
    `Title: ${revision.title}`,
    `Slug: ${revision.slug}`,
    `Teaser: ${revision.excerpt}`,
    `Summary: ${revision.summary}`,
    '',
    revision.bodyMd,
  ].join('\n')
}

/** A revision and the one before it, as text to compare; null when either is missing. */
export async function getRevisionPair(
  postId: number,
  number: number,
): Promise<{ before: string; after: string } | null> {
  const [before, after] = await Promise.all([getRevision(postId, number - 1), getRevision(postId, number)])
  return before && after ? { before: asText(before), after: asText(after) } : null
}
