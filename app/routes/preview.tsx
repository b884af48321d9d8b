import { data } from 'react-router'
import { PostArticle } from '~/components/sectors/post-article'
import { buildPostPage, findPreviewPost, listPublished, toTeaser } from '~/features/publishing/index.server'
import { metaFromLoader } from '~/seo/route-meta'
import type { Route } from './+types/preview'

/** A preview is for whoever holds its link: never indexed, cached or sent on as a referrer (the path holds the token). */
const PREVIEW_HEADERS = {
  'Cache-Control': 'no-store',
  'X-Robots-Tag': 'noindex, nofollow',
  'Referrer-Policy': 'same-origin',
} as const

/**
 * A post as it stands, draft or not, for 7 days to anyone holding the link staff made with
 * "Preview" (features/publishing/preview-link.server.ts); rendered per request, with no script.
 */
export async function loader({ params }: Route.LoaderArgs) {
  const post = await findPreviewPost(params.token)
  if (!post) throw data(null, { status: 404, headers: PREVIEW_HEADERS })
  const { article, bodyHtml, meta } = buildPostPage(post, { noindex: true })
  const others = (await listPublished(post.kind)).map((p) => toTeaser(p))
  return data({ article, bodyHtml, others, meta, kind: post.kind }, { headers: PREVIEW_HEADERS })
}

export const headers: Route.HeadersFunction = () => PREVIEW_HEADERS

export const meta = metaFromLoader

export default function PreviewPage({ loaderData }: Route.ComponentProps) {
  return <PostArticle {...loaderData} />
}
