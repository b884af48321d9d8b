import { alertSubscribers } from '~/features/subscriptions/index.server'
import type { PostView } from './contract'

/**
 * What follows an insight's publication (at once or at its scheduled time), called once per
 * publication after the post is live: its subscribers are told, each at once or in their Monday
 * digest. The post's id is the alert's key, so unpublishing and publishing it again alerts no one
 * twice. A failure is the caller's to log, never to undo the publication.
 */
export async function onInsightPublished(insight: PostView): Promise<void> {
  await alertSubscribers({
    kind: 'insight',
    key: String(insight.id),
    title: insight.title,
    path: insight.path,
    summary: insight.summary,
  })
}
