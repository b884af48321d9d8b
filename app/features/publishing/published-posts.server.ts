import type { PostKind } from '~/contracts/posts'
import { findImagesBySha, getImages } from '~/server/db/images.server'
import {
  findPostByFormerSlug,
  listPostStamps,
  listPublishedPosts,
  type PostRow,
} from '~/server/db/posts.server'
import { listTeamPageMemberStamps } from '~/server/db/team-page-members.server'
import type { PostView } from './contract'
import { authorLookup } from './post-authors.server'
import { toPostView, uploadedImagesIn } from './post-view.server'

/** How long an instance trusts what it read before asking the database whether any post changed. */
export const POSTS_CHECK_INTERVAL_MS = 1000

interface Snapshot {
  /**
   * Every post's id, state and last change, and every team page member's (their name and photo
   * are the bylines): differs as soon as anything a page shows changed.
   */
  version: string
  published: PostView[]
}

let snapshot: Snapshot | undefined
let checkedAt = Number.NEGATIVE_INFINITY
let pending: Promise<Snapshot> | undefined

export async function viewsOf(rows: readonly PostRow[]): Promise<PostView[]> {
  const ids = [...new Set(rows.map((row) => row.heroImageId).filter((id): id is number => id !== null))]
  const images = new Map((await getImages(ids)).map((image) => [image.id, image]))
  const shas = [...new Set(rows.flatMap((row) => uploadedImagesIn(row.bodyMd)))]
  const bodyImages = new Map((await findImagesBySha(shas)).map((image) => [image.sha256, image]))
  const authorOf = await authorLookup(rows.map((row) => row.authorSlug))
  return rows.map((row) => toPostView(row, images, authorOf, bodyImages))
}

async function refresh(): Promise<Snapshot> {
  const stamps = await listPostStamps()
  const authors = await listTeamPageMemberStamps()
  const version = [
    ...stamps.map((s) => `${s.id}.${s.status}.${s.updatedAt}`),
    'authors',
    ...authors.map((s) => `${s.id}.${s.updatedAt}`),
  ].join(' ')
  if (!snapshot || snapshot.version !== version) {
    snapshot = { version, published: await viewsOf(await listPublishedPosts()) }
  }
  return snapshot
}

/**
 * The published posts of this instance, read once and kept until a post changes: at most once a
 * second (POSTS_CHECK_INTERVAL_MS) one small query reads every post's state and last change, so
 * an instance sees another's publication (or the scheduler's) within about a second.
 */
async function current(now = Date.now()): Promise<Snapshot> {
  if (snapshot && now - checkedAt < POSTS_CHECK_INTERVAL_MS) return snapshot
  pending ??= refresh().finally(() => {
    checkedAt = Date.now()
    pending = undefined
  })
  return pending
}

/** Makes the next read ask the database: called by every workflow that changes a post. */
export function invalidatePublishedPosts(): void {
  checkedAt = Number.NEGATIVE_INFINITY
}

/**
 * What the public pages' cache is keyed by (server/published-pages.ts): their HTML is made once
 * per version, that is once per publication, edit or unpublication.
 */
export async function publishedPagesVersion(): Promise<string> {
  return (await current()).version
}

/** Published posts of a kind, newest publication first. */
export async function listPublished(kind: PostKind): Promise<PostView[]> {
  return (await current()).published.filter((post) => post.kind === kind)
}

export type PublishedLookup =
  { state: 'found'; post: PostView } | { state: 'moved'; path: string } | { state: 'missing' }

/** What a public address stands for: a published post, a post that answered it before (308), or nothing. */
export async function findPublished(kind: PostKind, slug: string): Promise<PublishedLookup> {
  const post = (await current()).published.find((p) => p.kind === kind && p.slug === slug)
  if (post) return { state: 'found', post }
  const renamed = await findPostByFormerSlug(kind, slug)
  if (renamed?.status === 'published') {
    const [view] = await viewsOf([renamed])
    if (view) return { state: 'moved', path: view.path }
  }
  return { state: 'missing' }
}
