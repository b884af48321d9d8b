import { data, redirect } from 'react-router'
import { PostArticle } from '~/components/sectors/post-article'
import { buildPostPage, findPublished, listPublished, toTeaser } from '~/features/publishing/index.server'
import { metaFromLoader } from '~/seo/route-meta'
import type { Route } from './+types/article'

/**
 * A published insight, from the database. Its HTML is made once per publication and kept
 * (server/published-pages.ts); a draft or an unknown slug is a 404, a former slug a 308.
 */
export async function loader({ params }: Route.LoaderArgs) {
  const found = await findPublished('insight', params.slug)
  if (found.state === 'moved') throw redirect(found.path, 308)
  if (found.state === 'missing') throw data(null, { status: 404 })
  const { article, bodyHtml, meta } = buildPostPage(found.post)
  const others = (await listPublished('insight')).map((post) => toTeaser(post))
  return { article, bodyHtml, others, meta }
}

export const meta = metaFromLoader

export default function ArticlePage({ loaderData }: Route.ComponentProps) {
  return <PostArticle {...loaderData} />
}
