import type { PostKind } from '~/contracts/posts'
import { listImages } from '~/server/db/images.server'
import { listPosts, listRevisions } from '~/server/db/posts.server'
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
