import type { PostView } from './contract'

/**
 * The hook point for what follows an insight's publication (at once or at its scheduled time),
 * called once per publication after the post is live. It does nothing yet: the subscriptions
 * feature (issue 41, part 5) will queue its alerts to subscribers here on merge. It must not
 * throw for the publication's sake: a failure is the caller's to log, never to undo the publication.
 */
export async function onInsightPublished(insight: PostView): Promise<void> {
  void insight
}
