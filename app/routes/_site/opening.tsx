import { data } from 'react-router'
import { ClosedOpening } from '~/components/careers/closed-opening'
import { OpeningArticle } from '~/components/careers/opening-article'
import { applyHref, careers } from '~/content/careers'
import { CAREERS_CACHE_CONTROL } from '~/lib/constants'
import { getOpeningsCache } from '~/features/openings/index.server'
import { viewOfOpening } from '~/features/openings/index.server'
import { jobPostingJsonLd } from '~/seo/job-posting-json-ld'
import { buildMeta } from '~/seo/meta'
import { metaFromLoader } from '~/seo/route-meta'
import type { Route } from './+types/opening'

/** How many open roles the page of a closed one suggests. */
const SUGGESTED_OPENINGS = 3

export async function loader({ params }: Route.LoaderArgs) {
  const path = `/careers/${params.slug}`
  const openings = getOpeningsCache()
  const found = await openings.findBySlug(params.slug)
  // A draft is not published yet: to the public it does not exist.
  if (found.state === 'missing') throw data(null, { status: 404 })
  const headers = { 'Cache-Control': CAREERS_CACHE_CONTROL }
  if (found.state === 'closed') {
    const others = (await openings.listOpen()).slice(0, SUGGESTED_OPENINGS).map(viewOfOpening)
    const { closed } = careers.opening
    return data(
      {
        state: 'closed' as const,
        title: found.title,
        others,
        meta: buildMeta({ path, title: closed.title(found.title), description: closed.text, noindex: true }),
      },
      { status: 410, headers },
    )
  }
  const { opening } = found
  return data(
    {
      state: 'open' as const,
      opening: viewOfOpening(opening),
      meta: [
        ...buildMeta({ path, title: `${opening.title} | Careers`, description: opening.summary }),
        { 'script:ld+json': jobPostingJsonLd(opening) },
      ],
    },
    { headers },
  )
}

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders

export const meta = metaFromLoader

export default function OpeningPage({ loaderData }: Route.ComponentProps) {
  const { opening: copy, roles } = careers
  if (loaderData.state === 'closed') {
    return (
      <ClosedOpening
        title={loaderData.title}
        others={loaderData.others}
        copy={copy.closed}
        viewLabel={roles.viewLabel}
        general={roles.generalCta}
      />
    )
  }
  const { opening } = loaderData
  return (
    <OpeningArticle
      opening={opening}
      copy={copy}
      applyTo={applyHref(opening.slug)}
      general={roles.generalCta}
    />
  )
}
