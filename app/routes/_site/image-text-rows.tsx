import { Link, useLoaderData } from 'react-router'
import { CtaBand } from '~/components/blocks/cta-band'
import { ImageTextRows } from '~/components/blocks/image-text-block'
import { PageHero } from '~/components/blocks/page-hero'
import { contentFor } from '~/lib/request-path'
import { DetailContents } from '~/components/talent/detail-contents'
import { Icon } from '~/components/ui/icon'
import { Section } from '~/components/ui/section'
import { details, type DetailPage, type DetailPath } from '~/content/details'
import { buildMeta } from '~/seo/meta'
import type { Route } from './+types/image-text-rows'
import { metaFromLoader } from '~/seo/route-meta'

const CONTENTS_LABEL = 'On this page'

function slug(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
}

export function loader({ request }: Route.LoaderArgs) {
  const { path, page } = contentFor<DetailPath, DetailPage>(details, request)
  return {
    page,
    blocks: page.blocks.map((block) => ({ ...block, id: slug(block.title) })),
    meta: buildMeta({ path }),
  }
}

export const meta = metaFromLoader

export default function Page() {
  const { page, blocks } = useLoaderData<typeof loader>()
  const { hero, back, cta } = page
  return (
    <>
      <PageHero
        back={back}
        eyebrow={hero.eyebrow}
        title={hero.title}
        intro={hero.intro}
        actions={[cta.action]}
        media={<DetailContents label={CONTENTS_LABEL} items={blocks} />}
      />
      <Section tone="light" aria-label={hero.title}>
        <ImageTextRows items={blocks} />
        <nav aria-label="Back" className="mt-20 border-t border-slate-200 pt-8 md:mt-28">
          <Link
            to={back.to}
            prefetch="intent"
            className="group inline-flex min-h-11 items-center gap-2 font-semibold text-accent-700 hover:text-navy-900"
          >
            <Icon
              name="chevron-left"
              className="size-4 transition-transform motion-safe:group-hover:-translate-x-0.5"
            />
            {back.label}
          </Link>
        </nav>
      </Section>
      <CtaBand {...cta} />
    </>
  )
}
