import type { Selectable } from 'kysely'
import type { PostKind, PostStatus } from '~/contracts/posts'
import { nowIso } from '~/lib/time'
import { getDb } from './client.server'
import type { PostContentColumns, PostRevisionsTable, PostsTable } from './schema.server'
import type { DbExecutor } from './transaction.server'

/* Insights and case studies (migration 0034): the posts, their revisions and their former slugs. */

export type PostRow = Selectable<PostsTable>
export type PostRevisionRow = Selectable<PostRevisionsTable>
export type PostContent = PostContentColumns

export async function insertPost(
  kind: PostKind,
  content: PostContent,
  executor: DbExecutor = getDb(),
  now = new Date(),
): Promise<number> {
  const { id } = await executor
    .insertInto('posts')
    .values({
      ...content,
      kind,
      status: 'draft',
      publishAt: null,
      publishedAt: null,
      previewTokenHash: null,
      previewExpiresAt: null,
      createdAt: nowIso(now),
      updatedAt: nowIso(now),
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  return id
}

export async function getPost(id: number, executor: DbExecutor = getDb()): Promise<PostRow | undefined> {
  return executor.selectFrom('posts').selectAll().where('id', '=', id).executeTakeFirst()
}

export async function findPostBySlug(kind: PostKind, slug: string): Promise<PostRow | undefined> {
  return getDb()
    .selectFrom('posts')
    .selectAll()
    .where('kind', '=', kind)
    .where('slug', '=', slug)
    .executeTakeFirst()
}

/** The post that answered `slug` before, if any. */
export async function findPostByFormerSlug(kind: PostKind, slug: string): Promise<PostRow | undefined> {
  return getDb()
    .selectFrom('post_slugs')
    .innerJoin('posts', 'posts.id', 'post_slugs.postId')
    .selectAll('posts')
    .where('post_slugs.kind', '=', kind)
    .where('post_slugs.slug', '=', slug)
    .executeTakeFirst()
}

export async function findPostByPreviewHash(hash: string): Promise<PostRow | undefined> {
  return getDb().selectFrom('posts').selectAll().where('previewTokenHash', '=', hash).executeTakeFirst()
}

/** Every post of a kind, newest change first (the admin's list). */
export async function listPosts(kind: PostKind): Promise<PostRow[]> {
  return getDb()
    .selectFrom('posts')
    .selectAll()
    .where('kind', '=', kind)
    .orderBy('updatedAt', 'desc')
    .orderBy('id', 'desc')
    .execute()
}

/** Every published post, newest publication first. */
export async function listPublishedPosts(): Promise<PostRow[]> {
  return getDb()
    .selectFrom('posts')
    .selectAll()
    .where('status', '=', 'published')
    .orderBy('publishedAt', 'desc')
    .orderBy('id', 'desc')
    .execute()
}

/** Each post's id, state and last change: differs as soon as anything a public page shows changed. */
export async function listPostStamps(): Promise<{ id: number; status: PostStatus; updatedAt: string }[]> {
  return getDb().selectFrom('posts').select(['id', 'status', 'updatedAt']).orderBy('id').execute()
}

/** Scheduled posts whose time has come. */
export async function listDuePosts(now: Date, executor: DbExecutor = getDb()): Promise<PostRow[]> {
  return executor
    .selectFrom('posts')
    .selectAll()
    .where('status', '=', 'scheduled')
    .where('publishAt', '<=', nowIso(now))
    .orderBy('publishAt')
    .execute()
}

export async function updatePostContent(
  id: number,
  content: PostContent,
  executor: DbExecutor = getDb(),
  now = new Date(),
): Promise<void> {
  await executor
    .updateTable('posts')
    .set({ ...content, updatedAt: nowIso(now) })
    .where('id', '=', id)
    .execute()
}

export interface PostState {
  status: PostStatus
  publishAt: string | null
  publishedAt: string | null
}

/**
 * Sets a post's state; `from`, when given, is the state it must still be in (a scheduled post the
 * timer publishes while staff unpublish it is changed once). True when it changed.
 */
export async function setPostState(
  id: number,
  state: PostState,
  executor: DbExecutor = getDb(),
  now = new Date(),
  from?: PostStatus,
): Promise<boolean> {
  let query = executor
    .updateTable('posts')
    .set({ ...state, updatedAt: nowIso(now) })
    .where('id', '=', id)
  if (from) query = query.where('status', '=', from)
  const result = await query.executeTakeFirst()
  return Number(result.numUpdatedRows) > 0
}

export async function setPostPreview(id: number, hash: string, expiresAt: string): Promise<void> {
  await getDb()
    .updateTable('posts')
    .set({ previewTokenHash: hash, previewExpiresAt: expiresAt })
    .where('id', '=', id)
    .execute()
}

export async function insertRevision(
  postId: number,
  content: PostContent,
  savedBy: string | null,
  executor: DbExecutor = getDb(),
  now = new Date(),
): Promise<number> {
  const last = await executor
    .selectFrom('post_revisions')
    .select((eb) => eb.fn.max('number').as('number'))
    .where('postId', '=', postId)
    .executeTakeFirst()
  const number = Number(last?.number ?? 0) + 1
  await executor
    .insertInto('post_revisions')
    .values({ ...content, postId, number, savedBy, savedAt: nowIso(now) })
    .execute()
  return number
}

/** A post's revisions, the newest first. */
export async function listRevisions(postId: number): Promise<PostRevisionRow[]> {
  return getDb()
    .selectFrom('post_revisions')
    .selectAll()
    .where('postId', '=', postId)
    .orderBy('number', 'desc')
    .execute()
}

export async function getRevision(postId: number, number: number): Promise<PostRevisionRow | undefined> {
  return getDb()
    .selectFrom('post_revisions')
    .selectAll()
    .where('postId', '=', postId)
    .where('number', '=', number)
    .executeTakeFirst()
}

/** Remembers that a post answered `slug`; a slug it takes back stops being a former one. */
export async function rememberFormerSlug(
  postId: number,
  kind: PostKind,
  slug: string,
  executor: DbExecutor = getDb(),
): Promise<void> {
  await executor.deleteFrom('post_slugs').where('kind', '=', kind).where('slug', '=', slug).execute()
  await executor.insertInto('post_slugs').values({ postId, kind, slug }).execute()
}

export async function forgetFormerSlug(kind: PostKind, slug: string, executor: DbExecutor = getDb()) {
  await executor.deleteFrom('post_slugs').where('kind', '=', kind).where('slug', '=', slug).execute()
}

/** Whether a slug is taken by another post of the kind, now or as a former slug. */
export async function isSlugTaken(
  kind: PostKind,
  slug: string,
  exceptPostId: number | null,
): Promise<boolean> {
  const current = await getDb()
    .selectFrom('posts')
    .select('id')
    .where('kind', '=', kind)
    .where('slug', '=', slug)
    .executeTakeFirst()
  if (current && current.id !== exceptPostId) return true
  const former = await getDb()
    .selectFrom('post_slugs')
    .select('postId')
    .where('kind', '=', kind)
    .where('slug', '=', slug)
    .executeTakeFirst()
  return former !== undefined && former.postId !== exceptPostId
}

/** How many posts (and revisions) name `authorSlug` as their author, whatever their state. */
export async function countPostsByAuthor(
  authorSlug: string,
  executor: DbExecutor = getDb(),
): Promise<number> {
  let count = 0
  for (const table of ['posts', 'post_revisions'] as const) {
    const row = await executor
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<string | number>().as('count'))
      .where('authorSlug', '=', authorSlug)
      .executeTakeFirstOrThrow()
    count += Number(row.count)
  }
  return count
}
