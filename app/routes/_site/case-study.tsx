import { data, redirect } from 'react-router'
import { PostArticle } from '~/components/sectors/post-article'
import { buildPostPage, findPublished, listPublished, toTeaser } from '~/features/publishing/index.server'
import { metaFromLoader } from '~/seo/route-meta'
import type { Route } from './+types/case-study'

/** A published case study (/portfolio/<slug>), from the database, as an insight's page is. */
export async function loader({ params }: Route.LoaderArgs) {
  const found = await findPublished('case-study', params.slug)
  if (found.state === 'moved') throw redirect(found.path, 308)
  if (found.state === 'missing') throw data(null, { status: 404 })
  const { article, bodyHtml, meta } = buildPostPage(found.post)
  const others = (await listPublished('case-study')).map((post) => toTeaser(post))
  return { article, bodyHtml, others, meta }
}

export const meta = metaFromLoader

export default function CaseStudyPage({ loaderData }: Route.ComponentProps) {
  return <PostArticle {...loaderData} kind="case-study" />
}
