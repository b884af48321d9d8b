import { getConfig } from '~/server/config.server'
import { listDuePosts, setPostState } from '~/server/db/posts.server'
import { startRecurringJob, type RecurringJob } from '~/server/recurring-job.server'
import { announcePublication } from './change-post-state.server'
import { invalidatePublishedPosts } from './published-posts.server'

/**
 * Publishes every scheduled post whose time has come, dated at its scheduled time; the ids it
 * published. Each post flips once even with several instances running this (the update names the
 * state it leaves), and only the instance that flipped it calls the publication hook.
 */
export async function publishDuePosts(now = new Date()): Promise<number[]> {
  const published: number[] = []
  for (const post of await listDuePosts(now)) {
    const flipped = await setPostState(
      post.id,
      { status: 'published', publishAt: null, publishedAt: post.publishedAt ?? post.publishAt },
      undefined,
      now,
      'scheduled',
    )
    if (flipped) published.push(post.id)
  }
  if (published.length) invalidatePublishedPosts()
  for (const id of published) await announcePublication(id)
  return published
}

/** Started with the server: looks for due posts every POST_SCHEDULE_MS. */
export function startScheduledPublishing(): RecurringJob {
  const { POST_SCHEDULE_MS } = getConfig()
  return startRecurringJob(
    async () => {
      await publishDuePosts()
    },
    { failure: 'scheduled publishing failed', nextDelayMs: () => POST_SCHEDULE_MS },
  )
}
